import { z } from 'zod';
import { IsoDate } from './dates.js';
import { AccountCode } from './accounts.js';

/** Query of GET /report/accountanalysis/: one account (with its sub-accounts) over a period. */
export const AccountAnalysisQuery = z.object({ account: AccountCode, from: IsoDate, to: IsoDate });
export type AccountAnalysisQuery = z.output<typeof AccountAnalysisQuery>;

/** The account's turnover against one correspondent account: its debits and its credits in the period. */
export const AccountAnalysisRow = z
  .object({
    /** The correspondent account, as the entries name it (a sub-account where they name one); null for an off-balance account's entries, which have none. */
    against: z.string().nullable(),
    name: z.string(),
    debit: z.number(),
    credit: z.number(),
  })
  .loose();
export type AccountAnalysisRow = z.output<typeof AccountAnalysisRow>;

/**
 * Data of the account analysis (аналіз рахунку) reply: the balance before the period (debit minus
 * credit), the turnovers per correspondent account in code order, their totals and the closing balance.
 */
export const AccountAnalysis = z.object({
  account: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  opening: z.number(),
  rows: z.array(AccountAnalysisRow),
  debit: z.number(),
  credit: z.number(),
  closing: z.number(),
});
export type AccountAnalysis = z.output<typeof AccountAnalysis>;
