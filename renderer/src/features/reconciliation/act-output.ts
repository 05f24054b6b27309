import type { PDFDocumentProxy } from 'pdfjs-dist';
import { downloadFile, PDF_TYPE, XLSX_TYPE } from '../../lib/download.js';
import { printNodes } from '../../lib/print-nodes.js';
import { buildXlsx, type ExportTable } from '../../lib/report-export.js';
import { bytesOfBase64 } from '../pdf-viewer/index.js';

/** Pages are drawn at 150 dpi for paper: sharp print, images of a few hundred kilobytes each. */
const PRINT_SCALE = 150 / 72;

const STYLE = `
@media screen { .oblik-print-pages { display: none; } }
@media print {
  @page { size: A4 portrait; margin: 0; }
  body > *:not(.oblik-print-pages) { display: none !important; }
  .oblik-print-pages img { display: block; width: 210mm; height: 297mm; break-after: page; }
}`;

/**
 * Prints the act's printed form through the page's own print: the service's PDF drawn page by
 * page and printed as A4 pictures, so the paper is the very form the PDF is (the bridge prints
 * only documents' forms by uid, not a report's bytes). The print-only nodes go when the dialog closes.
 */
export async function printPdfPages(pdf: PDFDocumentProxy): Promise<void> {
  const root = document.createElement('div');
  root.className = 'oblik-print-pages';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: PRINT_SCALE });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const image = document.createElement('img');
    image.src = canvas.toDataURL('image/png');
    image.alt = '';
    root.append(image);
  }
  printNodes(root, STYLE);
}

/** A file name without the characters file systems refuse. */
export function actFileName(title: string, extension: string): string {
  const base = title
    .replace(/[\\/<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'act'}.${extension}`;
}

/** Saves the service's printed form as it came, through the page's download. */
export function savePdfBytes(base64: string, title: string): void {
  downloadFile(actFileName(title, 'pdf'), bytesOfBase64(base64), PDF_TYPE);
}

/** Saves the act as an xlsx workbook. */
export async function saveXlsx(table: ExportTable, title: string): Promise<void> {
  downloadFile(actFileName(title, 'xlsx'), await buildXlsx(table), XLSX_TYPE);
}
