import { sql, type RawBuilder } from 'kysely';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';
import type { FigureRow } from './balance-rows.js';

// The stock balance's reads: every balance asks its mirror whether anything changed, so they are
// written out, and they read a source given as a subquery (docs/style.md, "SQL"). A source has the
// running totals' columns, whichever table it reads.
const totals = sqlNames('stock_totals');
const snapshots = sqlNames('stock_snapshots');
const moves = sqlNames('stock_moves');
const t = totals;

/** The running totals, as a mirror's source. */
export const totalsSource = (): RawBuilder<unknown> =>
  sql`select ${totals.store_id}, ${totals.entity_id}, ${totals.qty}, ${totals.amount}, ${totals.change} from ${totals.$}`;

/** One quarter's snapshot, as a mirror's source. */
export const snapshotSource = (periodEnd: string): RawBuilder<unknown> =>
  sql`select ${snapshots.store_id}, ${snapshots.entity_id}, ${snapshots.qty}, ${snapshots.amount}, ${snapshots.change} from ${snapshots.$}
    where ${snapshots.period_end} = ${periodEnd}`;

/** The newest change stamp of `source` after `seen`, by the index on the stamps; none when nothing changed. */
export async function newestStamp(db: Db, source: RawBuilder<unknown>, seen: number): Promise<number | null> {
  const {
    rows: [newest],
  } = await sql<{ change: number | string }>`
    select ${t.change} from (${source}) t where ${t.change} > ${seen} order by ${t.change} desc limit 1`.execute(db);
  return newest ? Number(newest.change) : null;
}

/** Stamps in (seen, top]. */
const stampedIn = (seen: number, top: number) => sql`${t.change} > ${seen} and ${t.change} <= ${top}`;

/** The change stamps a read has seen up to (`seen`) and the newest one now (`top`). */
export interface StampWindow {
  seen: number;
  top: number;
}

/** How many rows of `source` took a stamp in (seen, top]. */
export async function countStamped(db: Db, source: RawBuilder<unknown>, { seen, top }: StampWindow): Promise<number> {
  const {
    rows: [counted],
  } = await sql<{ n: number | string }>`select count(*) as n from (${source}) t where ${stampedIn(seen, top)}`.execute(db);
  return Number(counted?.n ?? 0);
}

/** The rows of `source` that took a stamp in (seen, top]. */
export async function stampedRows(db: Db, source: RawBuilder<unknown>, { seen, top }: StampWindow): Promise<FigureRow[]> {
  const { rows } = await sql<FigureRow>`select ${t.store_id}, ${t.entity_id}, ${t.qty}, ${t.amount} from (${source}) t
    where ${stampedIn(seen, top)}`.execute(db);
  return rows;
}

/** What a piece of one store's stamped rows is: after which entity key, and how many. */
export interface StampedPiece {
  seen: number;
  top: number;
  store: number;
  after: number | null;
  size: number;
}

/**
 * A piece of one store's rows of `source` stamped in (seen, top], by entity key. `+change`: through
 * the key, not the index of change stamps (a new snapshot's rows all have one stamp).
 */
export async function stampedPiece(db: Db, source: RawBuilder<unknown>, piece: StampedPiece): Promise<FigureRow[]> {
  const { rows } = await sql<FigureRow>`
    select ${t.store_id}, ${t.entity_id}, ${t.qty}, ${t.amount} from (${source}) t
    where ${t.store_id} = ${piece.store} and ${piece.after === null ? sql`1 = 1` : sql`${t.entity_id} > ${piece.after}`}
      and +${t.change} > ${piece.seen} and +${t.change} <= ${piece.top}
    order by ${t.entity_id} limit ${piece.size}`.execute(db);
  return rows;
}

/** The days the moves lie between (day numbers; null: no bound), and one store's key when given. */
export interface MovesBetweenDaysOptions {
  after: number | null;
  upTo: number | null;
  store?: number;
}

/**
 * Per-position sums of the moves dated in (after, upTo] (day numbers; null: no bound), of one store
 * when given. Grouped by `+store_id`: grouping by the plain columns made SQLite read every move
 * through the (store, entity) index to save a sort, instead of the few weeks' moves through the date index.
 */
export async function movesBetweenDays(db: Db, { after, upTo, store }: MovesBetweenDaysOptions): Promise<FigureRow[]> {
  const { rows } = await sql<FigureRow>`
    select +${moves.store_id} as store_id, ${moves.entity_id}, sum(${moves.qty}) as qty, sum(${moves.amount}) as amount from ${moves.$}
    where ${after === null ? sql`1 = 1` : sql`${moves.date} > ${after}`} and ${upTo === null ? sql`1 = 1` : sql`${moves.date} <= ${upTo}`}
      and ${store === undefined ? sql`1 = 1` : sql`${moves.store_id} = ${store}`}
    group by 1, 2`.execute(db);
  return rows;
}

/** A position's exact balance with its store's and goods' names. */
export interface ExactBalanceRow {
  store_uid: string;
  store_name: string;
  entity_uid: string;
  entity_name: string;
  article: string;
  unit: string;
  qty: FigureRow['qty'];
  amount: FigureRow['amount'];
}

const balancesB = sqlNames('stock_balances', 'b');
const totalsB = sqlNames('stock_totals', 'b');
const m = sqlNames('stock_moves', 'm');
const s = sqlNames('stores', 's');
const e = sqlNames('entities', 'e');

/** The day the balances are at, and a supplier's or a store's key (as subqueries) when asked for. */
export interface ExactBalancesOptions {
  day: number;
  supplier?: RawBuilder<number>;
  store?: RawBuilder<number>;
}

/**
 * Each position's balance at the end of day `day` from the running totals (per supplier when one is
 * asked for: its key as a subquery) less the later moves, summed by the database; of one store when asked.
 */
export async function exactBalances(db: Db, { day, supplier, store }: ExactBalancesOptions): Promise<ExactBalanceRow[]> {
  // Both tables name a position and its figures alike; only the per-supplier one has `supplier_id`.
  const filters = (of: typeof balancesB | typeof m) =>
    sql.join(
      [sql`1 = 1`, ...(supplier ? [sql`${of.supplier_id} = ${supplier}`] : []), ...(store ? [sql`${of.store_id} = ${store}`] : [])],
      sql` and `,
    );
  const b = balancesB;
  const { rows } = await sql<ExactBalanceRow>`select ${s.uid} as store_uid, ${s.name} as store_name, ${e.uid} as entity_uid,
      ${e.name} as entity_name, ${e.article}, ${e.unit}, b.qty, b.amount
    from (select p.store_id, p.entity_id, sum(p.qty) as qty, sum(p.amount) as amount from (
        select ${b.store_id}, ${b.entity_id}, ${b.qty}, ${b.amount} from ${supplier ? balancesB.$ : totalsB.$} where ${filters(b)}
        union all select ${m.store_id}, ${m.entity_id}, -${m.qty}, -${m.amount} from ${m.$} where ${m.date} > ${day} and ${filters(m)}) p
      group by p.store_id, p.entity_id having sum(p.qty) <> 0) b
    join ${s.$} on ${s.id} = b.store_id join ${e.$} on ${e.id} = b.entity_id`.execute(db);
  return rows;
}
