import { z } from 'zod';
import { IsoDate } from './dates.js';
import { MONEY_ACCOUNT_KINDS } from './money-accounts.js';

/** The first day of the month of an ISO date: where the report's turnovers start when `from` is not sent. */
export const monthStartOf = (date: string): string => `${date.slice(0, 7)}-01`;

/**
 * Query of `GET /report/moneybalances/` («Залишки коштів»): the balances at the end of `date`, with the
 * turnovers from `from` (the first day of the month of `date` when not sent), which may not be after `date`.
 */
// An object with a check, not a transform: the app's bridge merges a query's fields into its request.
export const MoneyBalancesQuery = z
  .object({ date: IsoDate, from: IsoDate.optional() })
  .refine((q) => q.from === undefined || q.from <= q.date, { error: 'from must not be after date', path: ['from'] });
export type MoneyBalancesQuery = z.output<typeof MoneyBalancesQuery>;

const MoneyFigures = {
  /** The balance before `from`. */
  opening: z.number(),
  in: z.number(),
  out: z.number(),
  /** The balance at the end of `date`: opening + in − out. */
  closing: z.number(),
};

/** One of our money accounts in the report: what it is, and its money. */
export const MoneyBalanceRow = z.object({
  moneyAccount: z.object({ uid: z.string(), name: z.string() }),
  kind: z.enum(MONEY_ACCOUNT_KINDS),
  iban: z.string(),
  ...MoneyFigures,
});
export type MoneyBalanceRow = z.output<typeof MoneyBalanceRow>;

/**
 * Data of the «Залишки коштів» report: every bank account and cash desk of ours with its balance at
 * `from`, money in and out up to `date` and its balance then, from the posted payments, and the
 * totals. Amounts are JSON numbers in hryvnias with kopecks, as elsewhere in the API.
 */
export const MoneyBalances = z.object({
  date: z.string(),
  from: z.string(),
  rows: z.array(MoneyBalanceRow),
  total: z.object(MoneyFigures),
});
export type MoneyBalances = z.output<typeof MoneyBalances>;
