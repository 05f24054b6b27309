import type { z } from 'zod';
import { countsInDocumentSum } from './document-types.js';
import { Decimal, lineSum, roundTo, SCALE, sumDecimals } from './money.js';

/**
 * Amount rules shared by the service (which refuses with 422 INVALID_AMOUNT) and the document
 * editor (which shows the same words next to the cell before saving). The behaviour is written
 * down in docs/service-behaviour.md, "Amounts".
 */

/**
 * Every quantity and sum, sent or derived (qty × price, the sum of the lines), stays below this,
 * and every price below PRICE_LIMIT. The store keeps each as a whole number of its smallest unit
 * (thousandths, kopecks, ten-thousandths of a price) that must stay exact as a JavaScript number
 * (below 2^53, about 9·10^15): 10^12 thousandths and 10^11 ten-thousandths are 10^15.
 */
export const AMOUNT_LIMIT = new Decimal('1e12');
/** The largest price (exclusive): see AMOUNT_LIMIT. */
export const PRICE_LIMIT = new Decimal('1e11');

/**
 * What the books may hold in all: the amounts of all their entries together stay below this (10^13
 * hryvnias, 10^15 kopecks). Every figure a report adds (a turnover, a balance, a total of the ОСВ or
 * the statements) is a sum of some of those amounts, so it stays an exact integer of kopecks on both
 * engines and in JavaScript (below 2^53), and an exact JSON number (15 significant digits). The store
 * keeps it (docs/database.md, "Amounts"); a posting that would pass it is refused with 422 INVALID_AMOUNT.
 */
export const BOOKS_LIMIT = new Decimal('1e13');

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

/**
 * The amount rules a request body breaks, in the service's own words (`details[1].price must not
 * be negative`), from the schema the service parses it with: what an editor shows before saving.
 */
export function amountProblemsIn(schema: z.ZodType, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.filter(isAmountIssue).map((issue) => `${fieldPath(issue.path)} ${issue.message}`);
}

/** A problem a schema reported: its code and parameters. */
export interface ReportedIssue {
  code: string;
  params?: unknown;
}

/** Whether a zod issue is a refused amount rather than malformed input. */
export function isAmountIssue(issue: ReportedIssue): boolean {
  return issue.code === 'custom' && (issue.params as { code?: unknown } | undefined)?.code === AMOUNT_ISSUE_CODE;
}

/** A field path as a client writes it: `details[2].qty`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');
}

/** Why a figure at or above AMOUNT_LIMIT is refused. */
export const LIMIT_TEXT = 'must be less than 1000000000000';
/** Why a price at or above PRICE_LIMIT is refused. */
export const PRICE_LIMIT_TEXT = 'must be less than 100000000000';

/** The limit of a figure kept with `places` decimals, and the words of its refusal. */
export function limitOf(places: number): { limit: Decimal; text: string } {
  return places === SCALE.price ? { limit: PRICE_LIMIT, text: PRICE_LIMIT_TEXT } : { limit: AMOUNT_LIMIT, text: LIMIT_TEXT };
}

/** A line's figures as parsed, before the service fills in its defaults. */
export interface LineAmounts {
  qty: Decimal;
  price?: Decimal;
  sum?: Decimal;
}

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
  if (!line.price && linePriceOf(line).abs().greaterThanOrEqualTo(PRICE_LIMIT))
    return { field: 'price', message: `(sum ÷ qty) ${PRICE_LIMIT_TEXT}` };
  if (!line.sum && lineSumOfInput(line).abs().greaterThanOrEqualTo(AMOUNT_LIMIT))
    return { field: 'sum', message: `(qty × price) ${LIMIT_TEXT}` };
  return null;
}

/** Why the sum of `lines` cannot be a document sum, or null. */
export function linesTotalOverflow(lines: readonly LineAmounts[]): string | null {
  return sumDecimals(lines.map(lineSumOfInput)).abs().greaterThanOrEqualTo(AMOUNT_LIMIT) ? `(the sum of the lines) ${LIMIT_TEXT}` : null;
}

/** Why the entries of a manual operation, added up, cannot be its sum (as a document's lines, below AMOUNT_LIMIT), or null. */
export function entriesTotalOverflow(amounts: readonly Decimal[]): string | null {
  return sumDecimals([...amounts]).greaterThanOrEqualTo(AMOUNT_LIMIT) ? `(the sum of the entries) ${LIMIT_TEXT}` : null;
}

/**
 * The sum a document of `type` gets when none is sent: the sum of the lines that count in it. For every type
 * that is all its lines; a manufacture counts its products only, whose sum its posting makes equal to the
 * materials and services spent (docs/service-behaviour.md, "Manufacture"). The service and the editor both use it.
 */
export function documentSumOfLines(type: string, lines: readonly { kind?: string | null; sum: Decimal }[]): Decimal {
  return sumDecimals(lines.filter((line) => countsInDocumentSum(type, line.kind)).map((line) => line.sum));
}
