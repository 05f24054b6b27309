import { sql } from 'kysely';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// A non-payer's every purchase writes these on posting: one statement for many lines, written out (docs/style.md, "SQL").
const l = sqlNames('document_lines');

/** Writes the cost with VAT of each line of a document given, found by its position. */
export async function writeCostsWithVat(db: Db, documentId: number, lines: readonly { position: number; cost: number }[]): Promise<void> {
  // Cast: PostgreSQL would take a bare parameter of a CASE for text.
  const cases = lines.map(({ position, cost }) => sql`when ${position} then cast(${cost} as bigint)`);
  await sql`update ${l.$} set ${l.cost_with_vat} = case ${l.position} ${sql.join(cases, sql` `)} end
    where ${l.document_id} = ${documentId} and ${l.position} in (${sql.join(lines.map((line) => line.position))})`.execute(db);
}
