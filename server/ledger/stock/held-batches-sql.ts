import { sql } from 'kysely';
import type { Money, Qty } from '../../database/minor-units.js';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// A window over the receipts, which the query builder does not say; and every first posting of a
// position after a start reads it (docs/style.md, "SQL").
const m = sqlNames('stock_moves', 'm');
const a = sqlNames('agents', 'a');

/** One position asked for: its number in the statement, its keys, the day it restarts and the quantities that bound its batches. */
export interface HeldQuestion {
  k: number;
  store: number;
  entity: number;
  beforeDay: number;
  held: Qty;
  floor: Qty;
}

/** A receipt a position still holds, with the running sums of its receipts, newest first, up to it. */
export interface HeldReceipt {
  k: number;
  date: number;
  id: number;
  qty: Qty;
  amount: Money;
  cum_qty: Qty;
  cum_amount: Money;
  supplier_id: number;
  supplier_uid: string | null;
}

/**
 * The receipts before each position's day whose running sum, newest first, reaches past its floor
 * and not beyond what it holds. One statement of one shape whatever the number of positions:
 * PostgreSQL plans it once a call, where a union of a statement per position cost it more to plan
 * than to run (docs/performance.md). No order: the caller sorts.
 */
export async function heldReceipts(db: Db, asked: readonly HeldQuestion[]): Promise<HeldReceipt[]> {
  const wanted = asked.map(
    (q) =>
      sql`(${sql.lit(q.k)}, cast(${q.store} as bigint), cast(${q.entity} as bigint), cast(${q.beforeDay} as bigint), cast(${q.held} as bigint), cast(${q.floor} as bigint))`,
  );
  const { rows } = await sql<HeldReceipt>`with p (k, store_id, entity_id, before_day, held_qty, floor_qty) as (values ${sql.join(wanted)})
    select r.k, r.date, r.id, r.qty, r.amount, r.cum_qty, r.cum_amount, r.supplier_id, ${a.uid} as supplier_uid from (
      select p.k, p.held_qty, p.floor_qty, ${m.date}, ${m.id}, ${m.qty}, ${m.amount}, ${m.supplier_id},
        sum(${m.qty}) over w as cum_qty, sum(${m.amount}) over w as cum_amount
      from p join ${m.$} on ${m.store_id} = p.store_id and ${m.entity_id} = p.entity_id and ${m.date} < p.before_day and ${m.qty} > 0
      window w as (partition by p.k order by ${m.date} desc, ${m.id} desc rows unbounded preceding)) r
    left join ${a.$} on ${a.id} = r.supplier_id
    where r.cum_qty - r.qty < r.held_qty and r.cum_qty > r.floor_qty`.execute(db);
  return rows;
}
