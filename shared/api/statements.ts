import { z } from 'zod';
import { IsoDate, isIsoDate } from './dates.js';
import { Decimal, roundTo } from './money.js';

/** The periods the forms are filed for, each from 1 January: I квартал, півріччя, 9 місяців, рік. */
export const STATEMENT_PERIODS = ['q1', 'h1', 'm9', 'year'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];
const LAST_MONTH: Record<StatementPeriod, number> = { q1: 3, h1: 6, m9: 9, year: 12 };

/** The last day of a month, `YYYY-MM-DD`. */
export function monthEnd(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The dates of a period the forms are filed for: 1 January of `year` to the last day of its quarter, half or year. */
export function statementsPeriod(year: number, period: StatementPeriod): { from: string; to: string } {
  return { from: `${String(year).padStart(4, '0')}-01-01`, to: monthEnd(year, LAST_MONTH[period]) };
}

/** Which filed period `from`–`to` is, if it is one. */
export function statementPeriodOf(from: string, to: string): StatementPeriod | undefined {
  const year = Number(to.slice(0, 4));
  return STATEMENT_PERIODS.find((period) => {
    const dates = statementsPeriod(year, period);
    return dates.from === from && dates.to === to;
  });
}

/**
 * The forms' period, checked: Форма № 1-м stands at 1 January («На початок звітного року») and at
 * the period's end, and Форма № 2-м covers the year from 1 January, so `from` is 1 January of the year
 * of `to` (the filed periods end a quarter; any other day gives an interim report).
 * docs/general-ledger.md, "Statements".
 */
function checkPeriod(query: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
  if (query.from !== `${query.to.slice(0, 4)}-01-01`)
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: `must be 1 January of the year the period ends in (${query.to.slice(0, 4)}-01-01): the forms report from the start of the year`,
    });
}

const PERIOD = { from: IsoDate, to: IsoDate };

/**
 * Query of GET /report/statements/: a period from 1 January to a day of that year; the results are
 * compared with the same period a year before.
 */
export const StatementsQuery = z.object(PERIOD).superRefine(checkPeriod);
export type StatementsQuery = z.output<typeof StatementsQuery>;

/** Which of the two statements a printout holds: Форма № 1-м «Баланс» or Форма № 2-м «Звіт про фінансові результати». */
export const StatementFormName = z.enum(['balance', 'results']);
export type StatementFormName = z.output<typeof StatementFormName>;

/** Query of GET /report/statements/pdf: the period, and one form; without `form`, both (1-м, then 2-м), as offices file them. */
export const StatementsPdfQuery = z.object({ ...PERIOD, form: StatementFormName.optional() }).superRefine(checkPeriod);
export type StatementsPdfQuery = z.output<typeof StatementsPdfQuery>;

/** The accounts (code prefixes) a line is read from, for a client to open their ОСВ or card; none for a total. */
const LineAccounts = z.array(z.string());

/** A line of Форма № 1-м: exact amounts (hryvnias and kopecks) at 1 January and at the period's end, and as the form prints them, in thousands with one decimal. */
export const BalanceStatementLine = z
  .object({
    code: z.string(),
    start: z.number(),
    end: z.number(),
    startThousands: z.number(),
    endThousands: z.number(),
    accounts: LineAccounts,
  })
  .loose();
export type BalanceStatementLine = z.output<typeof BalanceStatementLine>;

/** A line of Форма № 2-м: exact amounts from 1 January to the period's end and of the same period a year before, and both in thousands with one decimal. */
export const ResultStatementLine = z
  .object({
    code: z.string(),
    current: z.number(),
    previous: z.number(),
    currentThousands: z.number(),
    previousThousands: z.number(),
    accounts: LineAccounts,
  })
  .loose();
export type ResultStatementLine = z.output<typeof ResultStatementLine>;

/**
 * Data of the statements reply: Форма № 1-м at 1 January (`from`, the balance before it) and at `to`,
 * and Форма № 2-м for the period and for the same period a year before (`previousFrom`–`previousTo`).
 */
export const Statements = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  balance: z.array(BalanceStatementLine),
  results: z.array(ResultStatementLine),
});
export type Statements = z.output<typeof Statements>;

/**
 * An amount as the forms print it (НП(С)БО 25: thousands of hryvnias with one decimal place): tenths of a
 * thousand, half a tenth (50 hryvnias) rounded away from zero, from the exact amount.
 */
export function toThousands(amount: Decimal | number): number {
  // `|| 0`: a small negative rounds to -0, which prints as a minus.
  return roundTo(new Decimal(amount).div(1000), 1).toNumber() || 0;
}
