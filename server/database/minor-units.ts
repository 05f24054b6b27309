import { Decimal, SCALE } from '../../shared/api/money.js';

/**
 * Amounts and quantities as the database holds them: whole numbers of their smallest unit
 * (quantities in thousandths, prices in ten-thousandths, money in kopecks), an INTEGER on the
 * company file and a bigint on PostgreSQL. Sums in SQL are then exact on both engines, where
 * SQLite would add decimal columns as floating point (docs/database.md, "Amounts").
 *
 * The type is branded and not a number to TypeScript, so a stored figure can reach arithmetic or
 * a reply only through `fromMinor`, and a Decimal reaches a column only through `toMinor`.
 */
export type Minor<S extends number> = { readonly __minorUnitsOfScale: S };

/** A quantity in thousandths. */
export type Qty = Minor<typeof SCALE.qty>;
/** A price in ten-thousandths. */
export type Price = Minor<typeof SCALE.price>;
/** Money in kopecks. */
export type Money = Minor<typeof SCALE.sum>;

const POWERS = [1, 10, 100, 1000, 10000] as const;

/** Thrown when a figure cannot be held exactly in the database's units. */
export class FigureOutOfRange extends RangeError {}

/**
 * The words of a refusal for a sum a read met beyond exact integers (2^53 of its units): the books
 * hold figures past the amount limits, which a company written before they were kept may
 * (docs/database.md, "Amounts"). `detail` is the driver's own text, which names the figure.
 */
export function beyondExact(detail: string): string {
  const figure = /-?\d{16,}/.exec(detail)?.[0];
  return `the books add up to ${figure ?? 'a figure'} in the database's units, beyond exact arithmetic; the amount limits keep new entries within it`;
}

/** A decimal in the database's units; refuses one with more decimals than the scale, or too large to hold exactly. */
export function toMinor<S extends number>(value: Decimal, scale: S): Minor<S> {
  const scaled = value.times(POWERS[scale] ?? 10 ** scale);
  if (!scaled.isInteger()) throw new FigureOutOfRange(`${value.toFixed()} has more than ${scale} decimals`);
  const units = scaled.toNumber();
  if (!Number.isSafeInteger(units)) throw new FigureOutOfRange(`${value.toFixed()} is too large to hold exactly`);
  return units as unknown as Minor<S>;
}

/** A stored figure as it is at run time: the brand is only a type; the value is a number (a SUM may be a string or a bigint). */
export function rawFigure(value: Minor<number> | number | string | bigint | null): number | string | bigint | null {
  return value as number | string | bigint | null;
}

/** A stored figure (or a SUM of them, as either engine returns it) as an exact Decimal. */
export function fromMinor(value: Minor<number> | number | string | bigint | null, scale: number): Decimal {
  // In exponent notation rather than divided: the same exact value, read without a division (a posting reads thousands).
  return new Decimal(`${rawFigure(value) ?? 0}e-${scale}`);
}

/** A stored figure (or a SUM) as a plain integer of its units, for the report paths that add integers. */
export function minorUnits(value: Minor<number> | number | string | bigint | null): number {
  const units = Number(value ?? 0);
  if (!Number.isSafeInteger(units)) throw new FigureOutOfRange(`${String(rawFigure(value))} is beyond exact integer arithmetic`);
  return units;
}

/** Zero in any scale. */
export const ZERO = 0 as unknown as Minor<never>;

/** Shorthands for the three scales. */
export const qtyToDb = (value: Decimal): Qty => toMinor(value, SCALE.qty);
export const priceToDb = (value: Decimal): Price => toMinor(value, SCALE.price);
export const moneyToDb = (value: Decimal): Money => toMinor(value, SCALE.sum);
export const qtyOf = (value: Qty | number | string | null): Decimal => fromMinor(value, SCALE.qty);
export const priceOf = (value: Price | number | string | null): Decimal => fromMinor(value, SCALE.price);
export const moneyOf = (value: Money | number | string | null): Decimal => fromMinor(value, SCALE.sum);
