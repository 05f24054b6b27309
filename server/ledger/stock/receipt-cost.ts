import { sql } from 'kysely';
import { Decimal, computeVat, roundMoney, splitProportionally, sumDecimals, type VatCode } from '../../../shared/api/index.js';
import type { StockEvent } from './events.js';
import { moneyOf, qtyOf } from '../../store/minor-units.js';
import { documentId } from './keys.js';
import type { Db } from '../types.js';

/** A part of a receipt: a batch with its quantity, cost and supplier. */
export interface Piece {
  qty: Decimal;
  amount: Decimal;
  supplier: string | null;
}

/** A line's amount without VAT: the cost of goods bought. */
export function netOfLine(event: Pick<StockEvent, 'lineSum' | 'vatCode' | 'vatInPrice'>): Decimal {
  return event.vatInPrice ? computeVat(event.lineSum, event.vatCode as VatCode | null, true).net : event.lineSum;
}

/** A document's date, or null when there is none by that uid. */
async function dateOf(db: Db, documentUid: string): Promise<string | null> {
  const row = await db.selectFrom('documents').select('date').where('uid', '=', documentUid).executeTakeFirst();
  return row?.date ?? null;
}

/** What a document's lines consumed, per line (its position): qty and amount as positive figures, with suppliers. */
async function consumedBy(db: Db, documentUid: string, line?: number) {
  let query = db
    .selectFrom('stock_moves as m')
    .innerJoin('entities as e', 'e.seq', 'm.entity_id')
    .leftJoin('agents as a', 'a.id', 'm.supplier_id')
    .select(['m.line', 'e.uid as entity_uid', 'm.qty', 'm.amount', 'a.uid as supplier_uid'])
    .where('m.document_id', '=', documentId(documentUid))
    .where(sql<boolean>`m.qty < 0`);
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

/** Cost of each product line of a manufacture document, by line uid (docs/service-behaviour.md, "Manufacture"). */
export interface ManufactureCost {
  total: Decimal;
  products: Map<string, Decimal>;
  materials: Map<string, Decimal>;
}

/**
 * Materials at the cost of the batches they consumed plus services at their sent sums, split
 * across products by their sent sums when all are positive, otherwise by quantity.
 */
export async function manufactureCost(db: Db, documentUid: string): Promise<ManufactureCost> {
  const lines = await db
    .selectFrom('document_lines as l')
    .innerJoin('entities as e', 'e.seq', 'l.entity_id')
    .select(['l.uid', 'l.position', 'l.kind', 'l.qty', 'l.sent_sum', 'e.kind as entity_kind'])
    .where('l.document_id', '=', documentId(documentUid))
    .orderBy('l.position')
    .execute();
  const consumed = await consumedBy(db, documentUid);
  const materials = new Map<string, Decimal>();
  for (const line of lines.filter((l) => l.kind === 'material')) {
    const amount =
      line.entity_kind === 'service'
        ? moneyOf(line.sent_sum)
        : sumDecimals(consumed.filter((c) => c.line === line.position).map((c) => c.amount));
    materials.set(line.uid, amount);
  }
  const total = sumDecimals(materials.values());
  const products = lines.filter((l) => l.kind === 'product');
  const bySum = products.length > 0 && products.every((p) => moneyOf(p.sent_sum).greaterThan(0));
  const weights = products.map((p) => (bySum ? moneyOf(p.sent_sum) : qtyOf(p.qty)));
  const shares =
    products.length > 0 && !sumDecimals(weights).isZero() ? splitProportionally(total, weights) : products.map(() => new Decimal(0));
  // One share per product: splitProportionally answers as many as it was given weights.
  return { total, products: new Map(products.map((p, i) => [p.uid, shares[i]!])), materials };
}

/** The batches a receipt line creates, with their cost and supplier (docs/service-behaviour.md, "Posting effects"). */
export async function receiptPieces(db: Db, event: StockEvent, costs: Map<string, ManufactureCost>): Promise<Piece[]> {
  switch (event.type) {
    case 'waybillIn':
      return [{ qty: event.qty, amount: netOfLine(event), supplier: event.agentUid }];
    case 'inventoryMove':
      // Batches keep their cost and supplier when they move.
      return (await consumedBy(db, event.documentUid, event.linePosition)).map((c) => ({
        qty: c.qty,
        amount: c.amount,
        supplier: c.supplier,
      }));
    case 'manufacture': {
      let cost = costs.get(event.documentUid);
      if (!cost) {
        cost = await manufactureCost(db, event.documentUid);
        costs.set(event.documentUid, cost);
      }
      return [{ qty: event.qty, amount: cost.products.get(event.lineUid) ?? new Decimal(0), supplier: null }];
    }
    case 'waybillRetOut':
      return [await returnFromCustomerPiece(db, event)];
    default:
      throw new Error(`type ${event.type} does not receive stock`);
  }
}

/**
 * A customer return comes back at the cost it left with, when linked to a delivery note dated before
 * it; else at the line's net amount. A delivery note of the return's day or later comes after the
 * return in stock order, so it could take the very goods returned, and its cost and the return's
 * would feed each other: the outcome then depended on the order of posting (docs/service-behaviour.md).
 */
async function returnFromCustomerPiece(db: Db, event: StockEvent): Promise<Piece> {
  const noteDate = event.parentUid ? await dateOf(db, event.parentUid) : null;
  if (event.parentUid && noteDate !== null && noteDate < event.date) {
    const left = (await consumedBy(db, event.parentUid)).filter((c) => c.entity === event.entity);
    const qty = sumDecimals(left.map((c) => c.qty));
    if (qty.greaterThan(0)) {
      const amount = sumDecimals(left.map((c) => c.amount));
      const largest = left.reduce((a, b) => (b.qty.greaterThan(a.qty) ? b : a));
      const cost = event.qty.equals(qty) ? amount : roundMoney(amount.times(event.qty).dividedBy(qty));
      return { qty: event.qty, amount: cost, supplier: largest.supplier };
    }
  }
  return { qty: event.qty, amount: netOfLine(event), supplier: null };
}
