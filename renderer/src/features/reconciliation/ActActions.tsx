import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Reconciliation } from '../../../../shared/api/reconciliation.js';
import { formatDateTime } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { useBusyWork } from '../../lib/use-busy-work.js';
import { openPdf } from '../../lib/pdfjs.js';
import { bytesOfBase64 } from '../pdf-viewer/index.js';
import { actTable } from './act-model.js';
import { printPdfPages } from '../../lib/print-pdf-pages.js';
import { savePdfBytes, saveXlsx } from './act-output.js';
import { actPdfQuery, type ActRequest } from './use-act.js';

export interface ActActionsProps {
  act: Reconciliation;
  request: ActRequest;
  title: string;
  fetchedAt: string;
  onView: () => void;
}

/** The line above the act: when it was made, its printed form, print, save as PDF and export to xlsx. */
export function ActActions(props: ActActionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const { busy, error, work } = useBusyWork();
  const pdfBase64 = async () => (await client.fetchQuery(actPdfQuery(props.request))).data.base64;
  const print = () =>
    work(async () => {
      const task = await openPdf(bytesOfBase64(await pdfBase64()));
      try {
        await printPdfPages(await task.promise);
      } finally {
        await task.destroy();
      }
    });
  const savePdf = () => work(async () => savePdfBytes(await pdfBase64(), props.title));
  const xlsx = () =>
    work(() =>
      saveXlsx(
        actTable(props.act, (key, options) => t(key, options ?? {})),
        props.title,
      ),
    );

  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary" data-testid="report-fetched-at">
          {t('reconciliation.fetchedAt', { time: formatDateTime(props.fetchedAt) })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" size="small" startIcon={<VisibilityOutlined />} onClick={props.onView} disabled={busy}>
          {t('reconciliation.form')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<PrintOutlined />} onClick={() => void print()} disabled={busy}>
          {t('reconciliation.print')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<PictureAsPdfOutlined />} onClick={() => void savePdf()} disabled={busy}>
          {t('reconciliation.savePdf')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={() => void xlsx()} disabled={busy}>
          {t('reconciliation.exportXlsx')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
          {errorText(error)}
        </Alert>
      ) : null}
    </>
  );
}
