/** The PDF viewer and the print dialog: documents, payments and links from reports open them. */
export { PdfViewerDialog } from './PdfViewerDialog.js';
export { PrintDialog } from './PrintDialog.js';
export { bytesOfBase64 } from './use-pdf-document.js';
export { PdfPagesDialog } from './PdfPagesDialog.js';
export { useOpenedPdf } from './use-opened-pdf.js';
