import { sql } from 'kysely';
import type { Money, Qty } from '../../database/minor-units.js';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// A sum over a union, and an upsert every posting makes once a snapshot exists: written out (docs/style.md, "SQL").
const totals = sqlNames('stock_totals');
const moves = sqlNames('stock_moves');
const s = sqlNames('stock_snapshots');
const snapshots = sqlNames('stock_snapshots', 'stock_snapshots');

/** A position's quantity and cost at a day's end. */
export interface PositionSum {
  store_id: number;
  entity_id: number;
  qty: Qty;
  amount: Money;
}

/** The store's key, the day, and whether the sums come from the running totals. */
export interface StoreSumsAtOptions {
  store: number;
  day: number;
  fromTotals: boolean;
}

/**
 * Each position of one store with what it held at the end of day `day`, those holding nothing left out:
 * `fromTotals`, the running totals less the later moves; else the sum of the moves up to it.
 */
export async function storeSumsAt(db: Db, { store, day, fromTotals }: StoreSumsAtOptions): Promise<PositionSum[]> {
  const source = fromTotals
    ? sql`select ${totals.store_id}, ${totals.entity_id}, ${totals.qty}, ${totals.amount} from ${totals.$} where ${totals.store_id} = ${store}
        union all select ${moves.store_id}, ${moves.entity_id}, -${moves.qty}, -${moves.amount} from ${moves.$}
        where ${moves.store_id} = ${store} and ${moves.date} > ${day}`
    : sql`select ${moves.store_id}, ${moves.entity_id}, ${moves.qty}, ${moves.amount} from ${moves.$}
        where ${moves.store_id} = ${store} and ${moves.date} <= ${day}`;
  const { rows } = await sql<PositionSum>`
    select store_id, entity_id, sum(qty) as qty, sum(amount) as amount
    from (${source}) m group by store_id, entity_id having sum(qty) <> 0 or sum(amount) <> 0`.execute(db);
  return rows;
}

/** One row's difference to a snapshot, with its new change stamp. */
export interface SnapshotDifference {
  periodEnd: string;
  store: number;
  entity: number;
  qty: Qty;
  amount: Money;
  change: number;
}

/** Adds differences to the snapshots' rows, making those they lack. */
export async function addToSnapshots(db: Db, differences: readonly SnapshotDifference[]): Promise<void> {
  const values = sql.join(differences.map((d) => sql`(${d.periodEnd}, ${d.store}, ${d.entity}, ${d.qty}, ${d.amount}, ${d.change})`));
  await sql`insert into ${s.$} (${s.period_end}, ${s.store_id}, ${s.entity_id}, ${s.qty}, ${s.amount}, ${s.change}) values ${values}
    on conflict (${s.period_end}, ${s.store_id}, ${s.entity_id})
    do update set ${s.qty} = ${snapshots.qty} + excluded.${s.qty}, ${s.amount} = ${snapshots.amount} + excluded.${s.amount},
      ${s.change} = excluded.${s.change}`.execute(db);
}
