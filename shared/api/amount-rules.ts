import { Decimal, lineSum, roundTo, SCALE, sumDecimals } from './money.js';

/**
 * Amount rules shared by the service (which refuses with 422 INVALID_AMOUNT) and the document
 * editor (which shows the same words next to the cell before saving). The behaviour is written
 * down in docs/service-behaviour.md, "Amounts".
 */

/**
 * Every figure, sent or derived (qty × price, sum ÷ qty, the sum of the lines), stays below this.
 * With it, a line sum fits the stored 2 decimals, a price the stored 4, a document total with VAT
 * on top the stored sum column, and each of them an integer count of minor units in 64 bits.
 */
export const AMOUNT_LIMIT = new Decimal('1e12');

/** The error code of a refused amount; its HTTP status is 422. */
export const AMOUNT_ISSUE_CODE = 'INVALID_AMOUNT';

/** Which sign a figure must have: quantities are above zero, prices and sums are not negative. */
export type SignRule = 'positive' | 'nonNegative';

/** Why `value` breaks `rule`, or null when it keeps it. */
export function signProblem(value: Decimal, rule: SignRule): string | null {
  if (rule === 'positive') return value.greaterThan(0) ? null : 'must be greater than 0';
  return value.isNegative() ? 'must not be negative' : null;
}

/** A zod issue of a refused amount: parseInput answers 422 when every issue of a request is one. */
export function amountIssue(message: string, path: PropertyKey[] = []) {
  return { code: 'custom' as const, message, path, params: { code: AMOUNT_ISSUE_CODE } };
}

/** Whether a zod issue is a refused amount rather than malformed input. */
export function isAmountIssue(issue: { code: string; params?: unknown }): boolean {
  return issue.code === 'custom' && (issue.params as { code?: unknown } | undefined)?.code === AMOUNT_ISSUE_CODE;
}

/** A field path as a client writes it: `details[2].qty`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');
}

/** Why a figure at or above AMOUNT_LIMIT is refused. */
export const LIMIT_TEXT = 'must be less than 1000000000000';

/** A line's figures as parsed, before the service fills in its defaults. */
export interface LineAmounts { qty: Decimal; price?: Decimal; sum?: Decimal }

/** The price the service stores for a line: the sent one, else sum ÷ qty, else 0. */
export function linePriceOf(line: LineAmounts): Decimal {
  if (line.price) return line.price;
  return line.sum && !line.qty.isZero() ? roundTo(line.sum.dividedBy(line.qty), SCALE.price) : new Decimal(0);
}

/** The sum the service stores for a line: the sent one, else round(qty × price, 2). */
export function lineSumOfInput(line: LineAmounts): Decimal {
  return line.sum ?? lineSum(line.qty, linePriceOf(line));
}

/** The derived figure of a line that overflows, with its field, or null. */
export function lineOverflow(line: LineAmounts): { field: 'price' | 'sum'; message: string } | null {
  if (!line.price && linePriceOf(line).abs().greaterThanOrEqualTo(AMOUNT_LIMIT)) return { field: 'price', message: `(sum ÷ qty) ${LIMIT_TEXT}` };
  if (!line.sum && lineSumOfInput(line).abs().greaterThanOrEqualTo(AMOUNT_LIMIT)) return { field: 'sum', message: `(qty × price) ${LIMIT_TEXT}` };
  return null;
}

/** Why the sum of `lines` cannot be a document sum, or null. */
export function linesTotalOverflow(lines: readonly LineAmounts[]): string | null {
  return sumDecimals(lines.map(lineSumOfInput)).abs().greaterThanOrEqualTo(AMOUNT_LIMIT) ? `(the sum of the lines) ${LIMIT_TEXT}` : null;
}
