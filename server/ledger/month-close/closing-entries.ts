import { Decimal, sumDecimals, type RoleAccounts } from '../../../shared/api/index.js';

/** An account's debit and credit turnovers of a month. */
export interface AccountTurnover {
  account: string;
  debit: Decimal;
  credit: Decimal;
}

/** One closing entry, its amount above zero. */
export interface ClosingEntry {
  debit: string;
  credit: string;
  amount: Decimal;
}

/** A month's close: its entries, the revenue and expenses closed to 791 and the result it takes to 441 or 442. */
export interface MonthClosing {
  entries: ClosingEntry[];
  revenue: Decimal;
  expenses: Decimal;
  /** A profit above zero (to 441), a loss below (to 442). */
  result: Decimal;
}

/** The roles a close writes to: the result of the month, where a profit goes and where a loss comes from (791, 441, 442 by default). */
export type ClosingRoles = Pick<RoleAccounts, 'monthResult' | 'retainedProfit' | 'uncoveredLoss'>;

/** Revenue: 70–74 by the groups of order No. 291. Expenses: 90 and 92–97 (91 is closed to production, not to the result). */
const REVENUE_GROUPS = new Set(['70', '71', '72', '73', '74']);
const EXPENSE_GROUPS = new Set(['90', '92', '93', '94', '95', '96', '97']);

const groupOf = (account: string) => account.slice(0, 2);

/** Дт `debit` Кт `credit` `amount`, or the other way round when the amount is below zero; none at zero. */
function entryOf(debit: string, credit: string, amount: Decimal): ClosingEntry[] {
  if (amount.isZero()) return [];
  return amount.isPositive() ? [{ debit, credit, amount }] : [{ debit: credit, credit: debit, amount: amount.negated() }];
}

/**
 * The entries that close a month (docs/general-ledger.md, "Closing the month"), from its turnovers
 * without any close of it, to the company's accounts of the closing `roles`: each revenue account
 * (sub-account by sub-account) its credit balance of the month to 791, each expense account its debit
 * balance from 791 (a balance of the other side the other way round), then 791's balance of the month
 * to 441 (a profit) or from 442 (a loss). Pure: the same turnovers give the same entries, in the order
 * of the accounts' codes.
 */
export function closingEntries(turnovers: readonly AccountTurnover[], roles: ClosingRoles): MonthClosing {
  const { monthResult: resultAccount, retainedProfit: profitAccount, uncoveredLoss: lossAccount } = roles;
  const sorted = [...turnovers].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  const revenue = sorted.filter((t) => REVENUE_GROUPS.has(groupOf(t.account)));
  const expense = sorted.filter((t) => EXPENSE_GROUPS.has(groupOf(t.account)));
  const revenueNet = revenue.map((t) => t.credit.minus(t.debit));
  const expenseNet = expense.map((t) => t.debit.minus(t.credit));
  const entries = [
    ...revenue.flatMap((t, i) => entryOf(t.account, resultAccount, revenueNet[i] ?? new Decimal(0))),
    ...expense.flatMap((t, i) => entryOf(resultAccount, t.account, expenseNet[i] ?? new Decimal(0))),
  ];
  // What else reached 791 in the month (a manual operation) is part of the result it passes on.
  const other = sorted.filter((t) => t.account === resultAccount).map((t) => t.credit.minus(t.debit));
  const [totalRevenue, totalExpenses] = [sumDecimals(revenueNet), sumDecimals(expenseNet)];
  const result = totalRevenue.minus(totalExpenses).plus(sumDecimals(other));
  // Not isPositive(): decimal.js counts zero as positive.
  if (result.greaterThan(0)) entries.push({ debit: resultAccount, credit: profitAccount, amount: result });
  else if (result.lessThan(0)) entries.push({ debit: lossAccount, credit: resultAccount, amount: result.negated() });
  return { entries, revenue: totalRevenue, expenses: totalExpenses, result };
}
