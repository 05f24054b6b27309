import { z } from 'zod';
import { Decimal, roundMoney, sumDecimals } from './money.js';

/** VAT rate codes of our service (docs/service-behaviour.md, "VAT"); numbers are accepted as strings. */
export const VAT_CODES = ['20', '14', '7', '0', 'exempt', 'none'] as const;
export type VatCode = (typeof VAT_CODES)[number];

const RATE: Record<VatCode, number> = { '20': 20, '14': 14, '7': 7, '0': 0, exempt: 0, none: 0 };

/** A vatCode as sent by a client: "20", 20 or "exempt". */
export const VatCodeSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().toLowerCase())
  .pipe(z.enum(VAT_CODES, { error: () => `vatCode must be one of ${VAT_CODES.join(', ')}` }));

/** The rate in percent for a VAT code. */
export function vatRate(code: VatCode | null | undefined): number {
  return code ? RATE[code] : 0;
}

/** VAT and the amount owed for a document sum. */
export interface VatSplit {
  /** VAT amount in kopecks precision. */
  vatSum: Decimal;
  /** What the counterparty owes or is owed: the sum with VAT. */
  total: Decimal;
  /** The sum without VAT. */
  net: Decimal;
}

/**
 * Splits or adds VAT on a document sum: extracted when `vatInPrice`
 * (vat = round(sum × r / (100 + r), 2)), added on top otherwise (vat = round(sum × r / 100, 2)).
 */
export function computeVat(sum: Decimal, code: VatCode | null | undefined, vatInPrice: boolean): VatSplit {
  const rate = vatRate(code);
  if (vatInPrice) {
    const vatSum = roundMoney(sum.times(rate).dividedBy(100 + rate));
    return { vatSum, total: sum, net: sum.minus(vatSum) };
  }
  const vatSum = roundMoney(sum.times(rate).dividedBy(100));
  return { vatSum, total: sum.plus(vatSum), net: sum };
}

/** An invoice a delivery note or an act is cut from, and what its other parts already took. */
export interface InvoiceRest {
  /** The invoice's sum, VAT code and whether its prices include VAT. */
  sum: Decimal;
  vatSum: Decimal;
  vatCode: VatCode | null;
  vatInPrice: boolean;
  /** The sums and VAT of the invoice's other parts. */
  parts: { sum: Decimal; vatSum: Decimal }[];
}

/** A part's `sum`, its VAT rate (`code`), and whether its prices include VAT (`vatInPrice`). */
export interface PartSum {
  sum: Decimal;
  code: VatCode | null | undefined;
  vatInPrice: boolean;
}

/**
 * VAT of one part of an invoice: its own rounded VAT, except for the part that completes the
 * invoice's sum, which takes what is left of the invoice's VAT, so that the parts' VAT and totals
 * add up to the invoice's exactly (rounding each part on its own leaves ±0,01 per part). The rest
 * is taken only when it differs from the part's own VAT by rounding, at most 0,01 per part.
 */
export function computePartVat({ sum, code, vatInPrice }: PartSum, invoice: InvoiceRest | null): VatSplit {
  const own = computeVat(sum, code, vatInPrice);
  if (!invoice || invoice.vatCode !== (code ?? null) || invoice.vatInPrice !== vatInPrice || invoice.parts.length === 0) return own;
  const restSum = invoice.sum.minus(sumDecimals(invoice.parts.map((part) => part.sum)));
  if (!restSum.equals(sum)) return own;
  const vatSum = invoice.vatSum.minus(sumDecimals(invoice.parts.map((part) => part.vatSum)));
  const roundingGap = new Decimal('0.01').times(invoice.parts.length + 1);
  if (vatSum.minus(own.vatSum).abs().greaterThan(roundingGap)) return own;
  return vatInPrice ? { vatSum, total: sum, net: sum.minus(vatSum) } : { vatSum, total: sum.plus(vatSum), net: sum };
}
