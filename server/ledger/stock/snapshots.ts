import type { CompanyContext } from '../context.js';
import { Decimal } from '../../../shared/api/index.js';
import { moneyToDb, qtyToDb } from '../../database/minor-units.js';
import { yieldToOthers } from '../yield.js';
import { takeChangeStamps } from '../change-stamps.js';
import { positionKey, type Position } from './positions.js';
import { dayOf, keyOf, keysOf } from './keys.js';
import type { Db } from '../types.js';
import { addToSnapshots, storeSumsAt } from './snapshots-sql.js';

/**
 * Stock balances per position at the end of quarters (stock_snapshots), for the balance at a past
 * date: the nearest quarter's snapshot plus or minus the moves between it and the date, a few weeks
 * of history instead of a year of it. A quarter's snapshot is made the first time a report needs it
 * (stock_snapshot_periods lists those made) and from then on every write of stock moves dated on or
 * before its end moves it by the same difference, in the same transaction, so it stays exact.
 * Rows take change stamps (change-stamps.ts), as the running totals do, for the
 * snapshot's mirror in memory (reports/balance-now.ts).
 */

/** The last day of the quarter holding `date`, and of the quarter before. */
export function quarterEnds(date: string): { before: string; after: string } {
  const year = Number(date.slice(0, 4));
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  const endOf = (y: number, q: number) => new Date(Date.UTC(y, q * 3 + 3, 0)).toISOString().slice(0, 10);
  return { before: quarter === 0 ? endOf(year - 1, 3) : endOf(year, quarter - 1), after: endOf(year, quarter) };
}

export const daysBetween = (a: string, b: string): number => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/** Rows written per statement when a snapshot is made; other requests run between them. */
const SNAPSHOT_CHUNK = 500;

/** The `periodEnd` the snapshot is of, the `span` of dates with moves, and the `reader` that reads them (default: the same handle). */
export interface SnapshotRequest {
  periodEnd: string;
  span: { first: string; last: string };
  reader?: Db;
}

/**
 * Makes the snapshot at the end of `periodEnd` unless it exists; runs in the write transaction
 * `db`. Its sums over up to a quarter of history are read through `reader` (on the company file,
 * the reader's thread), which sees exactly what the transaction sees before it writes: the
 * transaction holds the writers' lock, so nothing else commits meanwhile.
 */
export async function ensureSnapshot(db: Db, context: CompanyContext, { periodEnd, span, reader = db }: SnapshotRequest): Promise<void> {
  const made = await db.selectFrom('stock_snapshot_periods').select('period_end').where('period_end', '=', periodEnd).executeTakeFirst();
  if (made) return;
  // From the running totals less the later moves, or from the earlier moves: whichever reads fewer.
  const fromTotals = daysBetween(span.last, periodEnd) < daysBetween(periodEnd, span.first);
  const stamp = await takeChangeStamps(db, 1);
  // A store at a time: a whole company's sums are 100,000 rows, and taking them from the reader's thread in one
  // message held the service's loop; they are written a few hundred rows a statement, other requests running between.
  const stores = await db.selectFrom('stores').select('id').execute();
  for (const { id } of stores) {
    const rows = await storeSumsAt(reader, { store: id, day: dayOf(periodEnd), fromTotals });
    for (let i = 0; i < rows.length; i += SNAPSHOT_CHUNK) {
      await yieldToOthers();
      await db
        .insertInto('stock_snapshots')
        .values(rows.slice(i, i + SNAPSHOT_CHUNK).map((r) => ({ period_end: periodEnd, ...r, change: stamp })))
        .execute();
    }
  }
  await db.insertInto('stock_snapshot_periods').values({ period_end: periodEnd }).execute();
}

/** A change of one stock move: its date and the difference it makes (the new move, or minus a removed one). */
export interface MoveDelta {
  position: Position;
  date: string;
  qty: Decimal;
  amount: Decimal;
}

/** Moves every snapshot at or after each changed move's date by the difference. */
export async function moveSnapshots(db: Db, context: CompanyContext, deltas: MoveDelta[]): Promise<void> {
  const [head, ...rest] = deltas;
  if (!head) return;
  const first = rest.reduce((min, d) => (d.date < min ? d.date : min), head.date);
  const periods = await db.selectFrom('stock_snapshot_periods').select('period_end').where('period_end', '>=', first).execute();
  if (periods.length === 0) return;
  const changes = new Map<string, { periodEnd: string; position: Position; qty: Decimal; amount: Decimal }>();
  for (const { period_end: periodEnd } of periods) {
    for (const d of deltas) {
      if (d.date > periodEnd) continue;
      const key = `${periodEnd}|${positionKey(d.position)}`;
      const c = changes.get(key) ?? { periodEnd, position: d.position, qty: new Decimal(0), amount: new Decimal(0) };
      changes.set(key, { ...c, qty: c.qty.plus(d.qty), amount: c.amount.plus(d.amount) });
    }
  }
  const nonZero = [...changes.values()].filter((c) => !c.qty.isZero() || !c.amount.isZero());
  // A new change stamp per written row, and zero rows stay: the snapshot's mirror (reports/balance-now.ts) reads what changed.
  let stamp = nonZero.length > 0 ? await takeChangeStamps(db, nonZero.length) : 0;
  const stores = await keysOf(db, context, { table: 'stores', uids: nonZero.map((c) => c.position.store) });
  const entities = await keysOf(db, context, { table: 'entities', uids: nonZero.map((c) => c.position.entity) });
  for (let i = 0; i < nonZero.length; i += 2000) {
    await addToSnapshots(
      db,
      nonZero.slice(i, i + 2000).map((c) => ({
        periodEnd: c.periodEnd,
        store: keyOf(stores, c.position.store),
        entity: keyOf(entities, c.position.entity),
        qty: qtyToDb(c.qty),
        amount: moneyToDb(c.amount),
        change: stamp++,
      })),
    );
  }
}
