import { PDFDocument } from 'pdf-lib';

/**
 * Joins several printed forms into one PDF, pages in the given order, so that printing or saving
 * the delivery notes of a day is one job and one file: a shared office printer would otherwise
 * interleave them with other people's pages, "copies" would repeat each note instead of the whole
 * set, and a browser would download a file per form. One part comes back as it is.
 */
export async function mergePdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const [only] = parts;
  if (only && parts.length === 1) return only;
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
