import { sql, type RawBuilder } from 'kysely';
import { patch, render, type Rendered } from './balance-rendered.js';
import { addFigures, directoryNames, FIGURES_TEXT, rowsBytes, type Entry, type Names } from './balance-rows.js';
import type { Db } from './types.js';

/**
 * Per-position balances of a table (the running totals, or one quarter's snapshot) mirrored in
 * the service's memory, with their rendered report rows. Every write of those tables stamps the
 * row with the next value of the stock_totals_change sequence (stock-replay.ts, stock-snapshots.ts),
 * and writers are serialised (PGlite's one connection; on PostgreSQL an advisory lock held to
 * commit), so the rows committed after the mirror's last look are exactly those with a greater
 * stamp: each report reads only those (usually none or a few), and the mirror stays equal to the
 * table. Services sharing one PostgreSQL database each keep their own mirrors.
 */
export class Mirror {
  private seen = '-1';
  readonly entries = new Map<string, Entry>();
  private rendered: Rendered | null = null;
  /** Positions changed since the rows were rendered: their names may be newer than the rendered ones. */
  private readonly unrendered = new Map<string, Entry>();

  /** `source` selects store_uid, entity_uid, qty, amount and change of the table's rows. */
  constructor(private readonly source: RawBuilder<unknown>) {}

  /** Reads the rows stamped after the last look, in one text value (PGlite hands over one value far faster than many rows). */
  async refresh(db: Db): Promise<void> {
    const { rows: [delta] } = await sql<{ text: string | null; top: string | null }>`
      select ${FIGURES_TEXT} as text, max(change)::text as top from (${this.source}) t where change > ${this.seen}::bigint`.execute(db);
    if (delta.top === null) return;
    const changed = new Map<string, Entry>();
    addFigures(delta.text, changed);
    for (const [key, entry] of changed) {
      this.entries.set(key, entry);
      this.unrendered.set(key, entry);
    }
    this.seen = delta.top;
  }

  /** The rendered rows for these names: the changed positions patched in, or everything again when the names changed. */
  rows(names: Names): Rendered {
    if (this.rendered?.names !== names) this.rendered = render(names, this.entries);
    else if (this.unrendered.size > 0) this.rendered = patch(this.rendered, this.unrendered);
    this.unrendered.clear();
    return this.rendered;
  }
}

const registries = new WeakMap<object, Map<string, Mirror>>();
/** Quarter snapshots mirrored at once, besides the running totals: each holds a whole company's balance. */
const SNAPSHOTS_KEPT = 2;

/** The up-to-date mirror of a source; inside a transaction (uncommitted rows) a fresh one that is not kept. */
export async function mirrorOf(db: Db, name: string, source: RawBuilder<unknown>): Promise<Mirror> {
  let registry = registries.get(db);
  if (!registry && !db.isTransaction) registries.set(db, (registry = new Map()));
  let mirror = registry?.get(name);
  if (!mirror) {
    mirror = new Mirror(source);
    if (registry) {
      const snapshots = [...registry.keys()].filter((k) => k !== 'totals');
      if (name !== 'totals' && snapshots.length >= SNAPSHOTS_KEPT) registry.delete(snapshots[0]);
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
export const totalsMirror = (db: Db) => mirrorOf(db, 'totals', sql`select store_uid, entity_uid, qty, amount, change from stock_totals`);

/** The `rows` of the warehouse balance now, as UTF-8 JSON, optionally of one store. */
export async function balanceNowBytes(db: Db, store?: string): Promise<Buffer> {
  const mirror = await totalsMirror(db);
  const names = await directoryNames(db);
  if (store) return rowsBytes(names, mirror.entries.values(), store);
  return mirror.rows(names).bytes;
}
