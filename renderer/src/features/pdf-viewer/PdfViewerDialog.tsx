import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveAltOutlined from '@mui/icons-material/SaveAltOutlined';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { PdfPageArea } from './PdfPageArea.js';
import { PrintDialog } from './PrintDialog.js';
import { savePdfs } from './save-pdf.js';
import { usePdfDocument } from './use-pdf-document.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const START_ZOOM = 2;

export interface PdfViewerDialogProps {
  uid: string;
  form?: string;
  title: string;
  onClose: () => void;
}

/** A printed form on screen: pages, zoom, print (the print dialog: printer, copies) and save as PDF. */
export function PdfViewerDialog({ uid, form, title, onClose }: PdfViewerDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { pdf, error, freshness } = usePdfDocument(uid, form);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(START_ZOOM);
  const scale = ZOOMS[zoom] ?? 1;
  const [printing, setPrinting] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const pages = pdf?.numPages ?? 0;
  const go = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, pages)));
  const target = { uid, ...(form ? { form } : {}), title };

  const save = async () => {
    try {
      const saved = await savePdfs([target]);
      setMessage(saved > 0 ? { ok: true, text: t('pdfViewer.saved') } : null);
    } catch (failure) {
      setMessage({ ok: false, text: errorText(failure) });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys pressed in the print dialog reach here through React's tree: they are the dialog's.
    if (printing || event.target instanceof HTMLInputElement) return;
    if (event.key === 'PageDown' || event.key === 'ArrowRight') go(page + 1);
    else if (event.key === 'PageUp' || event.key === 'ArrowLeft') go(page - 1);
    else if (event.key === '+' || event.key === '=') setZoom((z) => Math.min(ZOOMS.length - 1, z + 1));
    else if (event.key === '-') setZoom((z) => Math.max(0, z - 1));
    else if (shortcutOf(event) === 'print') {
      event.preventDefault();
      if (pdf) setPrinting(true);
    }
  };

  return (
    <Dialog fullScreen open onClose={onClose} onKeyDown={onKeyDown} aria-label={t('pdfViewer.title')}>
      <Toolbar sx={{ gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' }, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.100' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 2, minWidth: 0, flexShrink: 1 }} noWrap>
          {title}
        </Typography>
        <Tooltip title={t('pdfViewer.previous')}>
          <span>
            <IconButton aria-label={t('pdfViewer.previous')} onClick={() => go(page - 1)} disabled={page <= 1}>
              <ChevronLeft />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" data-testid="pdf-page-of" sx={{ minWidth: 110, textAlign: 'center' }}>
          {t('pdfViewer.pageOf', { page, pages })}
        </Typography>
        <Tooltip title={t('pdfViewer.next')}>
          <span>
            <IconButton aria-label={t('pdfViewer.next')} onClick={() => go(page + 1)} disabled={page >= pages}>
              <ChevronRight />
            </IconButton>
          </span>
        </Tooltip>
        <Divider orientation="vertical" flexItem />
        <IconButton aria-label={t('pdfViewer.zoomOut')} onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
          <ZoomOut />
        </IconButton>
        <Typography variant="body2" data-testid="pdf-zoom" sx={{ minWidth: 48, textAlign: 'center' }}>
          {Math.round(scale * 100)}%
        </Typography>
        <IconButton
          aria-label={t('pdfViewer.zoomIn')}
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
        >
          <ZoomIn />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<PrintOutlined />} onClick={() => setPrinting(true)} disabled={!pdf}>
          {t('pdfViewer.printEllipsis')}
        </Button>
        <Button startIcon={<SaveAltOutlined />} onClick={() => void save()} disabled={!pdf}>
          {t('pdfViewer.save')}
        </Button>
        <IconButton aria-label={t('pdfViewer.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Toolbar>
      <Box sx={{ height: 4 }}>{!pdf && !error ? <LinearProgress /> : null}</Box>
      <Box sx={{ px: 2 }}>
        <FreshnessBanner freshness={freshness} />
        <ErrorAlert error={error} sx={{ my: 1 }} />
        {message ? (
          <Alert severity={message.ok ? 'success' : 'warning'} sx={{ my: 1 }} onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        ) : null}
      </Box>
      <PdfPageArea pdf={pdf} page={page} scale={scale} label={t('pdfViewer.pageOf', { page, pages })} />
      {printing ? <PrintDialog targets={[target]} onClose={() => setPrinting(false)} /> : null}
    </Dialog>
  );
}
