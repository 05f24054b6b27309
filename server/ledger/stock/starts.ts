import type { CompanyContext } from '../context.js';
import { Decimal } from '../../../shared/api/index.js';
import { minorUnits, moneyOf, moneyToDb, qtyOf, qtyToDb } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import type { Batch, Start, StockEvent } from './fifo.js';
import { heldReceipts } from './held-batches-sql.js';
import type { CachedQueue } from './cached-queues.js';
import { positionKey, type Position } from './positions.js';
import { dayOf, keyOf, rememberKeys } from './keys.js';
import { positionKeys, positionOf, positionsIn, type PositionKeys, type PositionToReplay, type StoredMove } from './stored-moves.js';

/** Positions whose held batches one statement reads. */
const POSITIONS_PER_READ = 200;

/** What a position holds before its start, and how much of it the issues from its start on can consume at most. */
interface Holding {
  position: Position;
  /** The day number its receipts come before. */
  before: number;
  qty: Decimal;
  amount: Decimal;
  need: Decimal;
}

/**
 * The batches each position still holds before its start that its issues from the start on may
 * consume, oldest first; null for a position whose receipts do not explain what it holds. FIFO
 * consumes receipts in the order they were written, so what a position holds is its latest receipts,
 * the earliest of them in part (the cost held less that of the later ones); and since issues take the
 * oldest batches first, at most `need` of them, the newer batches beyond that are never touched and
 * are not read. The running sums over the receipts, newest first, are the database's: one indexed read
 * of each position (stock_moves_position), many positions in one statement.
 */
async function heldBatches(
  db: Db,
  context: CompanyContext,
  { holdings, keys }: { holdings: Holding[]; keys: PositionKeys },
): Promise<Map<string, Batch[] | null>> {
  const result = new Map<string, Batch[] | null>();
  for (let i = 0; i < holdings.length; i += POSITIONS_PER_READ) {
    const part = holdings.slice(i, i + POSITIONS_PER_READ);
    const rows = await heldReceipts(
      db,
      part.map((h, k) => ({
        k,
        store: keyOf(keys.stores, h.position.store),
        entity: keyOf(keys.entities, h.position.entity),
        beforeDay: h.before,
        held: qtyToDb(h.qty),
        floor: qtyToDb(h.qty.minus(h.need)),
      })),
    );
    rememberKeys(db, context, { table: 'agents', pairs: rows.map((r) => [r.supplier_uid, r.supplier_id]) });
    // A union keeps no order of its own: each position's receipts are put newest first here.
    rows.sort((a, b) => Number(a.k) - Number(b.k) || Number(b.date) - Number(a.date) || Number(b.id) - Number(a.id));
    const newestFirst = new Map<number, typeof rows>();
    for (const r of rows) {
      const k = Number(r.k);
      const list = newestFirst.get(k);
      if (list) list.push(r);
      else newestFirst.set(k, [r]);
    }
    part.forEach((h, k) => {
      // In whole units of their scales (minor-units.ts): the sums compare and subtract exactly.
      const held = { qty: minorUnits(qtyToDb(h.qty)), amount: minorUnits(moneyToDb(h.amount)) };
      const batches: Batch[] = [];
      let covered = false;
      for (const r of newestFirst.get(k) ?? []) {
        if (minorUnits(r.cum_qty) < held.qty) {
          batches.push({ qty: qtyOf(r.qty), amount: moneyOf(r.amount), supplier: r.supplier_uid });
          continue;
        }
        // The earliest batch still held: what consumption left of it.
        const later = { qty: minorUnits(r.cum_qty) - minorUnits(r.qty), amount: minorUnits(r.cum_amount) - minorUnits(r.amount) };
        batches.push({ qty: qtyOf(held.qty - later.qty), amount: moneyOf(held.amount - later.amount), supplier: r.supplier_uid });
        covered = true;
      }
      result.set(positionKey(h.position), covered ? batches.reverse() : null);
    });
  }
  return result;
}

/** What the issues of each position from its start on take out in all. */
function issuedFrom(round: PositionToReplay[], eventsOf: Map<string, StockEvent[]>): Map<string, Decimal> {
  const issued = new Map<string, Decimal>();
  for (const { position, from } of round) {
    let qty = new Decimal(0);
    for (const e of eventsOf.get(positionKey(position)) ?? [])
      if (e.direction === 'out' && (from === null || e.date >= from)) qty = qty.plus(e.qty);
    issued.set(positionKey(position), qty);
  }
  return issued;
}

/** The positions of this `round`, their stored moves (`storedOf`) and events (`eventsOf`), and their `kept` queues. */
export interface StartsSource {
  round: PositionToReplay[];
  storedOf: Map<string, StoredMove[]>;
  eventsOf: Map<string, StockEvent[]>;
  cached?: ReadonlyMap<string, CachedQueue>;
}

/**
 * The batches each position still holds before its start, as far as its issues from the start on
 * can reach (heldBatches). Its running totals less its stored moves from the start on give the
 * quantity and cost held before it. A position whose holding its receipts do not explain starts
 * from its first event instead. A position a document is appended to starts from its cached queue
 * when it has one (`kept`), and from every batch it holds otherwise, so that what its FIFO leaves
 * can be kept (cached-queues.ts).
 */
export async function startsOf(
  db: Db,
  context: CompanyContext,
  { round, storedOf, eventsOf, cached = new Map() }: StartsSource,
): Promise<Map<string, Start>> {
  const starts = new Map<string, Start>();
  const partial = round.filter((q) => q.from !== null && !(q.appended && cached.has(positionKey(q.position))));
  for (const q of round) {
    const queue = q.appended ? cached.get(positionKey(q.position)) : undefined;
    starts.set(positionKey(q.position), { from: q.from, batches: queue ? [...queue.batches] : [] });
  }
  if (partial.length === 0) return starts;
  const held = new Map<string, { qty: Decimal; amount: Decimal }>();
  const keys = await positionKeys(
    db,
    context,
    partial.map((q) => q.position),
  );
  const totals = await db
    .selectFrom('stock_totals')
    .select(['store_id', 'entity_id', 'qty', 'amount'])
    .where(
      positionsIn(
        partial.map((q) => q.position),
        keys,
      ),
    )
    .execute();
  for (const t of totals) held.set(positionKey(positionOf(keys, t)), { qty: qtyOf(t.qty), amount: moneyOf(t.amount) });
  const issued = issuedFrom(partial, eventsOf);
  const holdings: Holding[] = [];
  for (const q of partial) {
    const key = positionKey(q.position);
    const h = held.get(key) ?? { qty: new Decimal(0), amount: new Decimal(0) };
    for (const m of storedOf.get(key) ?? []) {
      h.qty = h.qty.minus(m.qty);
      h.amount = h.amount.minus(m.amount);
    }
    // Nothing held can be nothing at no cost only; less than nothing is not a start either.
    if (h.qty.isNegative() || (h.qty.isZero() && !h.amount.isZero())) starts.set(key, { from: null, batches: [] });
    else {
      const need = q.appended ? h.qty : Decimal.min(h.qty, issued.get(key) ?? new Decimal(0));
      // A document appended after every stored move starts after all of them, its own day's included.
      const before = dayOf(q.from as string) + (q.appended ? 1 : 0);
      if (need.greaterThan(0)) holdings.push({ position: q.position, before, qty: h.qty, amount: h.amount, need });
    }
  }
  for (const [key, batches] of await heldBatches(db, context, { holdings, keys }))
    starts.set(key, batches ? { from: starts.get(key)!.from, batches } : { from: null, batches: [] });
  return starts;
}
