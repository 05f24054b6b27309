/**
 * Shipping more than an invoice has open (its total with VAT less what posted delivery notes and
 * acts linked to it already shipped) is allowed: the editor warns before saving and the user decides
 * (docs/desktop-app.md, "Invoices, payments and shipments").
 */
import { Decimal } from '../../../../shared/api/money.js';

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
