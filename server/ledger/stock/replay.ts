import { sql } from 'kysely';
import { Decimal, roundMoney, roundTo, SCALE } from '../../../shared/api/index.js';
import { minorUnits, moneyOf, moneyToDb, priceToDb, qtyOf, qtyToDb, ZERO, type Money, type Qty } from '../../store/minor-units.js';
import { takeChangeStamps } from '../change-stamps.js';
import { lockDateOf, periodClosed } from '../closed-period.js';
import { LedgerError } from '../errors.js';
import { manufactureCost, receiptPieces, type ManufactureCost } from './receipt-cost.js';
import { eventsAppendedBy, loadEventsOf, positionKey, type Position, type StockEvent } from './events.js';
import { moveSnapshots } from './snapshots.js';
import { dayOf, documentId, isoOf, keyOf, keysOf, rememberKeys, uidOf, type KeyMap } from './keys.js';
import type { Db } from '../types.js';
import { shortageMessage } from '../../../shared/api/shortage.js';

/** A move's line is its position in its document (docs/store.md, "Integer keys"). */
interface Move {
  documentUid: string;
  documentId: number;
  line: number;
  date: string;
  supplier: string | null;
  qty: Decimal;
  amount: Decimal;
}
interface Batch {
  qty: Decimal;
  amount: Decimal;
  supplier: string | null;
}
interface Shortage {
  position: Position;
  documentUid: string;
  date: string;
  missing: Decimal;
}

/** Where a position's re-computation starts: the remaining batches before `from` (null: from the first event). */
interface Start {
  from: string | null;
  batches: Batch[];
}

/**
 * FIFO over one position's events from `start`: receipts become batches, issues consume the oldest
 * batches first. `flush` writes pending moves of other positions before a receipt reads the cost an
 * issue left with.
 */
async function computePosition(
  db: Db,
  position: Position,
  events: StockEvent[],
  start: Start,
  costs: Map<string, ManufactureCost>,
  flush: () => Promise<void>,
) {
  const batches: Batch[] = start.batches.map((b) => ({ ...b }));
  const moves: Move[] = [];
  let shortage: Shortage | null = null;
  for (const event of events) {
    if (start.from !== null && event.date < start.from) continue;
    const base = { documentUid: event.documentUid, documentId: event.documentId, line: event.linePosition, date: event.date };
    if (event.direction === 'in') {
      if (event.type !== 'waybillIn') await flush();
      for (const piece of await receiptPieces(db, event, costs)) {
        if (piece.qty.isZero() && piece.amount.isZero()) continue;
        batches.push({ ...piece });
        moves.push({ ...base, supplier: piece.supplier, qty: piece.qty, amount: piece.amount });
      }
      continue;
    }
    let need = event.qty;
    for (let batch = batches[0]; need.greaterThan(0) && batch; batch = batches[0]) {
      const take = Decimal.min(need, batch.qty);
      // The last unit of a batch takes what is left of its cost, so a zero quantity always has a zero sum.
      const amount = take.equals(batch.qty) ? batch.amount : roundMoney(batch.amount.times(take).dividedBy(batch.qty));
      batch.qty = batch.qty.minus(take);
      batch.amount = batch.amount.minus(amount);
      if (batch.qty.isZero()) batches.shift();
      moves.push({ ...base, supplier: batch.supplier, qty: take.negated(), amount: amount.negated() });
      need = need.minus(take);
    }
    if (need.greaterThan(0) && !shortage) shortage = { position, documentUid: event.documentUid, date: event.date, missing: need };
  }
  return { moves, shortage };
}

interface StoredMove {
  id: number;
  line: number;
  documentUid: string;
  documentId: number;
  date: string;
  qty: Decimal;
  amount: Decimal;
  supplier: string | null;
}
interface Queued {
  position: Position;
  from: string | null;
  /** The position's events from `from` on are only those of a document just posted, after every stored move (eventsAppendedBy). */
  appended?: boolean;
}

/** The integer keys of positions' stores and entities (keys.ts). */
interface PositionKeys {
  stores: KeyMap;
  entities: KeyMap;
}

async function positionKeys(db: Db, positions: Position[]): Promise<PositionKeys> {
  return {
    stores: await keysOf(
      db,
      'stores',
      positions.map((p) => p.store),
    ),
    entities: await keysOf(
      db,
      'entities',
      positions.map((p) => p.entity),
    ),
  };
}

/** `(store_id, entity_id) in (…)` for a list of positions. */
function positionsIn(positions: Position[], keys: PositionKeys) {
  return sql<boolean>`(store_id, entity_id) in (${sql.join(
    positions.map((p) => sql`(${keyOf(keys.stores, p.store)}, ${keyOf(keys.entities, p.entity)})`),
  )})`;
}

/** The position of a stock row's keys. */
const positionOf = (keys: PositionKeys, row: { store_id: number; entity_id: number }): Position => ({
  store: uidOf(keys.stores, Number(row.store_id)),
  entity: uidOf(keys.entities, Number(row.entity_id)),
});

/** The earliest start of a round, for the queries that read from it on (null: everything). */
function earliest(round: Queued[]): string | null {
  let first: string | null = null;
  for (const { from } of round) {
    if (from === null) return null;
    if (first === null || from < first) first = from;
  }
  return first;
}

/** The documents with stored moves of the positions from `from` on, by their keys. */
async function documentsMoving(db: Db, positions: Position[], from: string) {
  const keys = await positionKeys(db, positions);
  return sql<number>`select document_id from stock_moves where ${positionsIn(positions, keys)} and date >= ${dayOf(from)}`;
}

/** The stored moves of several positions from their start on, each position's in the order they were written. */
async function loadMovesOf(db: Db, round: Queued[]): Promise<Map<string, StoredMove[]>> {
  const byKey = new Map<string, StoredMove[]>(round.map((q) => [positionKey(q.position), []]));
  if (round.length === 0) return byKey;
  const fromOf = new Map(round.map((q) => [positionKey(q.position), q.from]));
  const keys = await positionKeys(
    db,
    round.map((q) => q.position),
  );
  const first = earliest(round);
  let query = db
    .selectFrom('stock_moves as m')
    .innerJoin('documents as d', 'd.id', 'm.document_id')
    .leftJoin('agents as a', 'a.id', 'm.supplier_id')
    .select([
      'm.id',
      'm.store_id',
      'm.entity_id',
      'm.line',
      'd.uid as documentUid',
      'm.document_id as documentId',
      'm.date',
      'm.qty',
      'm.amount',
      'a.uid as supplier',
      'm.supplier_id',
    ])
    .where(
      positionsIn(
        round.map((q) => q.position),
        keys,
      ),
    );
  if (first !== null) query = query.where('m.date', '>=', dayOf(first));
  const rows = await query.orderBy('m.id').execute();
  rememberKeys(
    db,
    'agents',
    rows.map((r) => [r.supplier, r.supplier_id]),
  );
  for (const { store_id, entity_id, qty, amount, date: day, supplier_id: _, ...row } of rows) {
    const key = positionKey(positionOf(keys, { store_id, entity_id }));
    const move = { ...row, date: isoOf(day) };
    const from = fromOf.get(key);
    if (from === null || (from !== undefined && move.date >= from))
      byKey.get(key)?.push({ ...move, qty: qtyOf(qty), amount: moneyOf(amount) });
  }
  return byKey;
}

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
async function heldBatches(db: Db, holdings: Holding[], keys: PositionKeys): Promise<Map<string, Batch[] | null>> {
  const result = new Map<string, Batch[] | null>();
  for (let i = 0; i < holdings.length; i += POSITIONS_PER_READ) {
    const part = holdings.slice(i, i + POSITIONS_PER_READ);
    const reads = part.map(
      (h, k) => sql`select ${sql.lit(k)} as k, date, id, qty, amount, supplier_id, cum_qty, cum_amount from (
        select m.date, m.id, m.qty, m.amount, m.supplier_id,
          sum(m.qty) over (order by m.date desc, m.id desc rows unbounded preceding) as cum_qty,
          sum(m.amount) over (order by m.date desc, m.id desc rows unbounded preceding) as cum_amount
        from stock_moves m
        where m.store_id = ${keyOf(keys.stores, h.position.store)} and m.entity_id = ${keyOf(keys.entities, h.position.entity)}
          and m.date < ${h.before} and m.qty > 0) r${sql.raw(String(k))}
        where cum_qty - qty < ${qtyToDb(h.qty)} and cum_qty > ${qtyToDb(h.qty.minus(h.need))}`,
    );
    const { rows } = await sql<{
      k: number;
      date: number;
      id: number;
      qty: Qty;
      amount: Money;
      cum_qty: Qty;
      cum_amount: Money;
      supplier_id: number;
      supplier_uid: string | null;
    }>`select r.k, r.date, r.id, r.qty, r.amount, r.cum_qty, r.cum_amount, r.supplier_id, a.uid as supplier_uid
      from (${sql.join(reads, sql` union all `)}) r left join agents a on a.id = r.supplier_id`.execute(db);
    rememberKeys(
      db,
      'agents',
      rows.map((r) => [r.supplier_uid, r.supplier_id]),
    );
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
function issuedFrom(round: Queued[], eventsOf: Map<string, StockEvent[]>): Map<string, Decimal> {
  const issued = new Map<string, Decimal>();
  for (const { position, from } of round) {
    let qty = new Decimal(0);
    for (const e of eventsOf.get(positionKey(position)) ?? [])
      if (e.direction === 'out' && (from === null || e.date >= from)) qty = qty.plus(e.qty);
    issued.set(positionKey(position), qty);
  }
  return issued;
}

/**
 * The batches each position still holds before its start, as far as its issues from the start on
 * can reach (heldBatches). Its running totals less its stored moves from the start on give the
 * quantity and cost held before it. A position whose holding its receipts do not explain starts
 * from its first event instead.
 */
async function startsOf(
  db: Db,
  round: Queued[],
  storedOf: Map<string, StoredMove[]>,
  eventsOf: Map<string, StockEvent[]>,
): Promise<Map<string, Start>> {
  const starts = new Map<string, Start>();
  const partial = round.filter((q) => q.from !== null);
  for (const q of round) starts.set(positionKey(q.position), { from: q.from, batches: [] });
  if (partial.length === 0) return starts;
  const held = new Map<string, { qty: Decimal; amount: Decimal }>();
  const keys = await positionKeys(
    db,
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
      const need = Decimal.min(h.qty, issued.get(key) ?? new Decimal(0));
      // A document appended after every stored move starts after all of them, its own day's included.
      const before = dayOf(q.from as string) + (q.appended ? 1 : 0);
      if (need.greaterThan(0)) holdings.push({ position: q.position, before, qty: h.qty, amount: h.amount, need });
    }
  }
  for (const [key, batches] of await heldBatches(db, holdings, keys))
    starts.set(key, batches ? { from: starts.get(key)!.from, batches } : { from: null, batches: [] });
  return starts;
}

/** How many leading moves are exactly the stored ones (same order, same figures): those stay as they are. */
function commonPrefix(stored: StoredMove[], moves: Move[]): number {
  const n = Math.min(stored.length, moves.length);
  for (let i = 0; i < n; i++) {
    // i < n, the length of the shorter of the two.
    const s = stored[i]!;
    const m = moves[i]!;
    if (
      s.line !== m.line ||
      s.documentUid !== m.documentUid ||
      s.date !== m.date ||
      s.supplier !== m.supplier ||
      !m.qty.equals(s.qty) ||
      !m.amount.equals(s.amount)
    )
      return i;
  }
  return n;
}

/** A position's new moves: its stored moves from its start on (`stale`, from `keep` on) are replaced by `moves` from `keep` on. */
interface PendingWrite {
  position: Position;
  moves: Move[];
  stale: StoredMove[];
  keep: number;
}

/**
 * Writes the changed tail of each position's moves (the unchanged head keeps its rows, and ids keep
 * the FIFO order) and moves the position's running totals by the difference, in a few statements.
 */
async function writePositions(db: Db, pending: PendingWrite[]): Promise<void> {
  if (pending.length === 0) return;
  const stale = pending.flatMap((p) => p.stale.slice(p.keep).map((m) => m.id));
  for (let i = 0; i < stale.length; i += 5000)
    await db
      .deleteFrom('stock_moves')
      .where('id', 'in', stale.slice(i, i + 5000))
      .execute();
  const keys = await positionKeys(
    db,
    pending.map((p) => p.position),
  );
  const written = pending.flatMap(({ moves, keep }) => moves.slice(keep));
  const suppliers = await keysOf(
    db,
    'agents',
    written.flatMap((m) => (m.supplier === null ? [] : [m.supplier])),
  );
  const supplierId = (uid: string | null) => (uid === null ? 0 : keyOf(suppliers, uid));
  // A statement of its own rather than the query builder's: a posting writes its moves on every call, and the builder
  // takes longer to assemble the values than the database to insert them.
  const rows = pending.flatMap(({ position, moves, keep }) =>
    moves
      .slice(keep)
      .map(
        (m) =>
          sql`(${m.documentId}, ${m.line}, ${dayOf(m.date)}, ${keyOf(keys.stores, position.store)}, ${keyOf(
            keys.entities,
            position.entity,
          )}, ${supplierId(m.supplier)}, ${qtyToDb(m.qty)}, ${moneyToDb(m.amount)})`,
      ),
  );
  for (let i = 0; i < rows.length; i += 2000)
    await sql`insert into stock_moves (document_id, line, date, store_id, entity_id, supplier_id, qty, amount)
      values ${sql.join(rows.slice(i, i + 2000))}`.execute(db);

  // Running totals move by the difference, only for the suppliers whose moves changed.
  const deltas = new Map<string, { store_uid: string; entity_uid: string; supplier_uid: string | null; qty: Decimal; amount: Decimal }>();
  const add = (position: Position, supplier: string | null, qty: Decimal.Value, amount: Decimal.Value) => {
    const key = `${positionKey(position)}|${supplier}`;
    const d = deltas.get(key) ?? {
      store_uid: position.store,
      entity_uid: position.entity,
      supplier_uid: supplier,
      qty: new Decimal(0),
      amount: new Decimal(0),
    };
    deltas.set(key, { ...d, qty: d.qty.plus(qty), amount: d.amount.plus(amount) });
  };
  const staleSuppliers = await keysOf(
    db,
    'agents',
    pending.flatMap(({ stale, keep }) => stale.slice(keep).flatMap((m) => (m.supplier === null ? [] : [m.supplier]))),
  );
  for (const [uid, id] of staleSuppliers.id) suppliers.id.set(uid, id);
  for (const { position, moves, stale, keep } of pending) {
    for (const m of stale.slice(keep)) add(position, m.supplier, m.qty.negated(), m.amount.negated());
    for (const m of moves.slice(keep)) add(position, m.supplier, m.qty, m.amount);
  }
  const changed = [...deltas.values()].filter((d) => !d.qty.isZero() || !d.amount.isZero());
  let anyZero = false;
  for (let i = 0; i < changed.length; i += 2000) {
    const values = sql.join(
      changed
        .slice(i, i + 2000)
        .map(
          (d) =>
            sql`(${keyOf(keys.stores, d.store_uid)}, ${keyOf(keys.entities, d.entity_uid)}, ${supplierId(d.supplier_uid)}, ${qtyToDb(
              d.qty,
            )}, ${moneyToDb(d.amount)})`,
        ),
    );
    const { rows } = await sql<{
      empty: boolean | number;
    }>`insert into stock_balances (store_id, entity_id, supplier_id, qty, amount) values ${values}
      on conflict (store_id, entity_id, supplier_id)
      do update set qty = stock_balances.qty + excluded.qty, amount = stock_balances.amount + excluded.amount
      returning qty = 0 and amount = 0 as empty`.execute(db);
    anyZero ||= rows.some((row) => Boolean(row.empty));
  }
  const perPosition = new Map<string, { store_uid: string; entity_uid: string; qty: Decimal; amount: Decimal }>();
  for (const d of changed) {
    const key = positionKey({ store: d.store_uid, entity: d.entity_uid });
    const t = perPosition.get(key) ?? { store_uid: d.store_uid, entity_uid: d.entity_uid, qty: new Decimal(0), amount: new Decimal(0) };
    perPosition.set(key, { ...t, qty: t.qty.plus(d.qty), amount: t.amount.plus(d.amount) });
  }
  const positionDeltas = [...perPosition.values()].filter((d) => !d.qty.isZero() || !d.amount.isZero());
  // Each written row takes a new change stamp: the balance mirror reads the rows stamped after its last look.
  let stamp = positionDeltas.length > 0 ? await takeChangeStamps(db, positionDeltas.length) : 0;
  for (let i = 0; i < positionDeltas.length; i += 2000) {
    const values = sql.join(
      positionDeltas
        .slice(i, i + 2000)
        .map(
          (d) =>
            sql`(${keyOf(keys.stores, d.store_uid)}, ${keyOf(keys.entities, d.entity_uid)}, ${qtyToDb(d.qty)}, ${moneyToDb(
              d.amount,
            )}, ${stamp++})`,
        ),
    );
    await sql`insert into stock_totals (store_id, entity_id, qty, amount, change) values ${values}
      on conflict (store_id, entity_id)
      do update set qty = stock_totals.qty + excluded.qty, amount = stock_totals.amount + excluded.amount, change = excluded.change`.execute(
      db,
    );
  }
  // Zero rows of stock_totals stay: the mirror must see that the position went to zero. Those of stock_balances go,
  // looked for only when the upsert above left one (most postings leave none, and the look costs a statement).
  if (anyZero) {
    await db
      .deleteFrom('stock_balances')
      .where(
        positionsIn(
          pending.map((p) => p.position),
          keys,
        ),
      )
      .where('qty', '=', ZERO)
      .where('amount', '=', ZERO)
      .execute();
  }
  await moveSnapshots(
    db,
    pending.flatMap(({ position, moves, stale, keep }) => [
      ...stale.slice(keep).map((m) => ({ position, date: m.date, qty: m.qty.negated(), amount: m.amount.negated() })),
      ...moves.slice(keep).map((m) => ({ position, date: m.date, qty: m.qty, amount: m.amount })),
    ]),
  );
}

/** Consumption per issue line, as text: a change in it means the receipts that copy its cost change too. */
function consumptionSignature(moves: { line: number; documentUid: string; qty: Decimal; amount: Decimal; supplier: string | null }[]) {
  const byLine = new Map<string, { documentUid: string; text: string }>();
  for (const m of moves) {
    if (!m.qty.isNegative()) continue;
    const key = `${m.documentUid}|${m.line}`;
    const entry = byLine.get(key) ?? { documentUid: m.documentUid, text: '' };
    entry.text += `${m.qty.toFixed()}/${m.amount.toFixed()}/${m.supplier};`;
    byLine.set(key, entry);
  }
  return byLine;
}

interface DependentInfo {
  type: string;
  date: string;
  storeIn: string | null;
  products: string[];
  returns: { entity: string; store: string; date: string }[];
}

/** Positions whose receipts copy the cost of a document's issue of `entity` (moves, manufacture, customer returns). */
function dependentPositions(info: DependentInfo, entity: string): { positions: (Position & { from: string })[]; manufacture: boolean } {
  if (info.type === 'inventoryMove' && info.storeIn)
    return { positions: [{ store: info.storeIn, entity, from: info.date }], manufacture: false };
  if (info.type === 'manufacture' && info.storeIn) {
    return { positions: info.products.map((p) => ({ store: info.storeIn as string, entity: p, from: info.date })), manufacture: true };
  }
  if (info.type === 'waybillOut') {
    return {
      positions: info.returns.filter((r) => r.entity === entity).map((r) => ({ store: r.store, entity, from: r.date })),
      manufacture: false,
    };
  }
  return { positions: [], manufacture: false };
}

/** What `dependentPositions` needs to know of documents: read once per re-computation, for many documents at once. */
async function dependentInfos(db: Db, documentUids: string[], infos: Map<string, DependentInfo>): Promise<void> {
  const missing = [...new Set(documentUids)].filter((uid) => !infos.has(uid));
  if (missing.length === 0) return;
  const docs = await db.selectFrom('documents').select(['uid', 'type', 'date', 'store_in']).where('uid', 'in', missing).execute();
  for (const doc of docs) infos.set(doc.uid, { type: doc.type, date: doc.date, storeIn: doc.store_in, products: [], returns: [] });
  const manufactures = docs.filter((d) => d.type === 'manufacture' && d.store_in).map((d) => d.uid);
  if (manufactures.length > 0) {
    const products = await db
      .selectFrom('document_lines as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .innerJoin('entities as e', 'e.seq', 'l.entity_id')
      .select(['d.uid as document_uid', 'e.uid as entity_uid'])
      .where('d.uid', 'in', manufactures)
      .where('l.kind', '=', 'product')
      .orderBy('d.uid')
      .orderBy('l.position')
      .execute();
    for (const p of products) infos.get(p.document_uid)!.products.push(p.entity_uid);
  }
  const sales = docs.filter((d) => d.type === 'waybillOut').map((d) => d.uid);
  if (sales.length > 0) {
    const returns = await db
      .selectFrom('documents as d')
      .innerJoin('document_lines as l', 'l.document_id', 'd.id')
      .innerJoin('entities as e', 'e.seq', 'l.entity_id')
      .select(['d.parent_uid', 'd.store_in', 'd.date', 'e.uid as entity_uid'])
      .where('d.parent_uid', 'in', sales)
      .where('d.type', '=', 'waybillRetOut')
      .where('d.done', '=', true)
      .execute();
    for (const r of returns)
      if (r.store_in && r.parent_uid) infos.get(r.parent_uid)!.returns.push({ entity: r.entity_uid, store: r.store_in, date: r.date });
  }
}

async function describeShortage(db: Db, s: Shortage): Promise<string> {
  const entity = await db.selectFrom('entities').select(['name', 'unit']).where('uid', '=', s.position.entity).executeTakeFirst();
  const store = await db.selectFrom('stores').select('name').where('uid', '=', s.position.store).executeTakeFirst();
  const doc = await db.selectFrom('documents').select(['type', 'no']).where('uid', '=', s.documentUid).executeTakeFirst();
  // The figures travel in a parseable form too, so the app can say them in the user's language.
  return shortageMessage({
    entity: entity?.name ?? s.position.entity,
    store: store?.name ?? s.position.store,
    date: s.date,
    missing: s.missing.toFixed(),
    unit: entity?.unit ?? '',
    documentType: doc?.type ?? 'document',
    documentNo: doc?.no ?? s.documentUid,
  });
}

/** Writes a posted manufacture document's calculated prices and sums: the sent ones are replaced (spec). */
async function writeManufactureFigures(db: Db, documentUid: string): Promise<void> {
  const doc = await db.selectFrom('documents').select(['done']).where('uid', '=', documentUid).executeTakeFirst();
  if (!doc?.done) return;
  const cost = await manufactureCost(db, documentUid);
  const lines = await db
    .selectFrom('document_lines')
    .select(['uid', 'position', 'qty'])
    .where('document_id', '=', documentId(documentUid))
    .execute();
  for (const line of lines) {
    const sum = cost.products.get(line.uid) ?? cost.materials.get(line.uid);
    if (!sum) continue;
    const qty = qtyOf(line.qty);
    const price = qty.isZero() ? new Decimal(0) : roundTo(sum.dividedBy(qty), SCALE.price);
    await db
      .updateTable('document_lines')
      .set({ sum: moneyToDb(sum), price: priceToDb(price) })
      .where('document_id', '=', documentId(documentUid))
      .where('position', '=', line.position)
      .execute();
  }
  const total = moneyToDb(cost.total);
  await db.updateTable('documents').set({ sum: total, total, vat_sum: ZERO }).where('uid', '=', documentUid).execute();
}

/**
 * Refuses a re-computation whose first changed move is dated in the closed period: a posting after the
 * lock date must not re-cost anything on or before it either (docs/service-behaviour.md, "Closed period").
 */
async function refuseClosedChange(db: Db, lockDate: string, stored: StoredMove | undefined, computed: Move | undefined): Promise<void> {
  const first = [stored, computed].filter((m) => m !== undefined).sort((a, b) => (a.date < b.date ? -1 : 1))[0];
  if (!first || first.date > lockDate) return;
  const doc = await db.selectFrom('documents').select(['type', 'no', 'date']).where('uid', '=', first.documentUid).executeTakeFirst();
  const named = doc ? `${doc.type} № ${doc.no} of ${doc.date}` : `a document of ${first.date}`;
  throw periodClosed(lockDate, `this would change the stock cost of ${named}`);
}

/**
 * Re-computes the stock movements of the given positions from the posted documents, and of every
 * position whose receipts copy a cost that changed, until nothing changes. `from` is the earliest
 * date whose events changed: each position restarts there from the batches its stored moves leave
 * before it (none given: from its first event). Refuses (422) when any balance would go negative at
 * any date; the caller's transaction then rolls everything back. The result depends only on the
 * set of posted documents, never on the order they were posted in. `appendedBy` names a document
 * just posted: the positions where it comes after every posted event keep their stored moves and
 * only add its own.
 */
export async function replayPositions(
  db: Db,
  initial: Position[],
  touchedManufacture: Iterable<string> = [],
  from: string | null = null,
  appendedBy?: string,
): Promise<void> {
  let queue = new Map<string, Queued>();
  const enqueue = (position: Position, start: string | null) => {
    const key = positionKey(position);
    const queued = queue.get(key);
    if (!queued) queue.set(key, { position: { store: position.store, entity: position.entity }, from: start });
    else if (queued.from !== null && (start === null || start < queued.from)) queued.from = start;
  };
  for (const p of initial) enqueue(p, from);
  const shortages = new Map<string, Shortage>();
  const manufactureDocs = new Set<string>(touchedManufacture);
  let budget = 50 * (initial.length + 20);

  const infos = new Map<string, DependentInfo>();
  const pending: PendingWrite[] = [];
  const flush = () => writePositions(db, pending.splice(0));
  const changed: { documentUid: string; entity: string }[] = [];
  const lockDate = await lockDateOf(db);

  // Rounds: every queued position at once, its events, stored moves and starting batches read in a few queries.
  for (let firstRound = true; queue.size > 0; firstRound = false) {
    const round = [...queue.values()];
    queue = new Map();
    budget -= round.length;
    if (budget < 0) throw new Error('stock re-computation did not settle');
    // A position found short earlier in this re-computation has stored moves that are not a valid start.
    for (const q of round) if (shortages.has(positionKey(q.position))) q.from = null;
    // The first round of a posting: where the document comes after every posted event, its own events are all there is to add.
    const fromIt = round.filter((q) => q.from === from).map((q) => q.position);
    const appended =
      appendedBy !== undefined && from !== null && firstRound
        ? await eventsAppendedBy(db, fromIt, { date: from, ids: await documentsMoving(db, fromIt, from), uid: appendedBy })
        : new Map<string, StockEvent[]>();
    for (const q of round) q.appended = appended.has(positionKey(q.position));
    const general = round.filter((q) => !q.appended);
    const storedOf = await loadMovesOf(db, general);
    const start = earliest(general);
    const eventsOf = await loadEventsOf(
      db,
      general.map((q) => q.position),
      start === null
        ? undefined
        : { date: start, ids: [...storedOf.values()].flatMap((moves) => moves.map((m) => m.documentId)), uid: appendedBy },
    );
    for (const [key, events] of appended) eventsOf.set(key, events);
    const starts = await startsOf(db, round, storedOf, eventsOf);
    const restarted = round.filter((q) => q.from !== null && starts.get(positionKey(q.position))?.from === null);
    for (const q of restarted) {
      q.from = null;
      q.appended = false;
    }
    // A position that starts from its first event needs every stored move and event of it.
    for (const [key, moves] of await loadMovesOf(db, restarted)) storedOf.set(key, moves);
    for (const [key, events] of await loadEventsOf(
      db,
      restarted.map((q) => q.position),
    ))
      eventsOf.set(key, events);
    for (const { position } of round) {
      const key = positionKey(position);
      const costs = new Map<string, ManufactureCost>();
      const { moves, shortage } = await computePosition(db, position, eventsOf.get(key) ?? [], starts.get(key)!, costs, flush);
      for (const uid of costs.keys()) manufactureDocs.add(uid);
      if (shortage) shortages.set(key, shortage);
      else shortages.delete(key);

      const old = storedOf.get(key) ?? [];
      const keep = commonPrefix(old, moves);
      // Nothing changed: nothing to write, and no receipt elsewhere copies a changed cost.
      if (keep === old.length && keep === moves.length) continue;
      if (lockDate !== null) await refuseClosedChange(db, lockDate, old[keep], moves[keep]);
      pending.push({ position, moves, stale: old, keep });

      const before = consumptionSignature(old.slice(keep));
      const after = consumptionSignature(moves.slice(keep));
      for (const lineUid of new Set([...before.keys(), ...after.keys()])) {
        if (before.get(lineUid)?.text === after.get(lineUid)?.text) continue;
        changed.push({ documentUid: (after.get(lineUid) ?? before.get(lineUid))!.documentUid, entity: position.entity });
      }
    }
    // Issues whose consumption changed: the receipts that copy their cost are re-computed next round.
    await dependentInfos(
      db,
      changed.map((c) => c.documentUid),
      infos,
    );
    for (const { documentUid, entity } of changed.splice(0)) {
      const info = infos.get(documentUid);
      if (!info) continue;
      const dependents = dependentPositions(info, entity);
      if (dependents.manufacture) manufactureDocs.add(documentUid);
      for (const d of dependents.positions) enqueue(d, d.from);
    }
    await flush();
  }

  const firstShortage = shortages.values().next();
  if (!firstShortage.done) throw new LedgerError('NOT_ENOUGH_STOCK', await describeShortage(db, firstShortage.value));
  for (const uid of manufactureDocs) await writeManufactureFigures(db, uid);
}
