import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import { minorUnits, moneyToDb, qtyToDb, type Money, type Qty } from '../../store/minor-units.js';
import { Decimal } from '../../../shared/api/index.js';
import type { Batch } from './fifo.js';

/**
 * Each position's FIFO queue as the last committed posting left it, kept between postings
 * (docs/performance.md, "Posting with its entries"). A document of today posted after every event
 * of its goods then needs neither the read of the batches its issues consume nor the read of the
 * documents that might come after it: both are here. An entry holds only while the position's
 * running totals row still carries the change stamp its write gave it and the quantity and cost its
 * batches add up to; any other write of the position, from this service or another on the same
 * database, takes a new stamp (write-moves.ts stamps every position it writes), so the entry is then
 * simply not used.
 */

/** The header fields of a document that decide its place among a day's events (events.ts, mayFollow). */
export interface DayDocument {
  document_uid: string;
  type: string;
  date: string;
  no_key: string;
  store_in: string | null;
  store_out: string | null;
}

export interface KeptQueue {
  /** The position's `stock_totals.change` when this was kept. */
  stamp: number;
  /** What its batches hold in all, in the store's units: the totals row must say the same. */
  qty: number;
  amount: number;
  /** What the position holds, oldest first: copied before a FIFO run consumes it. */
  batches: readonly Batch[];
  /** The date of its last event, and the documents that may have events of it on that day (a superset). */
  lastDate: string;
  lastDocuments: readonly DayDocument[];
}

/** The position's running totals as read in the posting's transaction. */
export interface TotalsRow {
  qty: Qty;
  amount: Money;
  change: number | string | bigint;
}

/** Positions kept at most; the oldest kept go first. A position holds a few batches, so this is a few megabytes. */
const KEPT_POSITIONS = 20_000;

/** Queues kept by the company, and those written by the open write transaction (kept once it commits). */
export class KeptQueues {
  private readonly committed = new Map<string, KeptQueue>();

  /** The queue of a position if it still holds for the totals read now. */
  valid(written: Map<string, KeptQueue> | undefined, key: string, totals: TotalsRow | undefined): KeptQueue | undefined {
    if (!totals) return undefined;
    const kept = written?.get(key) ?? this.committed.get(key);
    if (!kept || kept.stamp !== Number(totals.change)) return undefined;
    if (kept.qty !== minorUnits(totals.qty) || kept.amount !== minorUnits(totals.amount)) return undefined;
    return kept;
  }

  /** Called when the transaction that wrote `written` has committed. */
  keep(written: Map<string, KeptQueue>): void {
    for (const [key, queue] of written) {
      this.committed.delete(key);
      this.committed.set(key, queue);
    }
    for (const key of this.committed.keys()) {
      if (this.committed.size <= KEPT_POSITIONS) break;
      this.committed.delete(key);
    }
  }
}

/** The valid kept queue of a position, looked for in the transaction's own writes first. */
export function keptQueueOf(db: Db, context: CompanyContext, key: string, totals: TotalsRow | undefined): KeptQueue | undefined {
  return context.queues.valid(context.cachesOf(db)?.queues, key, totals);
}

/** Keeps a position's queue after a write of it in this transaction (none outside one). */
export function keepQueue(db: Db, context: CompanyContext, key: string, queue: Omit<KeptQueue, 'qty' | 'amount'>): void {
  const caches = context.cachesOf(db);
  if (!caches) return;
  let qty = new Decimal(0);
  let amount = new Decimal(0);
  for (const b of queue.batches) {
    qty = qty.plus(b.qty);
    amount = amount.plus(b.amount);
  }
  caches.queues.set(key, { ...queue, qty: minorUnits(qtyToDb(qty)), amount: minorUnits(moneyToDb(amount)) });
}
