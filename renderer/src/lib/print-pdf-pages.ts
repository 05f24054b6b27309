import type { PDFDocumentProxy } from 'pdfjs-dist';
import { printNodes } from './print-nodes.js';

/** Pages are drawn at 150 dpi for paper: sharp print, images of a few hundred kilobytes each. */
const PRINT_SCALE = 150 / 72;

/** The print style for A4 pages of the PDF's orientation (a report's landscape table, an act's portrait form). */
const styleFor = (landscape: boolean) => `
@media screen { .oblik-print-pages { display: none; } }
@media print {
  @page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 0; }
  body > *:not(.oblik-print-pages) { display: none !important; }
  .oblik-print-pages img { display: block; width: ${landscape ? '297mm' : '210mm'}; height: ${landscape ? '210mm' : '297mm'}; break-after: page; }
}`;

/**
 * Prints a PDF (a report's or the reconciliation act's printed form) through the page's own print,
 * drawn page by page and printed as A4 pictures, so the paper is the very form the PDF is (the bridge prints
 * only documents' forms by uid, not a report's bytes). The print-only nodes go when the dialog closes.
 */
export async function printPdfPages(pdf: PDFDocumentProxy): Promise<void> {
  const root = document.createElement('div');
  root.className = 'oblik-print-pages';
  let landscape = false;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: PRINT_SCALE });
    if (number === 1) landscape = viewport.width > viewport.height;
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const image = document.createElement('img');
    image.src = canvas.toDataURL('image/png');
    image.alt = '';
    root.append(image);
  }
  printNodes(root, styleFor(landscape));
}
