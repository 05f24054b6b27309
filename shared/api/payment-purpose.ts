import { formatAmountUk, formatDateUk } from './format-uk.js';
import { Decimal, roundMoney } from './money.js';

/** What is still to pay on an invoice: its total less what posted payments paid, never below zero. */
export function openAmount(total: Decimal, paid: Decimal): Decimal {
  return Decimal.max(total.minus(paid), 0);
}

/** The VAT inside a part of an invoice's total, in the invoice's own proportion, to the kopeck. */
export function vatInPart(part: Decimal, vatSum: Decimal, total: Decimal): Decimal {
  return total.isZero() ? new Decimal(0) : roundMoney(part.times(vatSum).dividedBy(total));
}

/** An invoice as a payment's purpose names it: its number and date. */
export interface InvoiceReference {
  no: string;
  date: string;
}

/**
 * The purpose of a payment for an invoice, as Ukrainian bank documents write it:
 * «Оплата за рахунком № 000123 від 21.11.2026, у т.ч. ПДВ 20,00 грн» (or «без ПДВ»). It is data for
 * the bank, so it is Ukrainian whatever the language of the app.
 */
export function invoicePaymentPurpose(invoice: InvoiceReference, vat: Decimal): string {
  const date = invoice.date.slice(0, 10).split('-').reverse().join('.');
  const vatText = vat.isZero() ? 'без ПДВ' : `у т.ч. ПДВ ${formatAmountUk(vat)} грн`;
  return `Оплата за рахунком № ${invoice.no} від ${date}, ${vatText}`;
}

/**
 * The memo of a delivery note or act made from an invoice: «Згідно з рахунком № 000105 від
 * 19.11.2026». It is printed on the document, so it is Ukrainian whatever the language of the app.
 */
export function basedOnInvoiceMemo(invoice: InvoiceReference): string {
  return `Згідно з рахунком № ${invoice.no} від ${formatDateUk(invoice.date)}`;
}
