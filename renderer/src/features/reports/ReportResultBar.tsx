import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.js';

/** The line above a report's table: search inside the result, when it was run, and the exports. */
export function ReportResultBar(props: {
  filter: string;
  onFilter: (value: string) => void;
  fetchedAt: string;
  onXlsx: () => void;
  onCsv: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        size="small"
        value={props.filter}
        onChange={(event) => props.onFilter(event.target.value)}
        placeholder={t('reports.filter')}
        slotProps={{ htmlInput: { 'aria-label': t('reports.filter') }, input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
        sx={{ width: 280 }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="report-fetched-at">
        {t('reports.fetchedAt', { time: formatDateTime(props.fetchedAt) })}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={props.onXlsx} disabled={props.busy}>{t('reports.exportXlsx')}</Button>
      <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={props.onCsv} disabled={props.busy}>{t('reports.exportCsv')}</Button>
    </Box>
  );
}
