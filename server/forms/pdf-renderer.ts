import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { startWorkerThread } from '../worker-thread.js';
import { FORM_LAYOUTS } from './form-layouts.js';
import { FORM_FONT, PAGE_FOOTER } from './page.js';
import type { RenderData, RenderReply, RenderRequest } from './pdf-render-worker.js';

/** Turns a pdfmake document definition into PDF bytes; injectable so tests can make rendering fail. */
export type PdfRenderer = (definition: TDocumentDefinitions) => Promise<Buffer>;

// Not named `require`: electron-vite's ESM shim declares that binding in the bundle too.
const resolveModule = createRequire(import.meta.url);

// The font ships with the app as an npm package (dejavu-fonts-ttf), never read from the system's
// fonts: the app runs on Windows too, and a form must look the same on every machine.
function fontFile(name: string): string {
  return resolveModule.resolve(`dejavu-fonts-ttf/ttf/${name}`);
}

/** How long the rendering thread outlives its last form. */
const IDLE_MS = 60_000;

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/** Printed forms rendered in a worker thread of their own (pdf-render-worker.ts); forms wait their turn there. */
class PdfThread {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): Worker {
    const normal = fontFile('DejaVuSansCondensed.ttf');
    const workerData: RenderData = {
      pdfmake: resolveModule.resolve('pdfmake'),
      font: FORM_FONT,
      fonts: {
        normal,
        bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
        italics: fontFile('DejaVuSansCondensed-Oblique.ttf'),
        bolditalics: fontFile('DejaVuSansCondensed-BoldOblique.ttf'),
      },
      fontDir: dirname(normal) + sep,
      layouts: FORM_LAYOUTS,
      footer: PAGE_FOOTER,
    };
    const worker = startWorkerThread('forms', new URL('./pdf-render-worker.js', import.meta.url), { workerData });
    worker.on('message', (message: RenderReply) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.idle(worker);
      if ('bytes' in message) waiting.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      else waiting.reject(new Error(message.error || 'the form was not rendered'));
    });
    const fail = (error: Error) => {
      // A thread that died takes its forms with it; the next print starts a new one.
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the printed forms' thread stopped (exit ${code})`)));
    // It keeps the process alive only while a form is being rendered, never when idle.
    worker.unref();
    return worker;
  }

  /**
   * A thread with nothing to render ends after a while: pdfmake, its fonts and the garbage of a long
   * form take about 100 MB, and most of a working day prints now and then. The next print starts a
   * new one, whose first form waits for pdfmake to load again (in that thread, holding nobody).
   */
  private idle(worker: Worker): void {
    worker.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = null;
      void worker.terminate();
    }, IDLE_MS);
    this.idleTimer.unref();
  }

  render(definition: TDocumentDefinitions): Promise<Buffer> {
    clearTimeout(this.idleTimer);
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, definition } satisfies RenderRequest);
    });
  }
}

const thread = new PdfThread();

/**
 * Renders with pdfmake and the bundled DejaVu Sans Condensed (Cyrillic, «», №, ₴), in a thread of
 * its own; pdfmake loads there on the first print, since most sessions of the service never print.
 */
export const renderPdf: PdfRenderer = (definition) => thread.render(definition);
