import { z } from 'zod';
import { Uid } from './common.js';
import type { OperationType } from './document-types.js';
import { ReadVersion } from './versions.js';

/** The type a month's close (закриття місяця) has in lists, history and the entries' documents. */
export const MONTH_CLOSE_TYPE: OperationType = 'monthClose';

/** A calendar month as `YYYY-MM` (2026-10). */
export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be a month such as 2026-10' });

/** The first and last day of a month (`2026-10` → 2026-10-01 and 2026-10-31), ISO dates. */
export function daysOfMonth(month: string): { first: string; last: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one; UTC, so no time zone moves it.
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** Query of GET /ledger/monthclose/preview and body of POST /ledger/monthclose and /ledger/monthclose/reverse. */
export const MonthCloseQuery = z.object({ month: Month });
export type MonthCloseQuery = z.output<typeof MonthCloseQuery>;

/** One closing entry: Дт `debit` Кт `credit` `amount` (hryvnias with kopecks). */
export const MonthCloseEntry = z.object({ debit: z.string(), credit: z.string(), amount: z.number() });
export type MonthCloseEntry = z.output<typeof MonthCloseEntry>;

/** A close of a month that is written: its document and whether it still matches the month's entries. */
export const MonthCloseDocument = z.object({
  uid: Uid,
  no: z.string(),
  date: z.string(),
  /** The entries it wrote. */
  entries: z.array(MonthCloseEntry),
  /** False when a posting changed the month's revenue or expenses after it was written: closing again replaces it. */
  upToDate: z.boolean(),
  version: ReadVersion,
});
export type MonthCloseDocument = z.output<typeof MonthCloseDocument>;

/**
 * A month's close as the preview shows it: the entries a close would write now (revenue and expense
 * accounts to 791, then 791 to 441 or 442), the revenue and expenses closed, the result (a profit
 * above zero, a loss below), and the close written before, if any.
 */
export const MonthClosePreview = z.object({
  month: Month,
  /** The day the close is dated: the month's last. */
  date: z.string(),
  entries: z.array(MonthCloseEntry),
  revenue: z.number(),
  expenses: z.number(),
  result: z.number(),
  closed: MonthCloseDocument.nullable(),
});
export type MonthClosePreview = z.output<typeof MonthClosePreview>;

/** The answer of reversing a month's close: the document that was unposted and deleted. */
export const MonthCloseReversed = z.object({ month: Month, uid: Uid, reversed: z.literal(true) });
export type MonthCloseReversed = z.output<typeof MonthCloseReversed>;
