import { ZERO } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import { DOCUMENT_FIELDS } from './event-fields.js';
import type { Position } from './positions.js';

/**
 * The stock a manual operation brings in (docs/general-ledger.md, "What an operation moves"): its
 * debits of goods with a store and a quantity, each a receipt into its own store at the entry's
 * amount. Posting refuses any other entry of goods, so these are all of a posted operation's.
 */

/** Manual operations' lines of goods, with their document, goods and store. */
const goodsLines = (db: Db) =>
  db
    .selectFrom('operation_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('entities as e', 'e.id', 'l.debit_entity_id')
    .innerJoin('stores as s', 's.id', 'l.debit_store_id')
    .where('d.category', '=', 'operation')
    .where('l.qty', 'is not', null);

/**
 * The goods lines of posted operations as the stock events read a document's lines, the store
 * each comes into as `store_in`: of the operations among `ids`, or of every one in `stores`.
 */
export async function operationStockLines(db: Db, entities: string[], scope: { ids: number[] } | { stores: string[] }) {
  const ids = 'ids' in scope ? scope.ids : null;
  const stores = 'stores' in scope ? scope.stores : null;
  if (entities.length === 0 || (ids ?? stores ?? []).length === 0) return [];
  const rows = await goodsLines(db)
    .select([...DOCUMENT_FIELDS, 's.uid as line_store', 'e.uid as entity_uid', 'l.position', 'l.qty', 'l.amount as sum'])
    .where('d.done', '=', true)
    .where('e.uid', 'in', entities)
    .$if(ids !== null, (q) => q.where('d.id', 'in', ids ?? []))
    .$if(stores !== null, (q) => q.where('s.uid', 'in', stores ?? []))
    .execute();
  // Operation lines have no uid of their own; a receipt's line uid only keys a manufacture's costs.
  return rows.map(({ line_store, ...r }) => ({
    ...r,
    store_in: line_store,
    line_uid: `${r.document_uid}:${r.position}`,
    kind: null,
    qty: r.qty ?? ZERO,
    // An operation's entry is its cost as typed.
    cost_with_vat: null,
  }));
}

/** The positions manual operations bring goods into: of one operation (by key), or of every posted one. */
export async function operationPositions(db: Db, documentId?: number): Promise<Position[]> {
  return goodsLines(db)
    .select(['s.uid as store', 'e.uid as entity'])
    .distinct()
    .$if(documentId === undefined, (q) => q.where('d.done', '=', true))
    .$if(documentId !== undefined, (q) => q.where('d.id', '=', documentId ?? 0))
    .execute();
}
