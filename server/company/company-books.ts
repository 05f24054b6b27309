import { listAccountRoles } from '../ledger/accounts/account-roles.js';
import { listAccounts } from '../ledger/accounts/accounts.js';
import { trialBalance } from '../ledger/accounts/trial-balance.js';
import { listMoneyAccounts } from '../ledger/money-accounts/money-accounts.js';
import { moneyBalances } from '../ledger/money-accounts/money-balances.js';
import type { Db } from '../ledger/types.js';

/** The parts of the books two copies of a company must agree on, in the words a refusal names them. */
export const BOOK_PARTS = ['trial balance', 'entries', 'chart of accounts', 'account roles', 'money accounts'] as const;
export type BookPart = (typeof BOOK_PARTS)[number];

/** A company's books as canonical texts, one per part, and how much each held (for the copy's report). */
export interface CompanyBooks {
  parts: Record<BookPart, string>;
  from: string;
  to: string;
  accounts: number;
  entries: number;
  roles: number;
  moneyAccounts: number;
}

/** The first and last day anything is dated (documents, payments, operations, closes), so "all history" is one period. */
async function historySpan(db: Db): Promise<{ from: string; to: string }> {
  const first = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.min('date').as('day'))
    .executeTakeFirst();
  const last = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.max('date').as('day'))
    .executeTakeFirst();
  const from = first?.day ?? '2000-01-01';
  return { from, to: last?.day ?? from };
}

/**
 * The trial balance of all history: every account, and each account tracked by counterparty unfolded by
 * them, as the ОСВ shows it. It reads the daily totals, which a copy lets its triggers build from the
 * entries (docs/database.md), so a copy agrees only if those came out right.
 */
async function trialBalanceOfAllHistory(db: Db, span: { from: string; to: string }) {
  const whole = await trialBalance(db, span);
  const byCounterparty = [];
  for (const row of whole.rows)
    if (row.analytics.includes('agent')) byCounterparty.push(await trialBalance(db, { ...span, account: row.account, by: 'agent' }));
  return { whole, byCounterparty };
}

/** Per pair of accounts, the entries' count and sums of amount and quantity, in one order on both engines. */
async function entryTotalsByPair(db: Db) {
  const rows = await db
    .selectFrom('entries')
    .select((eb) => ['debit', 'credit', eb.fn.countAll().as('n'), eb.fn.sum('amount').as('amount'), eb.fn.sum('qty').as('qty')])
    .groupBy(['debit', 'credit'])
    .$narrowType<{ debit: string; credit: string }>()
    .execute();
  // Ordered here, not by the database: PostgreSQL's text order may follow a locale, the file's is by bytes.
  return rows
    .map((r) => ({
      debit: r.debit,
      credit: r.credit,
      n: Number(r.n),
      amount: Number(r.amount),
      qty: r.qty === null ? null : Number(r.qty),
    }))
    .sort((a, b) => (a.debit === b.debit ? (a.credit < b.credit ? -1 : 1) : a.debit < b.debit ? -1 : 1));
}

/**
 * Reads a company's books (docs/general-ledger.md): the trial balance of all history per account and
 * per counterparty, the entries' count and sums per pair of accounts, the chart with its own
 * sub-accounts, names, deactivations and versions, the accounts of the roles, and the money accounts
 * with their balances over all history. Two stores hold the same books exactly when every part's
 * text is equal.
 */
export async function companyBooks(db: Db): Promise<CompanyBooks> {
  const span = await historySpan(db);
  const pairs = await entryTotalsByPair(db);
  const chart = await listAccounts(db);
  const roles = await listAccountRoles(db);
  const moneyAccounts = await listMoneyAccounts(db);
  const parts: Record<BookPart, string> = {
    'trial balance': JSON.stringify(await trialBalanceOfAllHistory(db, span)),
    entries: JSON.stringify(pairs),
    'chart of accounts': JSON.stringify(chart),
    'account roles': JSON.stringify(roles),
    'money accounts': JSON.stringify({ moneyAccounts, balances: await moneyBalances(db, { from: span.from, date: span.to }) }),
  };
  return {
    parts,
    ...span,
    accounts: chart.length,
    entries: pairs.reduce((n, p) => n + p.n, 0),
    roles: roles.length,
    moneyAccounts: moneyAccounts.length,
  };
}
