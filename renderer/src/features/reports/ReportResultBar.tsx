import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.js';
import type { OutputKind } from './use-report-output.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { SearchField } from '../../components/SearchField.js';

export interface ReportResultBarProps {
  filter: string;
  onFilter: (value: string) => void;
  fetchedAt: string;
  onOutput: (kind: OutputKind) => void;
  busy: boolean;
}

/** The line above a report's table: search inside the result, when it was run, exports, PDF and print. */
export function ReportResultBar(props: ReportResultBarProps) {
  const { t } = useTranslation();
  const { onOutput } = props;
  // Ctrl+P prints the report, not the whole app window (docs/desktop-app.md, "Keyboard-first").
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shortcutOf(event) === 'print') {
        event.preventDefault();
        onOutput('print');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOutput]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <SearchField label={t('reports.filter')} value={props.filter} onChange={props.onFilter} width={260} />
      <Typography variant="body2" color="text.secondary" data-testid="report-fetched-at">
        {t('reports.fetchedAt', { time: formatDateTime(props.fetchedAt) })}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlined />}
        onClick={() => props.onOutput('xlsx')}
        disabled={props.busy}
      >
        {t('reports.exportXlsx')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownloadOutlined />}
        onClick={() => props.onOutput('csv')}
        disabled={props.busy}
      >
        {t('reports.exportCsv')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PictureAsPdfOutlined />}
        onClick={() => props.onOutput('pdf')}
        disabled={props.busy}
      >
        {t('reports.savePdf')}
      </Button>
      <Button variant="outlined" size="small" startIcon={<PrintOutlined />} onClick={() => props.onOutput('print')} disabled={props.busy}>
        {t('reports.print')}
      </Button>
    </Box>
  );
}
