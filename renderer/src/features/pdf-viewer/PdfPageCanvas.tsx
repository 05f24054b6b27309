import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';

export interface PdfPageCanvasProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  label: string;
}

/** One page of a PDF drawn on a canvas at `scale`, sharp on high-density screens. */
export function PdfPageCanvas({ pdf, pageNumber, scale, label }: PdfPageCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let task: RenderTask | null = null;
    let live = true;
    void pdf.getPage(pageNumber).then((page) => {
      const element = canvas.current;
      if (!live || !element) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      element.width = Math.floor(viewport.width);
      element.height = Math.floor(viewport.height);
      element.style.width = `${Math.floor(viewport.width / ratio)}px`;
      element.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas: element, viewport });
      task.promise.catch(() => undefined); // a render cancelled by the next zoom is not an error
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [pdf, pageNumber, scale]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="pdf-page"
      style={{ boxShadow: '0 1px 4px rgba(0,0,0,.3)', background: '#fff' }}
    />
  );
}
