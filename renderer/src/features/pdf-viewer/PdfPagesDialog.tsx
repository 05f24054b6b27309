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
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { printPdfPages } from '../../lib/print-pdf-pages.js';
import { PdfPageArea } from './PdfPageArea.js';

/** The words of the dialog, in the caller's own texts. */
export interface PdfPagesLabels {
  previous: string;
  next: string;
  close: string;
  print: string;
  save: string;
  pageOf: (page: number, pages: number) => string;
}

export interface PdfPagesDialogProps {
  title: string;
  pdf: PDFDocumentProxy | null;
  /** The form is still coming: a progress bar shows. */
  busy: boolean;
  labels: PdfPagesLabels;
  /** Saves the form; the button is disabled without it. */
  onSave: (() => void) | null;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A form or report as PDF on screen before it goes to paper, page by page (PageUp/PageDown and the
 * arrows too), with print and save: the reconciliation act and the reports' PDFs open in it.
 * `children` go under the toolbar (an "as of" banner, an error of reading the form).
 */
export function PdfPagesDialog({ title, pdf, busy, labels, onSave, onClose, children }: PdfPagesDialogProps) {
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
  const pageOf = labels.pageOf(page, pages);
  return (
    <Dialog fullScreen open onClose={onClose} aria-label={title}>
      <Toolbar sx={{ gap: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.100' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 2, minWidth: 0, flexShrink: 1 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={labels.previous} onClick={() => go(page - 1)} disabled={page <= 1}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="body2" data-testid="pdf-page-of" sx={{ minWidth: 110, textAlign: 'center' }}>
          {pageOf}
        </Typography>
        <IconButton aria-label={labels.next} onClick={() => go(page + 1)} disabled={page >= pages}>
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
          {labels.print}
        </Button>
        <Button startIcon={<SaveAltOutlined />} onClick={() => onSave?.()} disabled={!onSave}>
          {labels.save}
        </Button>
        <IconButton aria-label={labels.close} onClick={onClose}>
          <Close />
        </IconButton>
      </Toolbar>
      <Box sx={{ height: 4 }}>{busy ? <LinearProgress /> : null}</Box>
      <Box sx={{ px: 2 }}>
        {children}
        <ErrorAlert error={failure} sx={{ my: 1 }} />
      </Box>
      <PdfPageArea pdf={pdf} page={page} scale={1.5} label={pageOf} />
    </Dialog>
  );
}
