import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionKey, type Position } from '../../server/ledger/stock/positions.js';
import { replayPositions } from '../../server/ledger/stock/replay.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import { stockBalancesView, stockMovesView, stockTotalsView } from '../support/stock-views.js';
import { apiClient, createMemoryService, type ApiClient, type TestService } from '../support/test-service.js';
import { action, runsFor, timeoutFor, worldSize } from './arbitraries.js';
import { createWorld, runAction, type Action, type RunDoc, type WorldSize } from './world.js';

let service: TestService;
let api: ApiClient;
let companyDb: CompanyDb;
// A company in memory of this file's own: its worlds are built without a file's fsync (docs/testing.md, "Properties").
beforeAll(async () => {
  service = await createMemoryService('incrementalreplay');
  api = apiClient(service.app);
  companyDb = service.companyDb;
});
afterAll(async () => {
  await service?.app.close();
  await service?.companyDb.close();
});

/** Every stock move of the stores, per position in the order written, with canonical figures. */
async function movesOf(stores: string[]) {
  const rows = await companyDb.db
    .selectFrom(stockMovesView().as('m'))
    .select(['store_uid', 'entity_uid', 'line_uid', 'date', 'supplier_uid', 'qty', 'amount'])
    .where('store_uid', 'in', stores)
    .orderBy('id')
    .execute();
  const byPosition: Record<string, string[]> = {};
  for (const r of rows) {
    (byPosition[positionKey({ store: r.store_uid, entity: r.entity_uid })] ??= []).push(
      `${r.line_uid} ${r.date} ${r.supplier_uid} ${Number(r.qty)} ${Number(r.amount)}`,
    );
  }
  return byPosition;
}

/** Running totals as stored, and as the sum of the moves: they must be the same. */
async function totalsOf(stores: string[]) {
  const canonical = (rows: { store_uid: string; entity_uid: string; supplier_uid: string | null; qty: unknown; amount: unknown }[]) =>
    rows
      .filter((r) => Number(r.qty) !== 0 || Number(r.amount) !== 0)
      .map((r) => `${r.store_uid} ${r.entity_uid} ${r.supplier_uid} ${Number(r.qty)} ${Number(r.amount)}`)
      .sort();
  const stored = await companyDb.db.selectFrom(stockBalancesView().as('b')).selectAll().where('store_uid', 'in', stores).execute();
  const summed = await companyDb.db
    .selectFrom(stockMovesView().as('m'))
    .select(['store_uid', 'entity_uid', 'supplier_uid', sql<string>`sum(qty)`.as('qty'), sql<string>`sum(amount)`.as('amount')])
    .where('store_uid', 'in', stores)
    .groupBy(['store_uid', 'entity_uid', 'supplier_uid'])
    .execute();
  const perPosition = await companyDb.db
    .selectFrom(stockTotalsView().as('t'))
    .select(['store_uid', 'entity_uid', 'qty', 'amount'])
    .where('store_uid', 'in', stores)
    .execute();
  const summedPerPosition = await companyDb.db
    .selectFrom(stockMovesView().as('m'))
    .select(['store_uid', 'entity_uid', sql<string>`sum(qty)`.as('qty'), sql<string>`sum(amount)`.as('amount')])
    .where('store_uid', 'in', stores)
    .groupBy(['store_uid', 'entity_uid'])
    .execute();
  return {
    // Rows of stock_balances that reached zero are deleted by the posting that emptied them.
    emptyBalanceRows: stored.filter((r) => Number(r.qty) === 0 && Number(r.amount) === 0).length,
    stored: [...canonical(stored), ...canonical(perPosition.map((r) => ({ ...r, supplier_uid: 'all' })))],
    summed: [...canonical(summed), ...canonical(summedPerPosition.map((r) => ({ ...r, supplier_uid: 'all' })))],
  };
}

class Rollback extends Error {}

/** After a random history of posting and unposting (back-dated too), a re-computation from scratch changes nothing. */
async function incrementalEqualsFull(size: WorldSize, history: Action[]): Promise<void> {
  const w = await createWorld(api, size);
  const docs: RunDoc[] = [];
  for (const step of history) await runAction(api, w, docs, step);
  const incremental = await movesOf(w.stores);
  const totals = await totalsOf(w.stores);
  expect(totals.stored).toEqual(totals.summed);
  expect(totals.emptyBalanceRows).toBe(0);
  const positions: Position[] = w.stores.flatMap((s) => w.goods.map((g) => ({ store: s, entity: g })));
  let full: Record<string, string[]> = {};
  await companyDb
    .write(async (trx) => {
      await replayPositions(trx, companyDb.context, { initial: positions });
      // Read inside the transaction, then roll it back: the check leaves the world as it was.
      const rows = await trx
        .selectFrom(stockMovesView().as('m'))
        .select(['store_uid', 'entity_uid', 'line_uid', 'date', 'supplier_uid', 'qty', 'amount'])
        .where('store_uid', 'in', w.stores)
        .orderBy('id')
        .execute();
      full = {};
      for (const r of rows) {
        (full[positionKey({ store: r.store_uid, entity: r.entity_uid })] ??= []).push(
          `${r.line_uid} ${r.date} ${r.supplier_uid} ${Number(r.qty)} ${Number(r.amount)}`,
        );
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(full).toEqual(incremental);
}

/**
 * A history whose documents come day after day, as an office enters them: most postings then come
 * after every event of their goods and go on from the queues cached by the postings before them
 * (stock/cached-queues.ts); toggles still unpost and re-post some out of order.
 */
function dayByDay(history: Action[]): Action[] {
  let day = 0;
  return history.map((a) => (a.op === 'create' ? { ...a, doc: { ...a.doc, day: (day = Math.max(day, a.doc.day)) } } : a));
}

describe('incremental stock re-computation', () => {
  it(
    'leaves exactly the moves a re-computation from scratch writes, and running totals equal to the sum of the moves',
    async () => {
      await fc.assert(
        fc.asyncProperty(worldSize, fc.array(action({ payments: false }), { minLength: 1, maxLength: 14 }), incrementalEqualsFull),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );

  it(
    'leaves the same moves when documents come day after day and go on from the cached queues',
    async () => {
      await fc.assert(
        fc.asyncProperty(worldSize, fc.array(action({ payments: false }), { minLength: 1, maxLength: 14 }), (size, history) =>
          incrementalEqualsFull(size, dayByDay(history)),
        ),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );
});
