import { z } from 'zod';
import { IsoDate } from './dates.js';
import { Decimal, roundTo } from './money.js';

/** Query of GET /report/statements/: the reporting period; the results are compared with the same period a year before. */
export const StatementsQuery = z.object({ from: IsoDate, to: IsoDate });
export type StatementsQuery = z.output<typeof StatementsQuery>;

/** Which of the two statements a printout holds: Форма № 1-м «Баланс» or Форма № 2-м «Звіт про фінансові результати». */
export const StatementFormName = z.enum(['balance', 'results']);
export type StatementFormName = z.output<typeof StatementFormName>;

/** Query of GET /report/statements/pdf: the period, and one form; without `form`, both (1-м, then 2-м), as offices file them. */
export const StatementsPdfQuery = StatementsQuery.extend({ form: StatementFormName.optional() });
export type StatementsPdfQuery = z.output<typeof StatementsPdfQuery>;

/** The accounts (code prefixes) a line is read from, for a client to open their ОСВ or card; none for a total. */
const LineAccounts = z.array(z.string());

/** A line of Форма № 1-м: exact amounts (hryvnias and kopecks) at the period's start and end, and as the form prints them, in thousands. */
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

/** A line of Форма № 2-м: exact amounts of the period and of the same period a year before, and both in thousands. */
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
 * Data of the statements reply: Форма № 1-м at the day before `from` and at `to`, and Форма № 2-м
 * for the period and for the same period a year before (`previousFrom`–`previousTo`).
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

/** An amount as the forms print it: whole thousands of hryvnias, half a thousand rounded away from zero. */
export function toThousands(amount: Decimal | number): number {
  // `|| 0`: a small negative rounds to -0, which prints as a minus.
  return roundTo(new Decimal(amount).div(1000), 0).toNumber() || 0;
}
