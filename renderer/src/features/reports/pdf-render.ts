/**
 * Draws a pdfmake definition in the page. pdfmake and the fonts are fetched on the first use
 * only (they are large), from the app's own files: nothing is fetched from elsewhere.
 */
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { REPORT_FONT } from './report-pdf.js';

type Pdfmake = typeof import('pdfmake');
let ready: Promise<Pdfmake> | null = null;

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function fontFile(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`);
  return base64Of(await response.arrayBuffer());
}

async function load(): Promise<Pdfmake> {
  const [module, regular, bold] = await Promise.all([import('pdfmake/build/pdfmake.js'), fontFile(regularUrl), fontFile(boldUrl)]);
  const pdfmake = (module as { default?: Pdfmake }).default ?? module;
  pdfmake.addVirtualFileSystem({ 'report-regular.ttf': regular, 'report-bold.ttf': bold });
  pdfmake.addFonts({
    [REPORT_FONT]: { normal: 'report-regular.ttf', bold: 'report-bold.ttf', italics: 'report-regular.ttf', bolditalics: 'report-bold.ttf' },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  return pdfmake;
}

/** The PDF bytes of a definition. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  ready ??= load().catch((error: unknown) => {
    ready = null; // a failed first load may succeed on the next try
    throw error;
  });
  const pdfmake = await ready;
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer);
}
