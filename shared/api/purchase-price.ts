import { z } from 'zod';
import { NamedRef, Uid } from './common.js';
import { IsoDate } from './dates.js';
import { Decimal, roundTo, SCALE } from './money.js';
import { VAT_CODES, vatRate, type VatCode } from './vat.js';

/** Query of GET /entity/purchaseprice/{uid}: the supplier to ask about first, and the day the price is wanted for. */
export const PurchasePriceQuery = z.object({
  /** The supplier whose price comes first; without one, any supplier's. */
  agent: Uid.optional(),
  /** Only documents dated on or before it; without one, all of them. */
  date: IsoDate.optional(),
});
export type PurchasePriceQuery = z.output<typeof PurchasePriceQuery>;

/**
 * The last price a goods item or service was bought at: its line's price in the latest posted buying
 * document (by date, then number), that supplier's when there is one, else any supplier's; with
 * whether the document's prices include VAT and its rate, so a document of the other kind converts it.
 * Null when it was never bought.
 */
export const PurchasePrice = z
  .object({
    price: z.number(),
    vatInPrice: z.boolean(),
    vatCode: z.string().nullable(),
    /** True when the price is the asked supplier's own. */
    fromAgent: z.boolean(),
    agent: NamedRef.nullable(),
    document: z.object({ uid: z.string(), type: z.string(), no: z.string(), date: z.string() }),
  })
  .nullable();
export type PurchasePrice = z.output<typeof PurchasePrice>;

/** A purchase price found, as its document held it. */
export interface FoundPrice {
  price: number;
  vatInPrice: boolean;
  vatCode: string | null;
}

/**
 * A purchase price as a document of the other VAT convention states it: with VAT added when the new
 * document's prices include VAT and the old one's did not, taken out in the opposite case, to the
 * price's four decimals.
 */
export function purchasePriceIn(found: FoundPrice, vatInPrice: boolean): Decimal {
  const price = new Decimal(found.price);
  if (found.vatInPrice === vatInPrice) return price;
  const code = VAT_CODES.find((known): known is VatCode => known === found.vatCode) ?? null;
  const factor = new Decimal(100 + vatRate(code)).dividedBy(100);
  return roundTo(vatInPrice ? price.times(factor) : price.dividedBy(factor), SCALE.price);
}
