import { sql } from 'kysely';
import { Decimal, roundMoney, roundTo, SCALE, toDbNumeric } from '../../shared/api/index.js';
import { LedgerError } from './errors.js';
import { manufactureCost, receiptPieces, type ManufactureCost } from './receipt-cost.js';
import { loadPositionEvents, positionKey, type Position } from './stock-events.js';
import type { Db } from './types.js';

interface Move { documentUid: string; lineUid: string; date: string; supplier: string | null; qty: Decimal; amount: Decimal }
interface Batch { qty: Decimal; amount: Decimal; supplier: string | null }
interface Shortage { position: Position; documentUid: string; date: string; missing: Decimal }

/** FIFO over one position's events: receipts become batches, issues consume the oldest batches first. */
async function computePosition(db: Db, position: Position, costs: Map<string, ManufactureCost>) {
  const events = await loadPositionEvents(db, position);
  const batches: Batch[] = [];
  const moves: Move[] = [];
  let shortage: Shortage | null = null;
  for (const event of events) {
    const base = { documentUid: event.documentUid, lineUid: event.lineUid, date: event.date };
    if (event.direction === 'in') {
      for (const piece of await receiptPieces(db, event, costs)) {
        if (piece.qty.isZero() && piece.amount.isZero()) continue;
        batches.push({ ...piece });
        moves.push({ ...base, supplier: piece.supplier, qty: piece.qty, amount: piece.amount });
      }
      continue;
    }
    let need = event.qty;
    while (need.greaterThan(0) && batches.length > 0) {
      const batch = batches[0];
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

/** Consumption per issue line, as text: a change in it means the receipts that copy its cost change too. */
function consumptionSignature(moves: { lineUid: string; documentUid: string; qty: string; amount: string; supplier: string | null }[]) {
  const byLine = new Map<string, { documentUid: string; text: string }>();
  for (const m of moves) {
    const qty = new Decimal(m.qty);
    if (!qty.isNegative()) continue;
    const entry = byLine.get(m.lineUid) ?? { documentUid: m.documentUid, text: '' };
    // Canonical figures: the database answers "-3.000", a fresh move "-3"; both are the same consumption.
    entry.text += `${qty.toFixed()}/${new Decimal(m.amount).toFixed()}/${m.supplier};`;
    byLine.set(m.lineUid, entry);
  }
  return byLine;
}

/** Positions whose receipts copy the cost of a document's issue of `entity` (moves, manufacture, customer returns). */
async function dependentPositions(db: Db, documentUid: string, entity: string): Promise<{ positions: Position[]; manufacture: boolean }> {
  const doc = await db.selectFrom('documents').select(['type', 'store_in']).where('uid', '=', documentUid).executeTakeFirstOrThrow();
  if (doc.type === 'inventoryMove' && doc.store_in) return { positions: [{ store: doc.store_in, entity }], manufacture: false };
  if (doc.type === 'manufacture' && doc.store_in) {
    const products = await db.selectFrom('document_lines').select('entity_uid').where('document_uid', '=', documentUid)
      .where('kind', '=', 'product').execute();
    return { positions: products.map((p) => ({ store: doc.store_in as string, entity: p.entity_uid })), manufacture: true };
  }
  if (doc.type === 'waybillOut') {
    const returns = await db.selectFrom('documents as d').innerJoin('document_lines as l', 'l.document_uid', 'd.uid')
      .select(['d.store_in']).where('d.parent_uid', '=', documentUid).where('d.type', '=', 'waybillRetOut')
      .where('d.done', '=', true).where('l.entity_uid', '=', entity).execute();
    return { positions: returns.filter((r) => r.store_in).map((r) => ({ store: r.store_in as string, entity })), manufacture: false };
  }
  return { positions: [], manufacture: false };
}

async function describeShortage(db: Db, s: Shortage): Promise<string> {
  const entity = await db.selectFrom('entities').select('name').where('uid', '=', s.position.entity).executeTakeFirst();
  const store = await db.selectFrom('stores').select('name').where('uid', '=', s.position.store).executeTakeFirst();
  const doc = await db.selectFrom('documents').select(['type', 'no']).where('uid', '=', s.documentUid).executeTakeFirst();
  return `not enough "${entity?.name ?? s.position.entity}" in store "${store?.name ?? s.position.store}" on ${s.date} ` +
    `for ${doc?.type ?? 'document'} ${doc?.no ?? s.documentUid}: short by ${s.missing.toFixed()}`;
}

/** Writes a posted manufacture document's calculated prices and sums: the sent ones are replaced (spec). */
async function writeManufactureFigures(db: Db, documentUid: string): Promise<void> {
  const doc = await db.selectFrom('documents').select(['done']).where('uid', '=', documentUid).executeTakeFirst();
  if (!doc?.done) return;
  const cost = await manufactureCost(db, documentUid);
  const lines = await db.selectFrom('document_lines').select(['uid', 'qty']).where('document_uid', '=', documentUid).execute();
  for (const line of lines) {
    const sum = cost.products.get(line.uid) ?? cost.materials.get(line.uid);
    if (!sum) continue;
    const qty = new Decimal(line.qty);
    const price = qty.isZero() ? new Decimal(0) : roundTo(sum.dividedBy(qty), SCALE.price);
    await db.updateTable('document_lines').set({ sum: toDbNumeric(sum), price: toDbNumeric(price) })
      .where('document_uid', '=', documentUid).where('uid', '=', line.uid).execute();
  }
  const total = toDbNumeric(cost.total);
  await db.updateTable('documents').set({ sum: total, total, vat_sum: '0' }).where('uid', '=', documentUid).execute();
}

/**
 * Re-computes the stock movements of the given positions from the posted documents, and of every
 * position whose receipts copy a cost that changed, until nothing changes. Refuses (422) when any
 * balance would go negative at any date; the caller's transaction then rolls everything back.
 * The result depends only on the set of posted documents, never on the order they were posted in.
 */
export async function replayPositions(db: Db, initial: Position[], touchedManufacture: Iterable<string> = []): Promise<void> {
  const queue: Position[] = [];
  const queued = new Set<string>();
  const enqueue = (p: Position) => {
    if (queued.has(positionKey(p))) return;
    queued.add(positionKey(p));
    queue.push(p);
  };
  initial.forEach(enqueue);
  const shortages = new Map<string, Shortage>();
  const manufactureDocs = new Set<string>(touchedManufacture);
  let budget = 50 * (initial.length + 20);

  while (queue.length > 0) {
    if (--budget < 0) throw new Error('stock re-computation did not settle');
    const position = queue.shift() as Position;
    queued.delete(positionKey(position));
    const costs = new Map<string, ManufactureCost>();
    const { moves, shortage } = await computePosition(db, position, costs);
    for (const uid of costs.keys()) manufactureDocs.add(uid);
    if (shortage) shortages.set(positionKey(position), shortage);
    else shortages.delete(positionKey(position));

    const where = sql<boolean>`store_uid = ${position.store} and entity_uid = ${position.entity}`;
    const old = await db.selectFrom('stock_moves')
      .select(['line_uid as lineUid', 'document_uid as documentUid', 'qty', 'amount', 'supplier_uid as supplier'])
      .where(where).orderBy('id').execute();
    await db.deleteFrom('stock_moves').where(where).execute();
    for (let i = 0; i < moves.length; i += 500) {
      await db.insertInto('stock_moves').values(moves.slice(i, i + 500).map((m) => ({
        document_uid: m.documentUid, line_uid: m.lineUid, date: m.date, store_uid: position.store, entity_uid: position.entity,
        supplier_uid: m.supplier, qty: toDbNumeric(m.qty), amount: toDbNumeric(m.amount),
      }))).execute();
    }

    const before = consumptionSignature(old);
    const after = consumptionSignature(moves.map((m) => ({ ...m, qty: toDbNumeric(m.qty), amount: toDbNumeric(m.amount) })));
    for (const lineUid of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(lineUid)?.text === after.get(lineUid)?.text) continue;
      const documentUid = (after.get(lineUid) ?? before.get(lineUid))!.documentUid;
      const dependents = await dependentPositions(db, documentUid, position.entity);
      if (dependents.manufacture) manufactureDocs.add(documentUid);
      dependents.positions.forEach(enqueue);
    }
  }

  const first = shortages.values().next();
  if (!first.done) throw new LedgerError('NOT_ENOUGH_STOCK', await describeShortage(db, first.value));
  for (const uid of manufactureDocs) await writeManufactureFigures(db, uid);
}
