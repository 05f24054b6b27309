import { sql } from 'kysely';
import { Decimal } from '../../shared/api/money.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import type { ApiClient } from '../support/test-service.js';
import { DAYS, entityOf, manufactureLines, moveTarget, storeOf, type RunDoc, type World } from './world.js';
import { moneyOf, qtyOf } from '../../server/database/minor-units.js';
import { at } from '../support/checked.js';
import { stockMovesView } from '../support/stock-views.js';
import { dayOf } from '../../server/ledger/stock/keys.js';

/** A warehouse-balance row with its figures as exact decimal text, so snapshots compare with toEqual. */
export interface BalanceRow {
  store: string;
  entity: string;
  qty: string;
  price: string;
  sum: string;
}
/** Balance rows of a world's stores at the end of each day of the range. */
export type Balances = Record<string, BalanceRow[]>;

const text = (n: number | string) => new Decimal(n).toFixed();

/** Reads the warehouse balance of every store of the world at every day, one store at a time (the report is filtered by store). */
export async function balancesOf(api: ApiClient, w: World, dates: string[] = DAYS): Promise<Balances> {
  const out: Balances = {};
  for (const date of dates) {
    const rows: BalanceRow[] = [];
    for (const store of w.stores) {
      const r = await api.get('/report/warehousebalance/', { date, store });
      if (r.status !== 200) throw new Error(`warehousebalance answered ${r.status} ${JSON.stringify(r.body)}`);
      for (const row of r.body.data.rows) {
        rows.push({ store: row.store.uid, entity: row.entity.uid, qty: text(row.qty), price: text(row.price), sum: text(row.sum) });
      }
    }
    out[date] = rows.sort((a, b) => `${a.store}|${a.entity}`.localeCompare(`${b.store}|${b.entity}`));
  }
  return out;
}

/** One agent-turnover row as exact decimal text. */
export interface TurnoverRow {
  account: string;
  agent: string;
  figures: string[];
}
const FIGURES = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;

/** Reads the turnover of each agent of the world on both accounts, filtered by agent. */
export async function turnoverOf(api: ApiClient, w: World, from = at(DAYS, 0), to = at(DAYS, -1)): Promise<TurnoverRow[]> {
  const out: TurnoverRow[] = [];
  for (const accCode of ['361', '631']) {
    for (const agent of w.agents) {
      const r = await api.get('/report/agentturnover/', { accCode, from, to, agent });
      if (r.status !== 200) throw new Error(`agentturnover answered ${r.status} ${JSON.stringify(r.body)}`);
      for (const row of r.body.data.rows) out.push({ account: accCode, agent: row.agent.uid, figures: FIGURES.map((f) => text(row[f])) });
    }
  }
  return out;
}

/** What a loaded document shows of its state: posted flag, paid/shipped, status and line sums. */
export interface LoadedState {
  uid: string;
  done: boolean;
  paid?: string;
  shipped?: string;
  status?: string;
  lines?: string[];
}

/** Loads every document of the run through the API. */
export async function loadedStates(api: ApiClient, docs: RunDoc[]): Promise<LoadedState[]> {
  const out: LoadedState[] = [];
  for (const doc of docs) {
    if (doc.spec.kind === 'payment') {
      const r = await api.get(`/paydocument/load/${doc.uid}`);
      if (r.status !== 200) throw new Error(`load answered ${r.status}`);
      out.push({ uid: doc.uid, done: r.body.data.done });
      continue;
    }
    const r = await api.get(`/document/load/${doc.uid}`);
    if (r.status !== 200) throw new Error(`load answered ${r.status}`);
    const d = r.body.data;
    out.push({
      uid: doc.uid,
      done: d.done,
      paid: text(d.paid),
      shipped: text(d.shipped),
      status: d.status,
      lines: d.details.map((l) => text(l.sum)),
    });
  }
  return out;
}

const key = (store: string, entity: string) => `${store}|${entity}`;

/**
 * The balance quantity of every position at the end of `date`, recomputed here from the posted
 * documents of the run: Σ received − Σ issued. Services never move stock.
 */
export function expectedQty(w: World, docs: RunDoc[], date: string): Map<string, Decimal> {
  const qty = new Map<string, Decimal>();
  const add = (store: string, entity: string, q: Decimal) => {
    if (entity === w.service) return;
    qty.set(key(store, entity), (qty.get(key(store, entity)) ?? new Decimal(0)).plus(q));
  };
  for (const { spec, done, date: docDate } of docs) {
    if (!done || docDate > date || spec.kind === 'payment') continue;
    const from = storeOf(w, spec.store);
    switch (spec.kind) {
      case 'receipt':
      case 'customerReturn':
        for (const l of spec.lines) add(from, entityOf(w, l.e), new Decimal(l.qty));
        break;
      case 'sale':
      case 'supplierReturn':
      case 'writeOff':
        for (const l of spec.lines) add(from, entityOf(w, l.e), new Decimal(l.qty).negated());
        break;
      case 'move':
        for (const l of spec.lines) {
          add(from, entityOf(w, l.e), new Decimal(l.qty).negated());
          add(moveTarget(w, spec.store, spec.to), entityOf(w, l.e), new Decimal(l.qty));
        }
        break;
      case 'manufacture': {
        const { products, materials } = manufactureLines(w, spec);
        for (const m of materials) add(from, m.uid, new Decimal(m.qty).negated());
        for (const p of products) add(storeOf(w, spec.to), p.uid, new Decimal(p.qty));
        break;
      }
    }
  }
  for (const [k, q] of qty) if (q.isZero()) qty.delete(k);
  return qty;
}

/** Σ qty and Σ amount of the stock movements of the world's stores up to `date`, read straight from the database. */
export async function movementTotals(
  companyDb: CompanyDb,
  w: World,
  date: string,
): Promise<Map<string, { qty: Decimal; amount: Decimal }>> {
  const rows = await companyDb.db
    .selectFrom(stockMovesView().as('m'))
    .select(['store_uid', 'entity_uid', sql<number>`sum(qty)`.as('qty'), sql<number>`sum(amount)`.as('amount')])
    .where('store_uid', 'in', w.stores)
    .where('date', '<=', dayOf(date))
    .groupBy(['store_uid', 'entity_uid'])
    .execute();
  return new Map(rows.map((r) => [key(r.store_uid, r.entity_uid), { qty: qtyOf(r.qty), amount: moneyOf(r.amount) }]));
}

/** Stock movements of one document's lines, read straight from the database. */
export async function movesOfDocument(companyDb: CompanyDb, documentUid: string) {
  const rows = await companyDb.db
    .selectFrom(stockMovesView().as('m'))
    .select(['line_uid', 'store_uid', 'entity_uid', 'qty', 'amount'])
    .where('document_uid', '=', documentUid)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ line: r.line_uid, store: r.store_uid, entity: r.entity_uid, qty: qtyOf(r.qty), amount: moneyOf(r.amount) }));
}
