import { expect } from 'vitest';
import { Decimal } from '../../shared/api/money.js';
import { CompanyContext } from '../../server/ledger/context.js';
import { entriesOf } from '../../server/ledger/entries/read-entries.js';
import { dayOf } from '../../server/ledger/stock/keys.js';
import { rebuildStock } from '../../server/ledger/stock/rebuild.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import { moneyOf, qtyOf } from '../../server/database/minor-units.js';
import type { Db } from '../../server/ledger/types.js';
import { entryText } from './entry-views.js';
import { stockMovesView } from './stock-views.js';
import type { ApiClient } from './test-service.js';

/**
 * What a service answers of a world's stock, and the same figures from a re-computation from scratch
 * (a cold read), to compare after each write: whatever the service keeps between postings (its kept
 * FIFO queues, its balance mirrors) must never show in what it answers.
 */

/** The stores, goods, dates and documents a test writes. */
export interface StockWorld {
  stores: string[];
  goods: string[];
  dates: string[];
  documents: string[];
}

/** The stock balance of each store and goods at the end of each date, and each document's entries, as text. */
export interface StockAnswers {
  balances: Record<string, string[]>;
  entries: Record<string, string[]>;
}

const figure = (qty: Decimal, sum: Decimal) => `${qty.toFixed()} ${sum.toFixed()}`;

/** What the service of `api` answers: its stock balance report and each document's entries. */
export async function answersOf(api: ApiClient, world: StockWorld): Promise<StockAnswers> {
  const balances: Record<string, string[]> = {};
  for (const date of world.dates) {
    const rows: string[] = [];
    for (const store of world.stores) {
      const r = await api.get('/report/warehousebalance/', { date, store });
      expect(r.status).toBe(200);
      for (const row of r.body.data.rows) {
        if (!world.goods.includes(row.entity.uid)) continue;
        const [qty, sum] = [new Decimal(row.qty), new Decimal(row.sum)];
        if (!qty.isZero() || !sum.isZero()) rows.push(`${store}|${row.entity.uid} ${figure(qty, sum)}`);
      }
    }
    balances[date] = rows.sort();
  }
  const entries: Record<string, string[]> = {};
  for (const uid of world.documents) {
    const r = await api.get(`/document/entries/${uid}`);
    expect(r.status).toBe(200);
    entries[uid] = r.body.data.map(entryText).sort();
  }
  return { balances, entries };
}

/** The world's stock moves as `db` holds them: per position, in the order written, with their figures. */
export async function movesOf(db: Db, world: StockWorld): Promise<Record<string, string[]>> {
  const rows = await db
    .selectFrom(stockMovesView().as('m'))
    .select(['store_uid', 'entity_uid', 'line_uid', 'date', 'supplier_uid', 'qty', 'amount'])
    .where('store_uid', 'in', world.stores)
    .orderBy('id')
    .execute();
  const out: Record<string, string[]> = {};
  for (const r of rows)
    (out[`${r.store_uid}|${r.entity_uid}`] ??= []).push(
      `${r.line_uid} ${r.date} ${r.supplier_uid} ${figure(qtyOf(r.qty), moneyOf(r.amount))}`,
    );
  return out;
}

/** The answers as read from `db`: the balances summed from its moves, the entries as the route reads them. */
async function answersIn(db: Db, world: StockWorld): Promise<StockAnswers> {
  const moves = await db
    .selectFrom(stockMovesView().as('m'))
    .select(['store_uid', 'entity_uid', 'date', 'qty', 'amount'])
    .where('store_uid', 'in', world.stores)
    .execute();
  const balances: Record<string, string[]> = {};
  for (const date of world.dates) {
    const sums = new Map<string, [Decimal, Decimal]>();
    for (const m of moves) {
      if (Number(m.date) > dayOf(date) || !world.goods.includes(m.entity_uid)) continue;
      const key = `${m.store_uid}|${m.entity_uid}`;
      const [qty, sum] = sums.get(key) ?? [new Decimal(0), new Decimal(0)];
      sums.set(key, [qty.plus(qtyOf(m.qty)), sum.plus(moneyOf(m.amount))]);
    }
    balances[date] = [...sums]
      .filter(([, [qty, sum]]) => !qty.isZero() || !sum.isZero())
      .map(([key, [qty, sum]]) => `${key} ${figure(qty, sum)}`)
      .sort();
  }
  const entries: Record<string, string[]> = {};
  for (const uid of world.documents) entries[uid] = (await entriesOf(db, uid)).map(entryText).sort();
  return { balances, entries };
}

class Rollback extends Error {}

/**
 * A cold read: every position re-computed from its first event (rebuildStock, with a context that
 * keeps nothing) in a transaction of `companyDb` that then rolls back, its moves and answers read
 * inside it. Equal to what is stored and answered only if the postings before left what a
 * re-computation from scratch writes.
 */
export async function coldRead(
  companyDb: CompanyDb,
  world: StockWorld,
): Promise<{ moves: Record<string, string[]>; answers: StockAnswers }> {
  let read: { moves: Record<string, string[]>; answers: StockAnswers } | null = null;
  await companyDb
    .write(async (trx) => {
      await rebuildStock(trx, new CompanyContext());
      read = { moves: await movesOf(trx, world), answers: await answersIn(trx, world) };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (!read) throw new Error('the cold read read nothing');
  return read;
}

/** Expects each service's answers and the stored moves to equal a cold read, naming the step that broke them. */
export async function expectColdAgrees(
  step: string,
  { companyDb, world, apis }: { companyDb: CompanyDb; world: StockWorld; apis: ApiClient[] },
): Promise<void> {
  const cold = await coldRead(companyDb, world);
  expect(await movesOf(companyDb.db, world), `${step}: the stored moves`).toEqual(cold.moves);
  for (const [i, api] of apis.entries()) expect(await answersOf(api, world), `${step}: service ${i + 1}'s answers`).toEqual(cold.answers);
}
