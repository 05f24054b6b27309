import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/**
 * Starts opening PDF bytes with pdf.js. pdf.js is large, so it is loaded the first time a form is shown,
 * not with the screen (docs/desktop-app.md, "Screens"); its worker is a file of our own origin, bundled by
 * vite (CSP: worker-src 'self' blob:).
 */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentLoadingTask> {
  const [{ GlobalWorkerOptions, getDocument }, { default: workerUrl }] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  GlobalWorkerOptions.workerSrc = workerUrl;
  return getDocument({ data });
}
