import { sql, type RawBuilder } from 'kysely';
import { patch, renderInPieces, type Rendered } from './balance-rendered.js';
import { addFigures, directoryNames, rowsBytes, type Entry, type FigureRow, type Names } from './balance-rows.js';
import type { Db } from './types.js';
import { yieldToOthers } from './yield.js';

/**
 * Per-position balances of a table (the running totals, or one quarter's snapshot) mirrored in
 * the service's memory, with their rendered report rows. Every write of those tables stamps the
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
  private rendered: Rendered | null = null;
  /** A whole render under way, which requests for the same names wait for rather than start another. */
  private rendering: { names: Names; done: Promise<Rendered> } | null = null;
  /** Positions changed since the rows were rendered: their names may be newer than the rendered ones. */
  private readonly unrendered = new Map<number, Entry>();
  /** The same entries by store, so one store's balance reads its own positions only. */
  private readonly byStore = new Map<number, Map<number, Entry>>();
  /** One store's rendered rows, kept until its positions or the names change. */
  private readonly storeRendered = new Map<number, { names: Names; bytes: Buffer }>();

  /** The look at the source under way, if any. */
  private looking: Promise<void> | null = null;

  /** `source` selects store_id, entity_id, qty, amount and change of the table's rows. */
  constructor(private readonly source: RawBuilder<unknown>) {}

  /**
   * Reads the rows stamped after the last look: in one query when few changed, else store by
   * store, letting other requests in between (a whole company's first look is 100,000 rows, and
   * the company file's reads hold the event loop while they run). Rows stamped after `top`
   * (committed meanwhile) wait for the next look.
   */
  async refresh(db: Db): Promise<void> {
    // One look at a time: a report that comes while the balance is read ahead (server/warm-up.ts) waits
    // for that read and then looks only at what changed since, rather than reading it all a second time.
    while (this.looking) await this.looking.catch(() => undefined);
    const look = this.look(db);
    this.looking = look;
    try {
      await look;
    } finally {
      this.looking = null;
    }
  }

  private async look(db: Db): Promise<void> {
    // The newest stamp by the index on it: most looks find nothing new and end here.
    const {
      rows: [newest],
    } = await sql<{ change: number | string }>`
      select change from (${this.source}) t where change > ${this.seen} order by change desc limit 1`.execute(db);
    if (!newest) return;
    const top = Number(newest.change);
    const changed = new Map<number, Entry>();
    const since = sql`change > ${this.seen} and change <= ${top}`;
    const {
      rows: [counted],
    } = await sql<{ n: number | string }>`select count(*) as n from (${this.source}) t where ${since}`.execute(db);
    if (Number(counted?.n ?? 0) <= mirrorTuning.inOne) {
      addFigures(
        (await sql<FigureRow>`select store_id, entity_id, qty, amount from (${this.source}) t where ${since}`.execute(db)).rows,
        changed,
      );
    } else {
      const stores = await db.selectFrom('stores').select('seq').execute();
      for (const { seq } of stores) {
        await yieldToOthers();
        const { rows } = await sql<FigureRow>`
          select store_id, entity_id, qty, amount from (${this.source}) t where store_id = ${seq} and ${since}`.execute(db);
        addFigures(rows, changed);
      }
    }
    for (const [key, entry] of changed) {
      this.entries.set(key, entry);
      this.unrendered.set(key, entry);
      let ofStore = this.byStore.get(entry.store);
      if (!ofStore) this.byStore.set(entry.store, (ofStore = new Map<number, Entry>()));
      ofStore.set(key, entry);
      this.storeRendered.delete(entry.store);
    }
    this.seen = top;
  }

  /**
   * The rendered rows for these names: the changed positions patched in, or everything again (in
   * pieces, balance-rendered.ts) when the names changed. Positions that change during a render stay
   * in `unrendered` and are patched in after it.
   */
  async rows(names: Names): Promise<Rendered> {
    let rendered = this.rendered;
    if (rendered?.names !== names) {
      if (this.rendering?.names !== names) {
        this.unrendered.clear();
        const stores = [...this.byStore.values()].map((ofStore) => [...ofStore.values()]);
        const done = renderInPieces(names, stores);
        this.rendering = { names, done };
        // The requests that wait for it see its failure; this only forgets it.
        done
          .finally(() => {
            if (this.rendering?.done === done) this.rendering = null;
          })
          .catch(() => undefined);
      }
      rendered = await this.rendering.done;
      if (this.rendered?.names !== names) this.rendered = rendered;
      rendered = this.rendered;
    }
    if (this.unrendered.size > 0) {
      rendered = patch(rendered, this.unrendered);
      this.rendered = rendered;
      this.unrendered.clear();
    }
    return rendered;
  }

  /** The positions of one store. */
  entriesOf(store: number): Iterable<[number, Entry]> {
    return this.byStore.get(store) ?? new Map<number, Entry>();
  }

  /** One store's rendered rows for these names, rendered again only when its positions or the names changed. */
  storeRows(names: Names, store: number): Buffer {
    const kept = this.storeRendered.get(store);
    if (kept?.names === names) return kept.bytes;
    const bytes = rowsBytes(names, this.byStore.get(store)?.values() ?? [], store);
    this.storeRendered.set(store, { names, bytes });
    return bytes;
  }
}

/** Up to `inOne` changed rows are read in one query, more store by store (tests lower it to cover that path). */
export const mirrorTuning = { inOne: 5000 };

const registries = new WeakMap<object, Map<string, Mirror>>();
/**
 * Quarter snapshots mirrored at once, besides the running totals: each holds a whole company's
 * balance and its rendered reply (about 40 MB on a company of 100,000 positions), and a user
 * looks at one past date after another mostly within one quarter (docs/performance.md).
 */
const SNAPSHOTS_KEPT = 1;

/** The up-to-date mirror of a source; inside a transaction (uncommitted rows) a fresh one that is not kept. */
export async function mirrorOf(db: Db, name: string, source: RawBuilder<unknown>): Promise<Mirror> {
  let registry = registries.get(db);
  if (!registry && !db.isTransaction) registries.set(db, (registry = new Map<string, Mirror>()));
  let mirror = registry?.get(name);
  if (!mirror) {
    mirror = new Mirror(source);
    if (registry) {
      const snapshots = [...registry.keys()].filter((k) => k !== 'totals');
      const [oldest] = snapshots;
      if (name !== 'totals' && oldest !== undefined && snapshots.length >= SNAPSHOTS_KEPT) registry.delete(oldest);
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
export const totalsMirror = (db: Db) => mirrorOf(db, 'totals', sql`select store_id, entity_id, qty, amount, change from stock_totals`);

/** The `rows` of the warehouse balance now, as UTF-8 JSON, optionally of one store. */
export async function balanceNowBytes(db: Db, store?: string): Promise<Buffer> {
  const mirror = await totalsMirror(db);
  const names = await directoryNames(db);
  if (store) {
    const key = names.storeKeys.get(store);
    return key === undefined ? Buffer.from('[]') : mirror.storeRows(names, key);
  }
  return (await mirror.rows(names)).bytes;
}

/**
 * Reads the running totals and the names into the service's memory ahead of the first stock report
 * (server/warm-up.ts): on a company of 100,000 positions that first read took about 400 ms of a report
 * the user was waiting for. The mirror reads store by store, giving way to requests meanwhile.
 */
export async function warmBalance(db: Db): Promise<void> {
  await totalsMirror(db);
  await directoryNames(db);
}
