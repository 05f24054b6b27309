/**
 * Shipping more than an invoice has open (its total with VAT less what posted delivery notes and
 * acts linked to it already shipped) is allowed: the editor warns before saving and the user decides
 * (docs/desktop-app.md, "Invoices, payments and shipments").
 */
import type { DocumentType } from '../../../../shared/api/document-types.js';
import { Decimal } from '../../../../shared/api/money.js';

/** The types whose total counts as shipped against their invoice, as the service counts them (docs/service-behaviour.md, "Links"). */
const SHIPMENT_TYPES: readonly DocumentType[] = ['waybillOut', 'billCompleteWork', 'waybillIn', 'billCompleteWorkIn'];

export const isShipment = (type: DocumentType) => SHIPMENT_TYPES.includes(type);

interface OverShipment {
  total: Decimal;
  open: Decimal;
  over: Decimal;
}

/** How far a note's total goes beyond what is open on its invoice; null when it does not. */
export function overShipment(noteTotal: Decimal, invoice: { total: number; shipped: number } | null): OverShipment | null {
  if (!invoice) return null;
  const open = Decimal.max(new Decimal(invoice.total).minus(invoice.shipped), 0);
  const over = noteTotal.minus(open);
  return over.greaterThan(0) ? { total: noteTotal, open, over } : null;
}
