import { z } from 'zod';
import { NamedRef, Uid } from './common.js';
import { IsoDate } from './dates.js';
import { ACCOUNT_ANALYTICS, AccountCode } from './accounts.js';

/** Query of GET /report/trialbalance/: the period, optionally one account (with its sub-accounts) unfolded by one analytic. */
export const TrialBalanceQuery = z
  .object({
    from: IsoDate,
    to: IsoDate,
    account: AccountCode.optional(),
    /** With `account`: its rows per counterparty, contract, goods or store instead of per sub-account. */
    by: z.enum(ACCOUNT_ANALYTICS, { error: `by must be one of ${ACCOUNT_ANALYTICS.join(', ')}` }).optional(),
  })
  .refine((q) => !q.by || q.account, { error: 'query.by: unfold one account, sent as account', path: ['by'] });
export type TrialBalanceQuery = z.output<typeof TrialBalanceQuery>;

const BalanceFigures = {
  openingDebit: z.number(),
  openingCredit: z.number(),
  debit: z.number(),
  credit: z.number(),
  closingDebit: z.number(),
  closingCredit: z.number(),
};

/** The six figures of a trial balance row, in the order the report shows them. */
export const BALANCE_FIGURES = ['openingDebit', 'openingCredit', 'debit', 'credit', 'closingDebit', 'closingCredit'] as const;
export type BalanceFigure = (typeof BALANCE_FIGURES)[number];

/**
 * One row of the ОСВ: an account (a synthetic account sums its sub-accounts, `parent` names the row it
 * folds into), or with `by` one record of the unfolded account (`analytic`, null for entries without one).
 */
export const TrialBalanceRow = z
  .object({
    account: z.string(),
    name: z.string(),
    parent: z.string().nullable(),
    analytic: NamedRef.nullable().optional(),
    /** What the row's account is kept by, so a client offers to unfold it by one of them. */
    analytics: z.array(z.enum(ACCOUNT_ANALYTICS)).default([]),
    ...BalanceFigures,
  })
  .loose();
export type TrialBalanceRow = z.output<typeof TrialBalanceRow>;

const NO_FIGURES = { openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 };

/**
 * An entry that pairs an off-balance account with a balance one (Дт 024 Кт 311), written before such
 * entries were refused: it stays in the books as it was, and leaves the balance accounts' totals
 * unequal by its amount, so the ОСВ names it for the accountant to correct (docs/general-ledger.md,
 * "Off-balance accounts"). `entry` counts from 1.
 */
export const MixedEntry = z.object({
  document: z.object({ uid: z.string(), type: z.string(), no: z.string(), date: z.string() }),
  entry: z.number(),
  debit: z.string(),
  credit: z.string(),
  amount: z.number(),
});
export type MixedEntry = z.output<typeof MixedEntry>;

/**
 * Data of the ОСВ reply: the balance accounts' rows and totals (debits equal credits in each pair), and
 * apart from them the off-balance accounts (class 0 but 00), single-entry, with totals of their own.
 * Unfolded by an analytic (`by`), the one account's rows are in `rows` whatever its class.
 */
export const TrialBalance = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(TrialBalanceRow),
  total: z.object(BalanceFigures),
  offBalance: z.object({ rows: z.array(TrialBalanceRow), total: z.object(BalanceFigures) }).default({ rows: [], total: NO_FIGURES }),
  /** Entries up to the period's end that pair an off-balance account with a balance one. */
  mixedEntries: z.array(MixedEntry).default([]),
});
export type TrialBalance = z.output<typeof TrialBalance>;

/** Query of GET /report/accountcard/: one account (with its sub-accounts) over a period, optionally one record's entries. */
export const AccountCardQuery = z.object({
  account: AccountCode,
  from: IsoDate,
  to: IsoDate,
  agent: Uid.optional(),
  entity: Uid.optional(),
  store: Uid.optional(),
});
export type AccountCardQuery = z.output<typeof AccountCardQuery>;

/** One entry on the card: the document, the side the account is on, the other account, and the balance after it. */
export const AccountCardRow = z
  .object({
    date: z.string(),
    document: z.object({ uid: z.string(), type: z.string(), no: z.string() }).loose(),
    /** The card's account (or its sub-account) this entry moves. */
    account: z.string(),
    /** The corresponding account; null for an off-balance account's entry, which has none. */
    against: z.string().nullable(),
    debit: z.number(),
    credit: z.number(),
    analytics: z.object({
      agent: NamedRef.nullable(),
      contract: NamedRef.nullable(),
      entity: NamedRef.nullable(),
      store: NamedRef.nullable(),
    }),
    /** The running balance after the entry: debit minus credit. */
    balance: z.number(),
    memo: z.string(),
  })
  .loose();
export type AccountCardRow = z.output<typeof AccountCardRow>;

/** Data of the account card reply. */
export const AccountCard = z.object({
  account: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  /** Debit minus credit before the period, and at its end. */
  opening: z.number(),
  rows: z.array(AccountCardRow),
  debit: z.number(),
  credit: z.number(),
  closing: z.number(),
});
export type AccountCard = z.output<typeof AccountCard>;
