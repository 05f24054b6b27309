import { z } from 'zod';
import { Decimal, roundMoney } from './money.js';

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
