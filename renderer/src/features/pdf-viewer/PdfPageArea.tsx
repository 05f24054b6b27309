import Box from '@mui/material/Box';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PdfPageCanvas } from './PdfPageCanvas.js';

export interface PdfPageAreaProps {
  pdf: PDFDocumentProxy | null;
  page: number;
  scale: number;
  label: string;
}

/** The viewer's grey desk with one page of the form on it, scrolled when the page is larger than the window. */
export function PdfPageArea(props: PdfPageAreaProps) {
  return (
    <Box
      sx={{
        flexGrow: 1,
        overflow: 'auto',
        bgcolor: 'grey.300',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        p: 3,
      }}
    >
      {props.pdf ? <PdfPageCanvas pdf={props.pdf} pageNumber={props.page} scale={props.scale} label={props.label} /> : null}
    </Box>
  );
}
