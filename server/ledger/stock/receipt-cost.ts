import type { Expression } from 'kysely';
import { postingProfileOf } from '../../../shared/api/index.js';
import { moneyOf, priceOf, qtyOf, type Qty } from '../../database/minor-units.js';
import type { StockEvent } from './fifo.js';
import { documentId } from './keys.js';
import { manufactureCost, type ManufactureCost, type ReceiptSource } from './receipt-pieces.js';
import type { Db } from '../types.js';

/** What a document's lines consumed, per line (its position): qty and amount as positive figures, with suppliers. */
async function consumedBy(db: Db, documentUid: string, line?: number) {
  let query = db
    .selectFrom('stock_moves as m')
    .innerJoin('entities as e', 'e.id', 'm.entity_id')
    .leftJoin('agents as a', 'a.id', 'm.supplier_id')
    .select(['m.line', 'e.uid as entity_uid', 'm.qty', 'm.amount', 'a.uid as supplier_uid'])
    .where('m.document_id', '=', documentId(documentUid))
    .where((eb) => eb('m.qty', '<', eb.lit(0) as Expression<Qty>));
  if (line !== undefined) query = query.where('m.line', '=', line);
  const rows = await query.orderBy('m.id').execute();
  return rows.map((r) => ({
    line: r.line,
    entity: r.entity_uid,
    qty: qtyOf(r.qty).negated(),
    amount: moneyOf(r.amount).negated(),
    supplier: r.supplier_uid,
  }));
}

/** A manufacture's cost from its lines and the stored moves of its materials (docs/service-behaviour.md, "Manufacture"). */
export async function manufactureCostOf(db: Db, documentUid: string): Promise<ManufactureCost> {
  const lines = await db
    .selectFrom('document_lines as l')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select(['l.uid', 'l.position', 'l.kind', 'l.qty', 'l.sent_sum', 'e.kind as entity_kind'])
    .where('l.document_id', '=', documentId(documentUid))
    .orderBy('l.position')
    .execute();
  return manufactureCost(
    lines.map((l) => ({
      uid: l.uid,
      position: l.position,
      kind: l.kind,
      qty: qtyOf(l.qty),
      sentSum: moneyOf(l.sent_sum),
      service: l.entity_kind === 'service',
    })),
    await consumedBy(db, documentUid),
  );
}

/** The delivery note a customer return is linked to, with what its lines of the return's goods took; null when there is none. */
async function noteOf(db: Db, event: StockEvent) {
  if (!event.parentUid) return null;
  const note = await db.selectFrom('documents').select('date').where('uid', '=', event.parentUid).executeTakeFirst();
  if (!note) return null;
  return { date: note.date, consumed: (await consumedBy(db, event.parentUid)).filter((c) => c.entity === event.entity) };
}

/** The unit cost a customer return's line names (null: none), which it comes back at without a delivery note. */
async function unitCostOf(db: Db, event: StockEvent) {
  const line = await db
    .selectFrom('document_lines')
    .select('unit_cost')
    .where('document_id', '=', documentId(event.documentUid))
    .where('position', '=', event.linePosition)
    .executeTakeFirst();
  return line?.unit_cost == null ? null : priceOf(line.unit_cost);
}

/**
 * Reads what a receipt copies from another document, as its type's profile says (`receiptCost`):
 * the stored moves of its issue, of its delivery note, or of its manufacture's materials. `costs`
 * keeps a manufacture's cost for its other products.
 */
export async function receiptSourceOf(db: Db, event: StockEvent, costs: Map<string, ManufactureCost>): Promise<ReceiptSource> {
  const from = postingProfileOf(event.type)?.receiptCost ?? 'none';
  switch (from) {
    case 'line':
      return { from };
    case 'issue':
      return { from, consumed: await consumedBy(db, event.documentUid, event.linePosition) };
    case 'note':
      return { from, note: await noteOf(db, event), unitCost: await unitCostOf(db, event) };
    case 'materials': {
      let cost = costs.get(event.documentUid);
      if (!cost) {
        cost = await manufactureCostOf(db, event.documentUid);
        costs.set(event.documentUid, cost);
      }
      return { from, cost };
    }
    case 'none':
      throw new Error(`type ${event.type} does not receive stock`);
  }
}
