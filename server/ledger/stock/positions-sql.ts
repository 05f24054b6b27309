import { sql, type RawBuilder } from 'kysely';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// Every posting of goods asks these for its positions: written out rather than built (docs/style.md, "SQL").
// The stock tables name a position by the same two columns.
const p = sqlNames('stock_moves');
const totals = sqlNames('stock_totals');

/** `(store_id, entity_id) in (…)` for positions given by their integer keys, over any of the stock tables. */
export function positionsInKeys(keys: readonly (readonly [store: number, entity: number])[]): RawBuilder<boolean> {
  return sql<boolean>`(${p.store_id}, ${p.entity_id}) in (${sql.join(keys.map(([store, entity]) => sql`(${store}, ${entity})`))})`;
}

/** The keys of the documents with stored moves of the positions `within` names from day `from` on, as a subquery. */
export function documentsMovingFrom(within: RawBuilder<boolean>, from: number): RawBuilder<number> {
  return sql<number>`select ${p.document_id} from ${p.$} where ${within} and ${p.date} >= ${from}`;
}

/** The change stamps of the running totals of the positions `within` names (a position never moved has no row). */
export async function totalsStampsOf(
  db: Db,
  within: RawBuilder<boolean>,
): Promise<{ store_id: number; entity_id: number; change: number }[]> {
  const { rows } = await sql<{ store_id: number; entity_id: number; change: number }>`select ${totals.store_id}, ${totals.entity_id},
    ${totals.change} from ${totals.$} where ${within}`.execute(db);
  return rows;
}
