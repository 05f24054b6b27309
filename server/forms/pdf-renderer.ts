import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { RELEASE_PROGRAM, trackThread } from '../memory.js';
import { FORM_LAYOUTS } from './form-layouts.js';
import { FORM_FONT, PAGE_FOOTER } from './page.js';

/** Turns a pdfmake document definition into PDF bytes; injectable so tests can make rendering fail. */
export type PdfRenderer = (definition: TDocumentDefinitions) => Promise<Buffer>;

// Not named `require`: electron-vite's ESM shim declares that binding in the bundle too.
const resolveModule = createRequire(import.meta.url);

// The font ships with the app as an npm package (dejavu-fonts-ttf), never read from the system's
// fonts: the app runs on Windows too, and a form must look the same on every machine.
function fontFile(name: string): string {
  return resolveModule.resolve(`dejavu-fonts-ttf/ttf/${name}`);
}

/**
 * The rendering thread's whole program, as plain JavaScript text run with `eval` (as the company
 * file's reader is, sqlite-reader.ts): the service stays one bundle. pdfmake lays a form out in
 * synchronous JavaScript, 40–200 ms for a long one and more for the first while it loads, and on
 * the service's own thread that would hold every other request (docs/performance.md). It builds
 * the functions pdfmake wants from data: the named table layouts and the page footer.
 */
const RENDER_PROGRAM = `${RELEASE_PROGRAM}
const { parentPort, workerData } = require('node:worker_threads');
const { resolve } = require('node:path');
let pdfmake = null;
const figure = (value) => (Array.isArray(value) ? (i) => value[Math.min(i, value.length - 1)] : () => value);
function load() {
  const loaded = require(workerData.pdfmake);
  loaded.setFonts({ [workerData.font]: workerData.fonts });
  // Forms embed nothing but our fonts: no URL is fetched and no other local file is read.
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((path) => resolve(path).startsWith(workerData.fontDir));
  const layouts = {};
  for (const [name, data] of Object.entries(workerData.layouts)) {
    layouts[name] = {};
    for (const [key, value] of Object.entries(data)) layouts[name][key] = figure(value);
  }
  loaded.addTableLayouts(layouts);
  return loaded;
}
function withFooter(definition) {
  const margins = definition.pageMargins || [40, 40, 40, 40];
  const caption = (definition.info && definition.info.title) || '';
  const label = workerData.footer.pageLabel;
  definition.footer = (page, pages) => ({
    margin: [margins[0], workerData.footer.marginTop, margins[2], 0],
    columns: [
      { text: caption, style: 'small' },
      { text: label.replace('{page}', String(page)).replace('{pages}', String(pages)), style: 'small', alignment: 'right', width: 'auto' },
    ],
  });
  return definition;
}
parentPort.on('message', async ({ id, definition }) => {
  try {
    pdfmake = pdfmake || load();
    const buffer = await pdfmake.createPdf(withFooter(definition)).getBuffer();
    const bytes = new Uint8Array(buffer);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    pdfmake = null;
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
  releaseLater();
});
`;

/** How long the rendering thread outlives its last form. */
const IDLE_MS = 60_000;

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

/** Printed forms rendered in a worker thread of their own; forms queue there one after another. */
class PdfThread {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private start(): Worker {
    const normal = fontFile('DejaVuSansCondensed.ttf');
    const workerData = {
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
    const worker = new Worker(RENDER_PROGRAM, { eval: true, workerData });
    trackThread('forms', worker);
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.idle(worker);
      if (message.bytes) waiting.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      else waiting.reject(new Error(message.error ?? 'the form was not rendered'));
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
      worker.postMessage({ id, definition });
    });
  }
}

const thread = new PdfThread();

/**
 * Renders with pdfmake and the bundled DejaVu Sans Condensed (Cyrillic, «», №, ₴), in a thread of
 * its own; pdfmake loads there on the first print, since most sessions of the service never print.
 */
export const renderPdf: PdfRenderer = (definition) => thread.render(definition);
