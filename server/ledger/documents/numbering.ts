import { numberSortKey } from '../../../shared/api/index.js';
import type { Db } from '../types.js';

/** A document's number as the documents table keeps it: as written, as it sorts, and as a number when it is all digits. */
export function numberColumns(no: string) {
  return { no, no_key: numberSortKey(no), no_number: numberOf(no) };
}

/** A number made only of digits (at most 15, so it stays exact) as a number; null for any other. */
export function numberOf(no: string): number | null {
  return /^[0-9]{1,15}$/.test(no) ? Number(no) : null;
}

/** The next number for a type in the year of `date`: one above the largest all-digit number used, six digits wide. */
export async function nextDocumentNumber(db: Db, type: string, date: string): Promise<string> {
  const year = date.slice(0, 4);
  // The partial index documents_numbering holds (type, date, no_number) of the numbered documents only.
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.max('no_number').as('max'))
    .where('type', '=', type)
    .where('date', '>=', `${year}-01-01`)
    .where('date', '<=', `${year}-12-31`)
    .where('no_number', 'is not', null)
    .executeTakeFirst();
  const next = row?.max != null ? Number(row.max) + 1 : 1;
  return String(next).padStart(6, '0');
}
