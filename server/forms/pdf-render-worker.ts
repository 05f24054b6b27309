import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type * as Pdfmake from 'pdfmake';
import type { CustomTableLayout, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';
import { releaseWhenQuiet } from '../memory-release.js';
import type { LayoutData, LayoutFigure } from './form-layouts.js';
import type { PAGE_FOOTER } from './page.js';

/**
 * The printed forms' thread (started by pdf-renderer.ts): pdfmake lays a form out in synchronous
 * JavaScript, and here that holds no request of the service. It builds the functions pdfmake wants
 * from data, since functions do not cross into a thread: the named table layouts and the page footer.
 */

/** What the thread is started with: where pdfmake and the fonts are, the layouts and the footer as data. */
export interface RenderData {
  /** pdfmake's main file, resolved by the service. */
  pdfmake: string;
  font: string;
  fonts: TFontDictionary[string];
  /** The fonts' folder, with its separator: the only local files a form may read. */
  fontDir: string;
  layouts: Record<string, LayoutData>;
  footer: typeof PAGE_FOOTER;
}

/** One form to render. */
export interface RenderRequest {
  id: number;
  definition: TDocumentDefinitions;
}

/** A form's PDF, or why it was not rendered. */
export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

if (!parentPort) throw new Error("the printed forms' renderer runs as a worker thread");
const port = parentPort;
const data = workerData as RenderData;
// Not named `require`: electron-vite's ESM shim declares that binding in the bundle too.
const loadModule = createRequire(import.meta.url);
const releaseLater = releaseWhenQuiet();
let pdfmake: typeof Pdfmake | null = null;

const figure = (value: LayoutFigure) =>
  typeof value === 'number' ? () => value : (i: number) => value[Math.min(i, value.length - 1)] as number;

/** pdfmake with our fonts and layouts, loaded on the first form. */
function load(): typeof Pdfmake {
  const loaded = loadModule(data.pdfmake) as typeof Pdfmake;
  loaded.setFonts({ [data.font]: data.fonts });
  // Forms embed nothing but our fonts: no URL is fetched and no other local file is read.
  loaded.setUrlAccessPolicy(() => false);
  loaded.setLocalAccessPolicy((path) => resolve(path).startsWith(data.fontDir));
  const layouts: Record<string, CustomTableLayout> = {};
  for (const [name, layout] of Object.entries(data.layouts)) {
    const figures = Object.entries(layout) as [keyof LayoutData, LayoutFigure][];
    layouts[name] = Object.fromEntries(figures.map(([key, value]) => [key, figure(value)]));
  }
  loaded.addTableLayouts(layouts);
  return loaded;
}

/** The form with the footer of every page: its caption, and the page of how many. */
function withFooter(definition: TDocumentDefinitions): TDocumentDefinitions {
  const margins = (definition.pageMargins as number[] | undefined) ?? [40, 40, 40, 40];
  const caption = definition.info?.title ?? '';
  const label = data.footer.pageLabel;
  definition.footer = (page, pages) => ({
    margin: [margins[0] ?? 40, data.footer.marginTop, margins[2] ?? 40, 0],
    columns: [
      { text: caption, style: 'small' },
      { text: label.replace('{page}', String(page)).replace('{pages}', String(pages)), style: 'small', alignment: 'right', width: 'auto' },
    ],
  });
  return definition;
}

/** Renders one form and sends its bytes back (moved, not copied). */
async function render({ id, definition }: RenderRequest): Promise<void> {
  try {
    pdfmake ??= load();
    const buffer = await pdfmake.createPdf(withFooter(definition)).getBuffer();
    const bytes = new Uint8Array(buffer);
    port.postMessage({ id, bytes } satisfies RenderReply, [bytes.buffer]);
  } catch (error) {
    pdfmake = null;
    port.postMessage({ id, error: error instanceof Error && error.stack ? error.stack : String(error) } satisfies RenderReply);
  }
  releaseLater();
}

port.on('message', (request: RenderRequest) => void render(request));
