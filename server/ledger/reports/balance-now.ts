import type { RawBuilder } from 'kysely';
import { addFigures, directoryNames, type Entry, type Names } from './balance-rows.js';
import { countStamped, newestStamp, stampedPiece, stampedRows, totalsSource } from './balance-sql.js';
import type { CompanyContext, MirrorTuning } from '../context.js';
import type { Db } from '../types.js';
import { yieldToOthers } from '../yield.js';

/**
 * Per-position balances of a table (the running totals, or one quarter's snapshot) mirrored in
 * the service's memory; the reply writer keeps their rendered rows (server/replies/rendered-mirror.ts),
 * patching in what `watch` reports changed. Every write of those tables stamps the
 * row with a new change stamp (change-stamps.ts), and writers are serialised (the company file's
 * one connection; on PostgreSQL an advisory lock held to commit), so the rows committed after the
 * mirror's last look are exactly those with a greater
 * stamp: each report reads only those (usually none or a few), and the mirror stays equal to the
 * table. Services sharing one PostgreSQL database each keep their own mirrors.
 */
export class Mirror {
  private seen = -1;
  /** By entryKey(store, entity): integer keys, so 100,000 positions hold no strings. */
  readonly entries = new Map<number, Entry>();
  /** For each watcher (`watch`): the positions changed since it last took them. */
  private readonly watchers = new Set<Map<number, Entry>>();
  /** The same entries by store, so one store's balance reads its own positions only. */
  private readonly byStore = new Map<number, Map<number, Entry>>();
  /** How many looks changed each store's positions: a store's rows rendered at one version hold until it moves. */
  private readonly storeVersions = new Map<number, number>();

  /** A look writing its changes into the positions, if any. */
  private applying: Promise<void> | null = null;
  /** The look at the source under way, or a reader holding the positions steady (`steady`), if any. */
  private looking: Promise<unknown> | null = null;

  /** `source` selects store_id, entity_id, qty, amount and change of the table's rows; `tuning` sizes its reads' pieces. */
  constructor(
    private readonly source: RawBuilder<unknown>,
    private readonly tuning: Readonly<MirrorTuning>,
  ) {}

  /** Runs `work` once no look nor other steady work is under way, and lets none start until it ends. */
  private async alone<T>(work: () => Promise<T>): Promise<T> {
    while (this.looking) await this.looking.catch(() => undefined);
    const running = work();
    this.looking = running;
    try {
      return await running;
    } finally {
      this.looking = null;
    }
  }

  /**
   * Reads the rows stamped after the last look: in one query when few changed, else store by
   * store and a piece of a store at a time, letting other requests in between (a whole company's
   * first look is 100,000 rows, and the company file's reads hold the event loop while they run).
   * Rows stamped after `top` (committed meanwhile) wait for the next look.
   */
  async refresh(db: Db): Promise<void> {
    // One look at a time: a report that comes while the balance is read ahead (server/warm-up.ts) waits
    // for that read and then looks only at what changed since, rather than reading it all a second time.
    await this.alone(() => this.look(db));
  }

  /**
   * Runs `work`, which reads the positions (`entries`) and the rendered rows across turns of other
   * requests, with no look changing them meanwhile: what it reads is of one moment.
   */
  steady<T>(work: () => Promise<T>): Promise<T> {
    return this.alone(work);
  }

  /** The change stamp of the newest row this mirror has seen. */
  get stamp(): number {
    return this.seen;
  }

  /**
   * Runs `work` as `steady` does, after one more look at the source, unless that look found rows
   * stamped after `stamp`: then null. A report that read other rows of the company since the mirror
   * was at `stamp` (the moves between its base and its date) knows that what it read is of the
   * mirror's moment only if nothing was written in between; else it reads them again.
   */
  steadySince<T>(db: Db, stamp: number, work: () => Promise<T>): Promise<T | null> {
    return this.alone(async () => {
      await this.look(db);
      return this.seen === stamp ? work() : null;
    });
  }

  private async look(db: Db): Promise<void> {
    // The newest stamp by the index on it: most looks find nothing new and end here.
    const top = await newestStamp(db, this.source, this.seen);
    if (top === null) return;
    const changed = new Map<number, Entry>();
    const stamps = { seen: this.seen, top };
    if ((await countStamped(db, this.source, stamps)) <= this.tuning.inOne) {
      addFigures(await stampedRows(db, this.source, stamps), changed);
    } else {
      const stores = await db.selectFrom('stores').select('id').execute();
      for (const { id } of stores) {
        // A piece of the store at a time by entity key: the store's few thousand rows at once held the loop ~30 ms.
        for (let after: number | null = null; ;) {
          await yieldToOthers();
          const rows = await stampedPiece(db, this.source, { ...stamps, store: id, after, size: this.tuning.piece });
          addFigures(rows, changed);
          const last = rows.at(-1);
          if (!last || rows.length < this.tuning.piece) break;
          after = Number(last.entity_id);
        }
      }
    }
    // Written into the positions a piece at a time too (100,000 positions at once held the loop ~35 ms);
    // meanwhile no rows are rendered from them (`settled`).
    let applied: () => void = () => undefined;
    this.applying = new Promise<void>((resolve) => (applied = resolve));
    try {
      let done = 0;
      for (const [key, entry] of changed) {
        if (++done % this.tuning.apply === 0) await yieldToOthers();
        this.entries.set(key, entry);
        for (const pending of this.watchers) pending.set(key, entry);
        let ofStore = this.byStore.get(entry.store);
        if (!ofStore) this.byStore.set(entry.store, (ofStore = new Map<number, Entry>()));
        ofStore.set(key, entry);
        this.storeVersions.set(entry.store, (this.storeVersions.get(entry.store) ?? 0) + 1);
      }
      this.seen = top;
    } finally {
      this.applying = null;
      applied();
    }
  }

  /** Waits while a look is writing its changes into the positions: what is read after it is whole. */
  async settled(): Promise<void> {
    while (this.applying) await this.applying;
  }

  /**
   * Reports the positions that change from now on: `take` gives those changed since the last take
   * (and forgets them), `close` ends the watch.
   */
  watch(): { take: () => Map<number, Entry>; close: () => void } {
    let pending = new Map<number, Entry>();
    this.watchers.add(pending);
    return {
      take: () => {
        const taken = pending;
        this.watchers.delete(taken);
        pending = new Map<number, Entry>();
        this.watchers.add(pending);
        return taken;
      },
      close: () => this.watchers.delete(pending),
    };
  }

  /** The positions of each store, as they are now. */
  stores(): Entry[][] {
    return [...this.byStore.values()].map((ofStore) => [...ofStore.values()]);
  }

  /** The positions of one store. */
  entriesOf(store: number): Iterable<[number, Entry]> {
    return this.byStore.get(store) ?? new Map<number, Entry>();
  }

  /** A number that changes whenever a look changes the store's positions. */
  storeVersion(store: number): number {
    return this.storeVersions.get(store) ?? 0;
  }
}

/**
 * Quarter snapshots mirrored at once, besides the running totals: each holds a whole company's
 * balance and its rendered reply (about 40 MB on a company of 100,000 positions), and a user
 * looks at one past date after another mostly within one quarter (docs/performance.md).
 */
const SNAPSHOTS_CACHED = 1;

/** A mirror: its `name` in the context's registry, and the `source` query it mirrors. */
export interface MirrorSource {
  name: string;
  source: RawBuilder<unknown>;
}

/**
 * The up-to-date mirror of a source, kept in the company's context; inside a transaction (uncommitted
 * rows) a fresh one that is not kept.
 */
export async function mirrorOf(db: Db, context: CompanyContext, { name, source }: MirrorSource): Promise<Mirror> {
  const registry = db.isTransaction ? undefined : context.mirrors;
  let mirror = registry?.get(name);
  if (!mirror) {
    mirror = new Mirror(source, context.tuning.mirror);
    if (registry) {
      const snapshots = [...registry.keys()].filter((k) => k !== 'totals');
      const [oldest] = snapshots;
      if (name !== 'totals' && oldest !== undefined && snapshots.length >= SNAPSHOTS_CACHED) registry.delete(oldest);
      registry.set(name, mirror);
    }
  } else if (registry) {
    // Most recently used last, so the oldest snapshot goes first.
    registry.delete(name);
    registry.set(name, mirror);
  }
  await mirror.refresh(db);
  return mirror;
}

/** The running totals' mirror. */
export const totalsMirror = (db: Db, context: CompanyContext) => mirrorOf(db, context, { name: 'totals', source: totalsSource() });

/**
 * How the balance's positions become a reply (server/replies/balance-replies.ts): the ledger gives the
 * positions, the names and the mirror they come from; the writer turns them into its rows.
 */
export interface BalanceWriter<T> {
  /** Positions' balances, of one store (`store`) or all. */
  positions(names: Names, entries: Iterable<Entry>, store?: number): T;
  /** The mirror's positions, of one store or all. */
  whole(mirror: Mirror, names: Names, store?: number): Promise<T>;
  /** The mirror's positions with `changes` over them (every store); called while the mirror is held steady. */
  patched(mirror: Mirror, names: Names, changes: Map<number, Entry>): Promise<T>;
}

/** The balance asked for now: the `writer` of its rows, and the `store` (uid) it is limited to, if any. */
export interface BalanceNowRequest<T> {
  writer: BalanceWriter<T>;
  store?: string | undefined;
}

/** The warehouse balance now, optionally of one store, as `writer` writes it. */
export async function balanceNow<T>(db: Db, context: CompanyContext, { writer, store }: BalanceNowRequest<T>): Promise<T> {
  const mirror = await totalsMirror(db, context);
  const names = await directoryNames(db, context);
  if (store === undefined) return writer.whole(mirror, names);
  const key = names.storeKeys.get(store);
  return key === undefined ? writer.positions(names, []) : writer.whole(mirror, names, key);
}

/**
 * Reads the running totals and the names into the service's memory ahead of the first stock report
 * (server/warm-up.ts): on a company of 100,000 positions that first read took about 400 ms of a report
 * the user was waiting for. The mirror reads store by store, giving way to requests meanwhile.
 */
export async function warmBalance(db: Db, context: CompanyContext): Promise<void> {
  await totalsMirror(db, context);
  await directoryNames(db, context);
}
