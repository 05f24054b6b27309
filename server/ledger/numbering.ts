import { sql } from 'kysely';
import type { Db } from './types.js';

/** Sort key of a document number: digit runs left-padded so "9" < "10" and "РН-2" < "РН-10". */
export function numberSortKey(no: string): string {
  return no.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

/** The next number for a type in the year of `date`: one above the largest all-digit number used, six digits wide. */
export async function nextDocumentNumber(db: Db, type: string, date: string): Promise<string> {
  const year = date.slice(0, 4);
  const row = await db.selectFrom('documents')
    .select(sql<string | null>`max(no_key)`.as('max'))
    .where('type', '=', type)
    // The expressions of the partial index documents_numbering, word for word, so the largest is one index entry.
    .where(sql<boolean>`extract(year from date) = ${Number(year)}`)
    .where(sql<boolean>`no ~ '^[0-9]+$'`)
    .executeTakeFirst();
  const next = row?.max ? BigInt(row.max) + 1n : 1n;
  return next.toString().padStart(6, '0');
}
