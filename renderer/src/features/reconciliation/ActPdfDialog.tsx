import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveAltOutlined from '@mui/icons-material/SaveAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { PdfPageArea } from '../pdf-viewer/index.js';
import { printPdfPages } from '../../lib/print-pdf-pages.js';
import { savePdfBytes } from './act-output.js';
import { useActPdf, type ActRequest } from './use-act.js';

/** The act's printed form on screen, page by page (PageUp/PageDown too), with print and save. */
export function ActPdfDialog({ request, title, onClose }: { request: ActRequest; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { pdf, base64, error, freshness } = useActPdf(request);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<unknown>(null);
  const pages = pdf?.numPages ?? 0;
  // Keys are read on the window: a page button that turns disabled at the first or last page drops the focus out of the dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step =
        event.key === 'PageDown' || event.key === 'ArrowRight' ? 1 : event.key === 'PageUp' || event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setPage((current) => Math.min(Math.max(1, current + step), Math.max(1, pages)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pages]);
  const go = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, pages)));
  const print = () => {
    if (pdf) printPdfPages(pdf).catch(setFailure);
  };
  const pageOf = t('reconciliation.viewer.pageOf', { page, pages });
  return (
    <Dialog fullScreen open onClose={onClose} aria-label={title}>
      <Toolbar sx={{ gap: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.100' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 2, minWidth: 0, flexShrink: 1 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={t('reconciliation.viewer.previous')} onClick={() => go(page - 1)} disabled={page <= 1}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="body2" data-testid="pdf-page-of" sx={{ minWidth: 110, textAlign: 'center' }}>
          {pageOf}
        </Typography>
        <IconButton aria-label={t('reconciliation.viewer.next')} onClick={() => go(page + 1)} disabled={page >= pages}>
          <ChevronRight />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<PrintOutlined />} onClick={print} disabled={!pdf}>
          {t('reconciliation.print')}
        </Button>
        <Button startIcon={<SaveAltOutlined />} onClick={() => base64 && savePdfBytes(base64, title)} disabled={!base64}>
          {t('reconciliation.savePdf')}
        </Button>
        <IconButton aria-label={t('reconciliation.viewer.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Toolbar>
      <Box sx={{ height: 4 }}>{!pdf && !error ? <LinearProgress /> : null}</Box>
      <Box sx={{ px: 2 }}>
        <FreshnessBanner freshness={freshness} />
        {error || failure ? (
          <Alert severity="error" sx={{ my: 1 }}>
            {errorText(error ?? failure)}
          </Alert>
        ) : null}
      </Box>
      <PdfPageArea pdf={pdf} page={page} scale={1.5} label={pageOf} />
    </Dialog>
  );
}
