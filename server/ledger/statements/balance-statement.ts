import {
  BALANCE_LINES,
  closestPrefix,
  DEFAULT_ROLE_ACCOUNTS,
  Decimal,
  toJsonNumber,
  toThousands,
  UNNAMED_BALANCE,
  type BalanceLine,
  type BalanceStatementLine,
  type BalanceTake,
} from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import type { Db } from '../types.js';
import type { ChartNode } from '../accounts/chart-tree.js';
import { balancesByAgent } from '../accounts/side-sums-sql.js';
import { prefixesOf, withTotals, type Pair } from './line-sums.js';

/** One account's balance (debit minus credit) of one counterparty, before the period and at its end. */
interface Balance {
  account: string;
  opening: Decimal;
  closing: Decimal;
}

/** Where each prefix's balance goes, per take: the line's code. */
type Routes = Map<string, Partial<Record<BalanceTake, string>>>;

function routesOf(lines: readonly BalanceLine[]): Routes {
  const routes: Routes = new Map();
  for (const line of lines) for (const [prefix, take] of line.takes ?? []) routes.set(prefix, { ...routes.get(prefix), [take]: line.code });
  return routes;
}
const COUNTED = routesOf(BALANCE_LINES.filter((line) => !line.part));
const PARTS = routesOf(BALANCE_LINES.filter((line) => line.part));

/** The line a balance goes to: the closest prefix's whole-balance line, else its line of the balance's side. */
function lineOf(
  routes: Routes,
  { account, balance, fallback }: { account: string; balance: Decimal; fallback: boolean },
): string | undefined {
  const prefix = closestPrefix(account, routes.keys());
  const route = prefix === undefined ? undefined : routes.get(prefix);
  const side = balance.isNegative() ? 'credit' : 'debit';
  if (route) return route.net ?? route[side];
  return fallback ? UNNAMED_BALANCE[side] : undefined;
}

/** Balances of every balance account per counterparty, before `from` and at `to`. */
async function balances(db: Db, { from, to, chart }: { from: string; to: string; chart: Map<string, ChartNode> }): Promise<Balance[]> {
  const rows = await balancesByAgent(db, from, to);
  // 00 balances opening entries and is empty once they are all in (its role is fixed, so never another
  // account); off-balance accounts are no part of the balance.
  return rows
    .filter((r) => r.account !== DEFAULT_ROLE_ACCOUNTS.openingBalance && !chart.get(r.account)?.offBalance)
    .map((r) => ({ account: r.account, opening: moneyOf(r.opening as never), closing: moneyOf(r.closing as never) }));
}

/** The period (`from`, `to`) and the company's `chart` of accounts. */
export interface BalanceStatementOf {
  from: string;
  to: string;
  chart: Map<string, ChartNode>;
}

/**
 * Форма № 1-м «Баланс» (docs/general-ledger.md, "Statements"): each line's amount before `from` and
 * at `to`, from the accounts' balances per counterparty; a liability line reads credit minus debit.
 */
export async function balanceStatement(db: Db, { from, to, chart }: BalanceStatementOf): Promise<BalanceStatementLine[]> {
  const own = new Map<string, Pair>();
  const add = (code: string | undefined, at: 0 | 1, balance: Decimal) => {
    const line = code ? BALANCE_LINES.find((l) => l.code === code) : undefined;
    if (!line) return;
    const pair = own.get(line.code) ?? [new Decimal(0), new Decimal(0)];
    pair[at] = pair[at].plus(line.side === 'liability' ? balance.negated() : balance);
    own.set(line.code, pair);
  };
  for (const b of await balances(db, { from, to, chart })) {
    for (const [at, balance] of [
      [0, b.opening],
      [1, b.closing],
    ] as const) {
      add(lineOf(COUNTED, { account: b.account, balance, fallback: true }), at, balance);
      add(lineOf(PARTS, { account: b.account, balance, fallback: false }), at, balance);
    }
  }
  const amounts = withTotals(BALANCE_LINES, own);
  return BALANCE_LINES.map((line) => {
    const [start, end] = amounts.get(line.code)!;
    return {
      code: line.code,
      start: toJsonNumber(start),
      end: toJsonNumber(end),
      startThousands: toThousands(start),
      endThousands: toThousands(end),
      accounts: prefixesOf((line.takes ?? []).map(([prefix]) => prefix)),
    };
  });
}
