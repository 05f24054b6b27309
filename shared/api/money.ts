import { Decimal } from 'decimal.js';

/**
 * Exact decimal arithmetic for amounts and quantities.
 * Every amount crosses the API as a JSON number or a numeric string and is
 * turned into a Decimal at once; nothing is ever added or multiplied as a float.
 */
export { Decimal };

/** Decimal places kept for each kind of figure (docs/service-behaviour.md, "Sums and numbers"). */
export const SCALE = { qty: 3, price: 4, sum: 2 } as const;

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Parses a JSON number or numeric string into a Decimal; returns null when it is not a finite decimal. */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return new Decimal(value.trim());
  return null;
}

/** Rounds half away from zero, the way Ukrainian accounting rounds kopecks. */
export function roundTo(value: Decimal, places: number): Decimal {
  return value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** Rounds an amount to kopecks. */
export function roundMoney(value: Decimal): Decimal {
  return roundTo(value, SCALE.sum);
}

/** Sum of a list of decimals (zero for an empty list). */
export function sumDecimals(values: Iterable<Decimal>): Decimal {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(v);
  return total;
}

/** qty × price rounded to kopecks: the default line sum. */
export function lineSum(qty: Decimal, price: Decimal): Decimal {
  return roundMoney(qty.times(price));
}

/** An amount as text with its kopecks (`1234.50`), exactly: rounded half away from zero if it has more places. */
export function moneyText(value: Decimal): string {
  // Decimal's own toFixed writes the exact digits (it only pads here, the value is already rounded): no float involved.
  return roundMoney(value).toFixed(SCALE.sum);
}

/** Canonical text of a decimal for storage in a numeric column. */
export function toDbNumeric(value: Decimal): string {
  return value.toFixed();
}

/** A decimal as a JSON number for a response; exact for the scales used here (at most 15 significant digits). */
export function toJsonNumber(value: Decimal | string): number {
  return Number(typeof value === 'string' ? value : value.toFixed());
}

/**
 * Splits `total` across `weights` proportionally, each share rounded to kopecks;
 * the rounding remainder goes to the largest weight so the shares add up to `total` exactly.
 */
export function splitProportionally(total: Decimal, weights: Decimal[]): Decimal[] {
  const weightSum = sumDecimals(weights);
  if (weights.length === 0) return [];
  if (weightSum.isZero()) throw new Error('cannot split by weights that sum to zero');
  const shares = weights.map((w) => roundMoney(total.times(w).dividedBy(weightSum)));
  const remainder = total.minus(sumDecimals(shares));
  // The remainder goes to the first of the largest weights.
  let largest = 0;
  let largestWeight: Decimal | undefined;
  weights.forEach((w, i) => {
    if (largestWeight === undefined || w.greaterThan(largestWeight)) [largest, largestWeight] = [i, w];
  });
  return shares.map((share, i) => (i === largest ? share.plus(remainder) : share));
}
