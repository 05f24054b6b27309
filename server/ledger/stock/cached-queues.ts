import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import type { DayMove } from '../../../shared/api/index.js';
import type { Batch } from './fifo.js';

/**
 * Each position's FIFO queue as the last committed posting left it, cached between postings
 * (docs/performance.md, "Posting with its entries"). A document of today posted after every event
 * of its goods then needs neither the read of the batches its issues consume nor the read of the
 * documents that might come after it: both are here. An entry holds only while the position's
 * running totals row still carries the change stamp its write gave it: any other write of the
 * position, from this service or another on the same database, takes a new one (write-moves.ts
 * stamps every position it writes), so the entry is then simply not used. Stamps only grow and are
 * taken inside the serialised writes, as the balance mirror relies on too (change-stamps.ts); an entry
 * is kept only once its transaction commits, so a rolled-back stamp, given again, never matches one.
 */

export interface CachedQueue {
  /** The position's `stock_totals.change` when this was kept. */
  stamp: number;
  /** What the position holds, oldest first: copied before a FIFO run consumes it. */
  batches: readonly Batch[];
  /**
   * The date of its last event, and the latest move (day-moves.ts) of each document that may have
   * events of it on that day (a superset): a document of that day comes after them all only if none
   * may come after it by the day order.
   */
  lastDate: string;
  lastDay: readonly DayMove[];
}

/** The position's running totals row as read in the posting's transaction: its stamp. */
export interface TotalsRow {
  change: number | string | bigint;
}

/** Queues cached by the company, and those written by the open write transaction (cached once it commits). */
export class CachedQueues {
  private readonly committed = new Map<string, CachedQueue>();

  /** `limit`: positions kept at most (the company's tuning, `cachedQueues`); the least recently written go first. */
  constructor(private readonly limit: number) {}

  /** How many positions' queues are kept now: never more than the limit. */
  get size(): number {
    return this.committed.size;
  }

  /** The queue of a position if it still holds for the totals read now. */
  valid(written: Map<string, CachedQueue> | undefined, key: string, totals: TotalsRow | undefined): CachedQueue | undefined {
    if (!totals) return undefined;
    const cached = written?.get(key) ?? this.committed.get(key);
    return cached?.stamp === Number(totals.change) ? cached : undefined;
  }

  /** Called when the transaction that wrote `written` has committed. */
  cacheCommitted(written: Map<string, CachedQueue>): void {
    for (const [key, queue] of written) {
      this.committed.delete(key);
      this.committed.set(key, queue);
    }
    for (const key of this.committed.keys()) {
      if (this.committed.size <= this.limit) break;
      this.committed.delete(key);
    }
  }
}

/** The position's `key`, and its running `totals` the cached queue must still match. */
export interface QueueLookup {
  key: string;
  totals: TotalsRow | undefined;
}

/** The valid cached queue of a position, looked for in the transaction's own writes first. */
export function cachedQueueOf(db: Db, context: CompanyContext, { key, totals }: QueueLookup): CachedQueue | undefined {
  return context.queues.valid(context.cachesOf(db)?.queues, key, totals);
}

/** The position's `key`, and the `queue` to cache for it. */
export interface QueueToCache {
  key: string;
  queue: CachedQueue;
}

/** Caches a position's queue after a write of it in this transaction (none outside one). */
export function cacheQueue(db: Db, context: CompanyContext, { key, queue }: QueueToCache): void {
  context.cachesOf(db)?.queues.set(key, queue);
}
