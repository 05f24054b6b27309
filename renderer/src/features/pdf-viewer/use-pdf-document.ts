import { useQuery } from '@tanstack/react-query';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { desktop } from '../../lib/bridge.js';
import { openPdf } from '../../lib/pdfjs.js';

/** Bytes of base64 text. */
export function bytesOfBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A printed form of a document, fetched through the bridge (live or from the offline cache) and opened by pdf.js. */
export function usePdfDocument(uid: string, form: string | undefined) {
  const reply = useQuery({
    queryKey: ['pdf', uid, form ?? ''],
    queryFn: () => desktop['documents.pdf']({ uid, ...(form ? { form } : {}) }),
    staleTime: 0,
  });
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const base64 = reply.data?.data.base64;
  useEffect(() => {
    if (!base64) return;
    let live = true;
    let opened = false;
    let task: PDFDocumentLoadingTask | null = null;
    const failed = (error: unknown) => {
      if (live) setOpenError(error);
    };
    openPdf(bytesOfBase64(base64)).then((started) => {
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
  }, [base64]);
  // The shown document is destroyed only after the next one has taken its place (or the viewer closed): a
  // fresh copy arriving must never leave the page drawing a destroyed document, which blanks the whole app.
  useEffect(() => () => void pdf?.loadingTask.destroy(), [pdf]);
  return { pdf, error: reply.error ?? openError, freshness: reply.data };
}
