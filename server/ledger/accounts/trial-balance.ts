import {
  BALANCE_FIGURES,
  compareAccountCodes,
  toJsonNumber,
  toReportDateTime,
  type AccountAnalytic,
  type BalanceFigure,
  type TrialBalance,
  type TrialBalanceQuery,
  type TrialBalanceRow,
} from '../../../shared/api/index.js';
import { LedgerError, requireOrderedPeriod } from '../errors.js';
import { compareNames } from '../directories/name-order.js';
import { FigureOutOfRange, minorUnits, moneyOf } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import { lineage, readChart, subtree, type ChartNode } from './chart-tree.js';
import { entrySides, totalSides, type LedgerSource } from './entry-sides-sql.js';
import { figuresByAccount } from './side-sums-sql.js';
import { analyticNames } from './analytic-names.js';
import { mixedEntries } from './mixed-entries.js';

/** An account's six figures in whole kopecks: the database keeps amounts as integers, so the sums stay exact as integers. */
type Figures = Record<BalanceFigure, number>;
const zero = (): Figures => Object.fromEntries(BALANCE_FIGURES.map((f) => [f, 0])) as Figures;

/**
 * Adds one group of sides (an account's, or one record's of it) to `into`, in kopecks. Balances are kept
 * unfolded by counterparty: a customer who overpaid is a credit of 361 beside the debts of the
 * others, as the accountant reads 361 in BAS, not netted into one figure. Integers rather than Decimal
 * objects: a year's ОСВ adds thousands of groups into every account above them (docs/performance.md).
 */
function add(into: Figures, { opening, debit, credit }: { opening: number; debit: number; credit: number }): void {
  const closing = opening + debit - credit;
  into.openingDebit += Math.max(opening, 0);
  into.openingCredit += Math.max(-opening, 0);
  into.debit += debit;
  into.credit += credit;
  into.closingDebit += Math.max(closing, 0);
  into.closingCredit += Math.max(-closing, 0);
}

/** A figure in kopecks as the reply's number of hryvnias; a sum beyond exact integers is refused rather than rounded. */
function hryvnias(units: number): number {
  if (!Number.isSafeInteger(units)) throw new FigureOutOfRange(`a trial balance figure of ${units} kopecks is beyond exact arithmetic`);
  return toJsonNumber(moneyOf(units));
}

const asNumbers = (figures: Figures) =>
  Object.fromEntries(BALANCE_FIGURES.map((f) => [f, hryvnias(figures[f])])) as Record<BalanceFigure, number>;
const isEmpty = (figures: Figures) => BALANCE_FIGURES.every((f) => figures[f] === 0);

interface Group {
  account: string;
  key: number | null;
  opening: unknown;
  debit: unknown;
  credit: unknown;
}

/** The sides up to the period's end, summed per account (or per `by` record) and counterparty. */
async function groups(
  db: Db,
  query: TrialBalanceQuery,
  { accounts, source }: { accounts: string[] | null; source: LedgerSource },
): Promise<Group[]> {
  const by = query.by ?? 'agent';
  const sides = source === 'totals' && by === 'agent' ? totalSides(query.to, accounts) : entrySides(query.to, accounts);
  const rows: Group[] = await figuresByAccount(db, sides, { from: query.from, by });
  // The daily totals keep "no counterparty" as 0 (entry-sides-sql.ts, totalSides).
  for (const row of rows) if (row.key !== null && Number(row.key) === 0) row.key = null;
  return rows;
}

/** Records by name, and records of one name by uid, so both ways of reading the figures list them alike. */
const byNameThenUid = (a: { name: string; uid: string }, b: { name: string; uid: string }) =>
  compareNames(a.name, b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/**
 * The trial balance (оборотно-сальдова відомість) of a period (docs/general-ledger.md, "Trial
 * balance"): every account with a balance or turnover, each synthetic account summing its
 * sub-accounts; the totals count the balance accounts once. The off-balance accounts, single-entry,
 * are a section of their own with totals of their own; and the entries that pair one with a balance
 * account, written before such entries were refused, are named, since they leave the balance totals
 * unequal. It reads the daily totals unless `source` asks for the entries (a check that both agree).
 */
export async function trialBalance(db: Db, query: TrialBalanceQuery, source: LedgerSource = 'totals'): Promise<TrialBalance> {
  requireOrderedPeriod(query.from, query.to);
  const chart = await readChart(db);
  if (query.account && !chart.has(query.account)) throw new LedgerError('NOT_FOUND', `account ${query.account} not found`);
  const accounts = query.account ? subtree(chart, query.account) : null;
  const found = await groups(db, query, { accounts, source });
  const period = { from: toReportDateTime(query.from), to: toReportDateTime(query.to) };
  if (query.by && query.account) {
    const unfolded = await byAnalytic(db, query.by, { node: chart.get(query.account)!, found });
    return { ...period, ...unfolded, offBalance: { rows: [], total: asNumbers(zero()) }, mixedEntries: [] };
  }

  const byAccount = new Map<string, Figures>();
  const total = zero();
  const offTotal = zero();
  for (const g of found) {
    const [opening, debit, credit] = [minorUnits(g.opening as never), minorUnits(g.debit as never), minorUnits(g.credit as never)];
    // Each group counts in its own account and every account above it, up to the synthetic one.
    for (const code of lineage(chart, g.account)) {
      if (query.account && !accounts?.includes(code)) break;
      let figures = byAccount.get(code);
      if (!figures) byAccount.set(code, (figures = zero()));
      add(figures, { opening, debit, credit });
    }
    add(chart.get(g.account)?.offBalance ? offTotal : total, { opening, debit, credit });
  }
  const rowsOf = (offBalance: boolean): TrialBalanceRow[] =>
    [...byAccount.entries()]
      .filter(([code, figures]) => !isEmpty(figures) && Boolean(chart.get(code)?.offBalance) === offBalance)
      .sort(([a], [b]) => compareAccountCodes(a, b))
      .map(([code, figures]) => accountRow(chart.get(code), code, figures));
  return {
    ...period,
    rows: rowsOf(false),
    total: asNumbers(total),
    offBalance: { rows: rowsOf(true), total: asNumbers(offTotal) },
    mixedEntries: await mixedEntries(db, query.to),
  };
}

function accountRow(node: ChartNode | undefined, code: string, figures: Figures): TrialBalanceRow {
  return { account: code, name: node?.name ?? '', parent: node?.parent ?? null, analytics: node?.analytics ?? [], ...asNumbers(figures) };
}

/** One account unfolded by one analytic: a row per record (by name), and one for entries without it. */
async function byAnalytic(
  db: Db,
  by: AccountAnalytic,
  { node, found }: { node: ChartNode; found: Group[] },
): Promise<Pick<TrialBalance, 'rows' | 'total'>> {
  const byKey = new Map<number | null, Figures>();
  const total = zero();
  for (const g of found) {
    const key = g.key === null ? null : Number(g.key);
    let figures = byKey.get(key);
    if (!figures) byKey.set(key, (figures = zero()));
    const [opening, debit, credit] = [minorUnits(g.opening as never), minorUnits(g.debit as never), minorUnits(g.credit as never)];
    add(figures, { opening, debit, credit });
    add(total, { opening, debit, credit });
  }
  const names = await analyticNames(
    db,
    by,
    [...byKey.keys()].filter((k): k is number => k !== null),
  );
  const rows = [...byKey.entries()]
    .filter(([, figures]) => !isEmpty(figures))
    .map(([key, figures]) => ({ ...accountRow(node, node.code, figures), analytic: key === null ? null : (names.get(key) ?? null) }))
    // By name, and records of one name by uid, so every way of reading the figures lists them alike.
    .sort((a, b) => (a.analytic ? (b.analytic ? byNameThenUid(a.analytic, b.analytic) : -1) : 1));
  return { rows, total: asNumbers(total) };
}
