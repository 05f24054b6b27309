import type { CachedLists } from './documents/index-pages.js';
import type { CachedEntrySettings } from './entries/entry-settings.js';
import type { DocumentQueries } from './documents/read.js';
import type { Mirror } from './reports/balance-now.js';
import type { Names } from './reports/balance-rows.js';
import type { KeyMap, Keyed } from './stock/keys.js';
import { CachedQueues, type CachedQueue } from './stock/cached-queues.js';
import type { Db } from './types.js';

/**
 * How much the stock balance does between two turns of other requests (docs/performance.md, "The stock
 * balance"): `rows` rendered, `edits` of a patch (changed positions, or rows written), `bytes` copied
 * when pieces are joined.
 */
export interface PieceTuning {
  rows: number;
  edits: number;
  bytes: number;
}

/**
 * How a balance mirror reads what changed: up to `inOne` changed rows in one query, more store by
 * store and at most `piece` rows at a time; `apply` changed positions written into the mirror per turn.
 */
export interface MirrorTuning {
  inOne: number;
  piece: number;
  apply: number;
}

/**
 * The sizes of the balance's pieces and of the cached FIFO queues; a company opened for a test may make
 * them small to cover the paths between pieces and the queues' eviction.
 */
export interface CompanyTuning {
  pieces: PieceTuning;
  mirror: MirrorTuning;
  /** Positions whose FIFO queue is kept at most; the least recently written go first (stock/cached-queues.ts). */
  cachedQueues: number;
}

/**
 * The service's own sizes: the pieces measured on a company of 100,000 positions (docs/performance.md);
 * 20,000 cached queues of a few batches each are a few megabytes.
 */
export const DEFAULT_TUNING: Readonly<CompanyTuning> = Object.freeze({
  pieces: Object.freeze({ rows: 1000, edits: 1000, bytes: 512 * 1024 }),
  mirror: Object.freeze({ inOne: 5000, piece: 1000, apply: 5000 }),
  cachedQueues: 20_000,
});

/**
 * What one write transaction keeps for its other statements: the lock date (a posting asks for it
 * more than once) and the directories' integer keys (a posting asks for the same stores and entities
 * several times). They belong to the transaction: a rolled-back one's keys may be given again.
 */
export interface TransactionCaches {
  readonly trx: Db;
  lockDate: Promise<string | null> | null;
  readonly keys: Map<Keyed, KeyMap>;
  /** What the entries read of the company in this transaction, kept for the company once it commits. */
  entrySettings: CachedEntrySettings | null;
  /** The FIFO queues of the positions this transaction posted to, kept for the company once it commits. */
  readonly queues: Map<string, CachedQueue>;
}

/**
 * One open company's caches and tuning (docs/architecture.md, "The company context"): made where the
 * company database is opened and handed to the ledger functions that keep something between
 * requests. What is kept is read outside transactions and checked against the change counters
 * before use; a write transaction gets caches of its own (`cachesOf`), which end with it.
 */
export class CompanyContext {
  readonly tuning: Readonly<CompanyTuning>;
  /** The documents' list query, built once for the company's own handle (documents/read.ts). */
  documentQueries: DocumentQueries | null = null;
  /** The lists' cached counts and rendered pages, with the counters they hold for (documents/index-pages.ts). */
  lists: CachedLists | null = null;
  /** The stock balance mirrors: the running totals and the most recent quarter snapshot (reports/balance-now.ts). */
  readonly mirrors = new Map<string, Mirror>();
  /** The directory names the balance shows, with the counter they hold for (reports/balance-rows.ts). */
  names: Names | null = null;
  /** What the entries read of the company (the chart's analytics, VAT), as a committed transaction read it (entries/entry-settings.ts). */
  entrySettings: CachedEntrySettings | null = null;
  /** The directories' integer keys that committed transactions read (stock/keys.ts). */
  readonly keys = new Map<Keyed, KeyMap>();
  /** The positions' FIFO queues as the last committed postings left them (stock/cached-queues.ts). */
  readonly queues: CachedQueues;
  private writing: TransactionCaches | null = null;

  constructor(tuning: Partial<CompanyTuning> = {}) {
    this.tuning = {
      pieces: { ...DEFAULT_TUNING.pieces, ...tuning.pieces },
      mirror: { ...DEFAULT_TUNING.mirror, ...tuning.mirror },
      cachedQueues: tuning.cachedQueues ?? DEFAULT_TUNING.cachedQueues,
    };
    this.queues = new CachedQueues(this.tuning.cachedQueues);
  }

  /**
   * The caches of write transaction `db`; null outside a transaction (reads keep nothing this way).
   * Writes are serialised, so one transaction's caches are kept at a time: the next transaction
   * (a different handle, after a commit or a rollback) starts with empty ones.
   */
  cachesOf(db: Db): TransactionCaches | null {
    if (!db.isTransaction) return null;
    if (this.writing?.trx !== db) this.writing = { trx: db, lockDate: null, keys: new Map(), entrySettings: null, queues: new Map() };
    return this.writing;
  }

  /**
   * Told by the company database when write transaction `db` has committed: what it read that holds
   * for committed data is kept for the company. A rolled-back transaction never gets here, so
   * nothing it saw outlives it.
   */
  committed(db: Db): void {
    if (this.writing?.trx !== db) return;
    if (this.writing.entrySettings) this.entrySettings = this.writing.entrySettings;
    for (const [table, read] of this.writing.keys) {
      const cached = this.keys.get(table) ?? { id: new Map<string, number>(), uid: new Map<number, string>() };
      for (const [uid, key] of read.id) cached.id.set(uid, key);
      for (const [key, uid] of read.uid) cached.uid.set(key, uid);
      this.keys.set(table, cached);
    }
    this.queues.cacheCommitted(this.writing.queues);
  }
}
