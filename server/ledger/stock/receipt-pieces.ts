import { computeVat, Decimal, lineSum, roundMoney, splitProportionally, sumDecimals, type VatCode } from '../../../shared/api/index.js';
import type { StockEvent } from './fifo.js';

/**
 * What a receipt's batches cost, without a database (docs/service-behaviour.md, "Posting effects",
 * "Manufacture"): the figures a receipt copies from another document come in its source, read by
 * receipt-cost.ts.
 */

/** A part of a receipt: a batch with its quantity, cost and supplier. */
export interface Piece {
  qty: Decimal;
  amount: Decimal;
  supplier: string | null;
}

/** Cost of each product and material line of a manufacture document, by line uid. */
export interface ManufactureCost {
  total: Decimal;
  products: Map<string, Decimal>;
  materials: Map<string, Decimal>;
}

/** A line of a manufacture document as its cost goes: `sentSum` is the sum the client sent. */
export interface ManufactureLine {
  uid: string;
  position: number;
  kind: string | null;
  qty: Decimal;
  sentSum: Decimal;
  service: boolean;
}

/**
 * Where a receipt's cost comes from, by its type's posting profile (`receiptCost`): its own line, what
 * its document's issue of the same line took (a move between stores), the delivery note it returns
 * (with what the note's lines of its goods took) or else the unit cost on its line, or its
 * manufacture's materials and services.
 */
export type ReceiptSource =
  | { from: 'line' }
  | { from: 'issue'; consumed: Piece[] }
  | { from: 'note'; note: { date: string; consumed: Piece[] } | null; unitCost: Decimal | null }
  | { from: 'materials'; cost: ManufactureCost };

/** A line's amount without VAT: the cost of goods bought. */
export function netOfLine(event: Pick<StockEvent, 'lineSum' | 'vatCode' | 'vatInPrice'>): Decimal {
  return event.vatInPrice ? computeVat(event.lineSum, event.vatCode as VatCode | null, true).net : event.lineSum;
}

/**
 * Materials at the cost of the batches they consumed (`consumed`, by line position) plus services at
 * their sent sums, split across products by their sent sums when all are positive, otherwise by quantity.
 */
export function manufactureCost(lines: ManufactureLine[], consumed: { line: number; amount: Decimal }[]): ManufactureCost {
  const materials = new Map<string, Decimal>();
  for (const line of lines.filter((l) => l.kind === 'material')) {
    const amount = line.service ? line.sentSum : sumDecimals(consumed.filter((c) => c.line === line.position).map((c) => c.amount));
    materials.set(line.uid, amount);
  }
  const total = sumDecimals(materials.values());
  const products = lines.filter((l) => l.kind === 'product');
  const bySum = products.length > 0 && products.every((p) => p.sentSum.greaterThan(0));
  const weights = products.map((p) => (bySum ? p.sentSum : p.qty));
  const shares =
    products.length > 0 && !sumDecimals(weights).isZero() ? splitProportionally(total, weights) : products.map(() => new Decimal(0));
  // One share per product: splitProportionally answers as many as it was given weights.
  return { total, products: new Map(products.map((p, i) => [p.uid, shares[i]!])), materials };
}

/**
 * A customer return comes back at the cost its delivery note left with, per unit, when the note is dated
 * on or before it (the FIFO holds a return of the note's own day back until the note has taken its
 * goods, fifo.ts); else at the unit cost on its line; else, as returns posted before they had one did,
 * at the line's net amount. A note dated after the return cannot be its basis: posting refuses it
 * (documents/return-rules.ts), and one linked before that rule falls back like an unbased return.
 */
function returnPiece(event: StockEvent, note: { date: string; consumed: Piece[] } | null, unitCost: Decimal | null): Piece {
  if (note && note.date <= event.date) {
    const qty = sumDecimals(note.consumed.map((c) => c.qty));
    if (qty.greaterThan(0)) {
      const amount = sumDecimals(note.consumed.map((c) => c.amount));
      const largest = note.consumed.reduce((a, b) => (b.qty.greaterThan(a.qty) ? b : a));
      const cost = event.qty.equals(qty) ? amount : roundMoney(amount.times(event.qty).dividedBy(qty));
      return { qty: event.qty, amount: cost, supplier: largest.supplier };
    }
  }
  if (unitCost) return { qty: event.qty, amount: lineSum(event.qty, unitCost), supplier: null };
  return { qty: event.qty, amount: netOfLine(event), supplier: null };
}

/** The batches a receipt line creates, with their cost and supplier, from where its cost comes. */
export function receiptPieces(event: StockEvent, source: ReceiptSource): Piece[] {
  switch (source.from) {
    case 'line':
      // A non-payer's purchase costs what it was posted with, VAT included (docs/general-ledger.md, "A non-payer's VAT").
      return [{ qty: event.qty, amount: event.costWithVat ?? netOfLine(event), supplier: event.agentUid }];
    case 'issue':
      // Batches keep their cost and supplier when they move.
      return source.consumed.map((c) => ({ qty: c.qty, amount: c.amount, supplier: c.supplier }));
    case 'note':
      return [returnPiece(event, source.note, source.unitCost)];
    case 'materials':
      return [{ qty: event.qty, amount: source.cost.products.get(event.lineUid) ?? new Decimal(0), supplier: null }];
  }
}
