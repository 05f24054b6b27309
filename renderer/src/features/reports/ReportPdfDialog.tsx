import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveAltOutlined from '@mui/icons-material/SaveAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { downloadFile, PDF_TYPE } from '../../lib/download.js';
import { openPdf } from '../../lib/pdfjs.js';
import { printPdfPages } from '../../lib/print-pdf-pages.js';
import { PdfPageArea } from '../pdf-viewer/index.js';

/**
 * A report's PDF on screen before it goes to paper, page by page (PageUp/PageDown too), with
 * print and save: the user sees the form that will be printed, as with documents' forms.
 */
export function ReportPdfDialog({
  bytes,
  title,
  fileName,
  onClose,
}: {
  bytes: Uint8Array;
  title: string;
  fileName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<{ pdf: PDFDocumentProxy; task: PDFDocumentLoadingTask } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    let live = true;
    const failed = (error: unknown) => {
      if (live) setFailure(error);
    };
    // pdf.js takes the bytes over: it gets a copy, so the dialog can still save the original.
    openPdf(bytes.slice()).then((task) => {
      task.promise.then((pdf) => {
        if (live) setOpened({ pdf, task });
        else void task.destroy();
      }, failed);
    }, failed);
    return () => {
      live = false;
    };
  }, [bytes]);
  useEffect(() => {
    const task = opened?.task;
    return () => void task?.destroy();
  }, [opened]);
  const pdf = opened?.pdf ?? null;
  const pages = pdf?.numPages ?? 0;
  // Keys are read on the window: a page button that turns disabled drops the focus out of the dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setPage((current) => Math.min(Math.max(1, current + step), Math.max(1, pages)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pages]);
  const go = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, pages)));
  const pageOf = t('reports.pageOf', { page, count: pages });
  return (
    <Dialog fullScreen open onClose={onClose} aria-label={title}>
      <Toolbar sx={{ gap: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.100' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 2, minWidth: 0, flexShrink: 1 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={t('reports.aging.viewer.previous')} onClick={() => go(page - 1)} disabled={page <= 1}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="body2" data-testid="pdf-page-of" sx={{ minWidth: 110, textAlign: 'center' }}>
          {pageOf}
        </Typography>
        <IconButton aria-label={t('reports.aging.viewer.next')} onClick={() => go(page + 1)} disabled={page >= pages}>
          <ChevronRight />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<PrintOutlined />}
          onClick={() => {
            if (pdf) printPdfPages(pdf).catch(setFailure);
          }}
          disabled={!pdf}
        >
          {t('reports.print')}
        </Button>
        <Button startIcon={<SaveAltOutlined />} onClick={() => downloadFile(fileName, bytes, PDF_TYPE)}>
          {t('reports.savePdf')}
        </Button>
        <IconButton aria-label={t('reports.aging.viewer.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Toolbar>
      <Box sx={{ height: 4 }}>{!pdf && !failure ? <LinearProgress /> : null}</Box>
      <ErrorAlert error={failure} sx={{ mx: 2, my: 1 }} />
      <PdfPageArea pdf={pdf} page={page} scale={1.5} label={pageOf} />
    </Dialog>
  );
}
