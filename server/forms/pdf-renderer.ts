import { createRequire } from 'node:module';
import { dirname, resolve, sep } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

/** Turns a pdfmake document definition into PDF bytes; injectable so tests can make rendering fail. */
export type PdfRenderer = (definition: TDocumentDefinitions) => Promise<Buffer>;

/** The font family every form is set in. */
export const FORM_FONT = 'DejaVuSansCondensed';

// Not named `require`: electron-vite's ESM shim declares that binding in the bundle too.
const resolveModule = createRequire(import.meta.url);

// The font ships with the app as an npm package (dejavu-fonts-ttf), never read from the system's
// fonts: the app runs on Windows too, and a form must look the same on every machine.
function fontFile(name: string): string {
  return resolveModule.resolve(`dejavu-fonts-ttf/ttf/${name}`);
}

type Pdfmake = typeof import('pdfmake');
let loaded: Promise<Pdfmake> | null = null;

// Loaded on the first print, not at start: pdfmake and pdfkit take a few hundred milliseconds to
// import, and most sessions of the service never print.
async function loadPdfmake(): Promise<Pdfmake> {
  const pdfmake = (await import('pdfmake')).default;
  const fonts = {
    normal: fontFile('DejaVuSansCondensed.ttf'),
    bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
    italics: fontFile('DejaVuSansCondensed-Oblique.ttf'),
    bolditalics: fontFile('DejaVuSansCondensed-BoldOblique.ttf'),
  };
  const fontDir = dirname(fonts.normal) + sep;
  pdfmake.setFonts({ [FORM_FONT]: fonts });
  // Forms embed nothing but our fonts: no URL is fetched and no other local file is read.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => resolve(path).startsWith(fontDir));
  return pdfmake;
}

/** Renders with pdfmake and the bundled DejaVu Sans Condensed (Cyrillic, «», №, ₴). */
export const renderPdf: PdfRenderer = async (definition) => {
  if (!loaded) {
    loaded = loadPdfmake();
    loaded.catch(() => {
      loaded = null;
    }); // a failed load is tried again on the next print
  }
  return (await loaded).createPdf(definition).getBuffer();
};
