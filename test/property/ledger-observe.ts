import { expect } from 'vitest';
import { Decimal } from '../../shared/api/money.js';
import { BALANCE_FIGURES, type Entry, type TrialBalance, type TrialBalanceQuery } from '../../shared/api/index.js';
import type { ApiClient } from '../support/test-service.js';
import { at } from '../support/checked.js';
import { entryText } from '../support/entry-views.js';
import { balancesOf } from './observe.js';
import { DAYS, type RunDoc, type World } from './world.js';

/** What the books and the registers say, keyed by what they are kept by ("store|goods", an agent's uid, an account), as exact text. */
export type Figures = Map<string, string>;

const text = (n: number | string | Decimal) => new Decimal(n).toFixed();
const SETTLEMENT_FIGURES = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;
/** The accounts a world's goods, materials and products are kept on. */
const STOCK_ACCOUNTS = ['281', '201', '26'];

/** Figures joined as one text, left out when all are zero: a report may or may not list a row of nothing. */
function put(out: Figures, key: string, figures: (number | string | Decimal)[]): void {
  const texts = figures.map(text);
  if (texts.some((t) => t !== '0')) out.set(key, texts.join(' '));
}

/**
 * A counterparty's balances over a period from its six figures: the opening pair, the net turnover and
 * the closing pair. The gross turnovers may differ: a return at a price other than its cost moves 631
 * both ways in the ledger (the difference to 719 or 949) and once in the register.
 */
function putBalances(out: Figures, key: string, [openDr = 0, openCr = 0, dr = 0, cr = 0, closeDr = 0, closeCr = 0]: number[]): void {
  put(out, key, [openDr, openCr, new Decimal(dr).minus(cr), closeDr, closeCr]);
}

/** The ОСВ of a period, as the service answers it. */
export async function trialBalance(api: ApiClient, query: TrialBalanceQuery): Promise<TrialBalance> {
  const r = await api.get('/report/trialbalance/', query);
  if (r.status !== 200) throw new Error(`trialbalance answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** Per counterparty of the world, the ledger's balances of 361 or 631 over a period: the ОСВ of the account unfolded by counterparty. */
export async function ledgerSettlements(api: ApiClient, w: World, account: '361' | '631', from: string, to: string): Promise<Figures> {
  const out: Figures = new Map();
  const data = await trialBalance(api, { from, to, account, by: 'agent' });
  for (const row of data.rows) {
    if (row.analytic && w.agents.includes(row.analytic.uid))
      putBalances(
        out,
        row.analytic.uid,
        BALANCE_FIGURES.map((f) => row[f]),
      );
  }
  return out;
}

/** Per counterparty of the world, the settlement register's balances of 361 or 631 over a period (`/report/agentturnover/`). */
export async function registerSettlements(api: ApiClient, w: World, account: '361' | '631', from: string, to: string): Promise<Figures> {
  const out: Figures = new Map();
  const r = await api.get('/report/agentturnover/', { accCode: account, from, to });
  if (r.status !== 200) throw new Error(`agentturnover answered ${r.status} ${JSON.stringify(r.body)}`);
  for (const row of r.body.data.rows) {
    if (w.agents.includes(row.agent.uid))
      putBalances(
        out,
        row.agent.uid,
        SETTLEMENT_FIGURES.map((f) => row[f]),
      );
  }
  return out;
}

/**
 * Per store and goods of the world, the ledger's balance (debit − credit) of 281, 201 and 26 at the end
 * of each date, from the account card of each account and store. The world's stores are new, so
 * nothing stands on them before its first day.
 */
export async function ledgerStock(api: ApiClient, w: World, dates: string[] = DAYS): Promise<Record<string, Figures>> {
  // The cards are independent reads: asked for at once, as the app's screens ask.
  const cards = await Promise.all(
    w.stores.flatMap((store) =>
      STOCK_ACCOUNTS.map(async (account) => {
        const r = await api.get('/report/accountcard/', { account, from: at(DAYS, 0), to: at(dates, -1), store });
        if (r.status !== 200) throw new Error(`accountcard answered ${r.status} ${JSON.stringify(r.body)}`);
        expect(r.body.data.opening, `${account} of a new store before its first day`).toBe(0);
        return r.body.data.rows;
      }),
    ),
  );
  const moves = cards.flat().map((row) => ({
    date: row.date.slice(0, 10),
    key: `${row.analytics.store?.uid ?? '-'}|${row.analytics.entity?.uid ?? '-'}`,
    amount: new Decimal(row.debit).minus(row.credit),
  }));
  const out: Record<string, Figures> = {};
  for (const date of dates) {
    const sums = new Map<string, Decimal>();
    for (const m of moves) if (m.date <= date) sums.set(m.key, (sums.get(m.key) ?? new Decimal(0)).plus(m.amount));
    out[date] = new Map();
    for (const [key, sum] of sums) put(out[date], key, [sum]);
  }
  return out;
}

/** Per store and goods of the world, the stock balance report's sum at the end of each date (`/report/warehousebalance/`). */
export async function registerStock(api: ApiClient, w: World, dates: string[] = DAYS): Promise<Record<string, Figures>> {
  const perDate = await Promise.all(dates.map((date) => balancesOf(api, w, [date])));
  const out: Record<string, Figures> = {};
  dates.forEach((date, i) => {
    out[date] = new Map();
    for (const row of perDate[i]?.[date] ?? []) put(out[date], `${row.store}|${row.entity}`, [row.sum]);
  });
  return out;
}

/** Per account of the ОСВ, its opening or closing pair (debit, credit). */
export function balancesOfRows(data: TrialBalance, end: 'opening' | 'closing'): Figures {
  const out: Figures = new Map();
  for (const row of data.rows) {
    const key = row.analytic === undefined ? row.account : `${row.account} ${row.analytic?.uid ?? '-'}`;
    put(out, key, end === 'opening' ? [row.openingDebit, row.openingCredit] : [row.closingDebit, row.closingCredit]);
  }
  return out;
}

/** The ОСВ's totals: of the balance accounts, debits equal credits at the opening, in the turnovers and at the closing. */
export function expectTotalsBalanced(data: TrialBalance, label: string): void {
  const t = data.total;
  expect([t.openingDebit, t.debit, t.closingDebit].map(text), `${label}: debits equal credits`).toEqual(
    [t.openingCredit, t.credit, t.closingCredit].map(text),
  );
}

/** The entries of a document or payment as the service answers them. */
export async function entriesOf(api: ApiClient, doc: Pick<RunDoc, 'uid'>): Promise<Entry[]> {
  const r = await api.get(`/document/entries/${doc.uid}`);
  if (r.status !== 200) throw new Error(`entries of ${doc.uid}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** The entries of each document of a run, as sorted text: a multiset that compares whatever order they were written in. */
export async function entriesByDocument(api: ApiClient, docs: readonly Pick<RunDoc, 'uid'>[]): Promise<string[][]> {
  const out: string[][] = [];
  for (const doc of docs) out.push((await entriesOf(api, doc)).map(entryText).sort());
  return out;
}
