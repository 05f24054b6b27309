import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from './api-replies.js';
import { TOKENS } from './test-service.js';

const run = promisify(execFile);

/** A reply of GET /document/pdf/{uid}: the raw bytes, and the envelope when it is an error. */
export interface PdfReply {
  status: number;
  headers: Record<string, unknown>;
  pdf: Buffer;
  body: Envelope | null;
}

/** Asks the service for a printed form, keeping the PDF as bytes. */
export async function fetchPdf(app: FastifyInstance, uid: string, form?: string): Promise<PdfReply> {
  const query = form === undefined ? '' : `?form=${encodeURIComponent(form)}`;
  const res = await app.inject({ method: 'GET', url: `/document/pdf/${uid}${query}`, headers: { authorization: TOKENS.full } });
  let body: Envelope | null = null;
  if (!String(res.headers['content-type']).startsWith('application/pdf')) body = JSON.parse(res.payload) as Envelope;
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload, body };
}

/** Asks for a report's printed form (`/report/…/pdf`), keeping the PDF as bytes. */
export async function fetchReportPdf(app: FastifyInstance, path: string, query: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, headers: { authorization: TOKENS.full } });
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload };
}

/** The text of a PDF as `pdftotext -layout` reads it; pages are separated by form feeds. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'forms-'));
  try {
    const file = join(dir, 'form.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A word of a PDF and where it stands: its page (from 1) and the top of its box, in points. */
export interface PdfWord {
  page: number;
  text: string;
  x: number;
  y: number;
}

/** Every word of a PDF with its position, as `pdftotext -bbox` reads them: for tests of a form's layout. */
export async function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  const dir = await mkdtemp(join(tmpdir(), 'forms-'));
  try {
    const file = join(dir, 'form.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    const words: PdfWord[] = [];
    let page = 0;
    for (const line of stdout.split('\n')) {
      if (line.includes('<page ')) page += 1;
      const word = /<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>(.*)<\/word>/.exec(line);
      if (word) words.push({ page, x: Number(word[1]), y: Number(word[2]), text: word[3] ?? '' });
    }
    return words;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The pages of a PDF's text (pdftotext ends every page with a form feed). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const pages = (await pdfText(pdf)).split('\f');
  return pages.at(-1)?.trim() === '' ? pages.slice(0, -1) : pages;
}

/**
 * Text with its runs of spaces (pdftotext's layout) folded to one. No-break spaces fold too: the
 * font draws U+00A0 with the space glyph, so the extracted text cannot tell them apart.
 */
export function squash(text: string): string {
  return text.replace(/[ \t\u00a0]+/g, ' ');
}

/** Writes a rendered form to $FORMS_DUMP_DIR when set, to look at it as a picture; tests never depend on it. */
export async function dumpPdf(name: string, pdf: Buffer): Promise<void> {
  const dir = process.env.FORMS_DUMP_DIR;
  if (dir) await writeFile(join(dir, `${name}.pdf`), pdf);
}
