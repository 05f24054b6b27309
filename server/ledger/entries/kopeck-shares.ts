/**
 * Integer arithmetic of the entries (docs/general-ledger.md, "Entries"): a posting's figures are
 * already whole kopecks and thousandths in the database, so the entries are built from those integers
 * rather than Decimal objects, and stay exact: sums of safe integers, and shares computed in BigInt.
 */

/** `numerator / denominator` rounded to a whole number, halves away from zero (as `roundMoney` rounds kopecks). */
function roundedQuotient(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const abs = (v: bigint) => (v < 0n ? -v : v);
  if (2n * abs(remainder) < abs(denominator)) return Number(quotient);
  return Number(quotient + (numerator < 0n === denominator < 0n ? 1n : -1n));
}

/** The sum of integer minor units. */
export function sumUnits(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Splits `total` kopecks across `weights` proportionally, each share rounded to a kopeck, the
 * rounding remainder to the first of the largest weights, so the shares add up to `total` exactly:
 * the figures `splitProportionally` (shared/api/money.ts) gives for the same amounts. The weights are
 * line sums, never negative.
 */
export function splitUnits(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const weightSum = sumUnits(weights);
  if (weightSum === 0) throw new Error('cannot split by weights that sum to zero');
  const shares = weights.map((w) => roundedQuotient(BigInt(total) * BigInt(w), BigInt(weightSum)));
  let largest = 0;
  weights.forEach((w, i) => {
    if (w > weights[largest]!) largest = i;
  });
  shares[largest]! += total - sumUnits(shares);
  return shares;
}
