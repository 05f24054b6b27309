import { PDFDocument } from 'pdf-lib';

/**
 * Joins several printed forms into one PDF, pages in the given order, so that printing the
 * delivery notes of a day is one job: a shared office printer would otherwise interleave them
 * with other people's pages, and "copies" would repeat each note instead of the whole set.
 */
export async function mergePdfs(parts: readonly Uint8Array[]): Promise<Buffer> {
  const [only] = parts;
  if (only && parts.length === 1) return Buffer.from(only);
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
