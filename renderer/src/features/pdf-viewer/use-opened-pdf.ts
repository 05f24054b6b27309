import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdf } from '../../lib/pdfjs.js';

/**
 * A PDF's bytes opened by pdf.js, for a viewer. pdf.js takes the bytes over, so it gets a copy and
 * the caller can still save the original. A form read again is new bytes: the one on screen stays
 * until the new one is open, and is destroyed only once the new one has taken its place (or the
 * viewer closed) — a destroyed document drawn by the page blanks the whole app.
 */
export function useOpenedPdf(bytes: Uint8Array | null) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!bytes) return;
    let live = true;
    let opened = false;
    let task: PDFDocumentLoadingTask | null = null;
    const failed = (reason: unknown) => {
      if (live) setError(reason);
    };
    openPdf(bytes.slice()).then((started) => {
      task = started;
      if (!live) return void started.destroy();
      started.promise.then((doc) => {
        opened = true;
        if (live) setPdf(doc);
        else void doc.loadingTask.destroy();
      }, failed);
    }, failed);
    return () => {
      live = false;
      // A document that opened belongs to the page now; the effect below lets it go once its successor shows.
      if (!opened) void task?.destroy();
    };
  }, [bytes]);
  useEffect(() => () => void pdf?.loadingTask.destroy(), [pdf]);
  return { pdf, error };
}
