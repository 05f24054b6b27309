import type { CompanyContext } from '../context.js';
import type { Decimal } from '../../../shared/api/index.js';
import { moneyOf, qtyOf } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import type { Move } from './fifo.js';
import { positionKey, type Position } from './positions.js';
import { documentsMovingFrom, positionsInKeys } from './positions-sql.js';
import { dayOf, isoOf, keyOf, keysOf, rememberKeys, uidOf, type KeyMap } from './keys.js';

/** A position's stored moves and how one round of a re-computation reads them (replay.ts). */

export interface StoredMove {
  id: number;
  line: number;
  documentUid: string;
  documentId: number;
  date: string;
  qty: Decimal;
  amount: Decimal;
  supplier: string | null;
}
export interface PositionToReplay {
  position: Position;
  from: string | null;
  /** The position's events from `from` on are only those of a document just posted, after every stored move (eventsAppendedBy). */
  appended?: boolean;
}

/** The integer keys of positions' stores and entities (keys.ts). */
export interface PositionKeys {
  stores: KeyMap;
  entities: KeyMap;
}

export async function positionKeys(db: Db, context: CompanyContext, positions: Position[]): Promise<PositionKeys> {
  return {
    stores: await keysOf(db, context, { table: 'stores', uids: positions.map((p) => p.store) }),
    entities: await keysOf(db, context, { table: 'entities', uids: positions.map((p) => p.entity) }),
  };
}

/** `(store_id, entity_id) in (…)` for a list of positions. */
export function positionsIn(positions: Position[], keys: PositionKeys) {
  return positionsInKeys(positions.map((p) => [keyOf(keys.stores, p.store), keyOf(keys.entities, p.entity)] as const));
}

/** A stored row's store and goods, by their keys. */
export interface PositionRow {
  store_id: number;
  entity_id: number;
}

/** The position of a stock row's keys. */
export const positionOf = (keys: PositionKeys, row: PositionRow): Position => ({
  store: uidOf(keys.stores, Number(row.store_id)),
  entity: uidOf(keys.entities, Number(row.entity_id)),
});

/** The earliest start of a round, for the queries that read from it on (null: everything). */
export function earliest(round: PositionToReplay[]): string | null {
  let first: string | null = null;
  for (const { from } of round) {
    if (from === null) return null;
    if (first === null || from < first) first = from;
  }
  return first;
}

/** The `positions`, and the date `from` which their moves are looked for. */
export interface MovingSince {
  positions: Position[];
  from: string;
}

/** The documents with stored moves of the positions from `from` on, by their keys. */
export async function documentsMoving(db: Db, context: CompanyContext, { positions, from }: MovingSince) {
  const keys = await positionKeys(db, context, positions);
  return documentsMovingFrom(positionsIn(positions, keys), dayOf(from));
}

/** The stored moves of several positions from their start on, each position's in the order they were written. */
export async function loadMovesOf(db: Db, context: CompanyContext, round: PositionToReplay[]): Promise<Map<string, StoredMove[]>> {
  const byKey = new Map<string, StoredMove[]>(round.map((q) => [positionKey(q.position), []]));
  if (round.length === 0) return byKey;
  const fromOf = new Map(round.map((q) => [positionKey(q.position), q.from]));
  const keys = await positionKeys(
    db,
    context,
    round.map((q) => q.position),
  );
  const first = earliest(round);
  let query = db
    .selectFrom('stock_moves as m')
    .innerJoin('documents as d', 'd.id', 'm.document_id')
    .leftJoin('agents as a', 'a.id', 'm.supplier_id')
    .select([
      'm.id',
      'm.store_id',
      'm.entity_id',
      'm.line',
      'd.uid as documentUid',
      'm.document_id as documentId',
      'm.date',
      'm.qty',
      'm.amount',
      'a.uid as supplier',
      'm.supplier_id',
    ])
    .where(
      positionsIn(
        round.map((q) => q.position),
        keys,
      ),
    );
  if (first !== null) query = query.where('m.date', '>=', dayOf(first));
  const rows = await query.orderBy('m.id').execute();
  rememberKeys(db, context, { table: 'agents', pairs: rows.map((r) => [r.supplier, r.supplier_id]) });
  for (const { store_id, entity_id, qty, amount, date: day, supplier_id: _, ...row } of rows) {
    const key = positionKey(positionOf(keys, { store_id, entity_id }));
    const move = { ...row, date: isoOf(day) };
    const from = fromOf.get(key);
    if (from === null || (from !== undefined && move.date >= from))
      byKey.get(key)?.push({ ...move, qty: qtyOf(qty), amount: moneyOf(amount) });
  }
  return byKey;
}

/** How many leading moves are exactly the stored ones (same order, same figures): those stay as they are. */
export function commonPrefix(stored: StoredMove[], moves: Move[]): number {
  const n = Math.min(stored.length, moves.length);
  for (let i = 0; i < n; i++) {
    // i < n, the length of the shorter of the two.
    const s = stored[i]!;
    const m = moves[i]!;
    if (
      s.line !== m.line ||
      s.documentUid !== m.documentUid ||
      s.date !== m.date ||
      s.supplier !== m.supplier ||
      !m.qty.equals(s.qty) ||
      !m.amount.equals(s.amount)
    )
      return i;
  }
  return n;
}
