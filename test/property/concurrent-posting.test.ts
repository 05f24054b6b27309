import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/api/money.js';
import { buildServer } from '../../server/app.js';
import { apiClient, fixtures, testService, type ApiClient, type Reply, type TestService } from '../support/test-service.js';
import { runsFor, timeoutFor } from './arbitraries.js';
import { DAYS } from './world.js';
import { at } from '../support/checked.js';
import { firstError } from '../support/api-assertions.js';

let service: TestService;
let api: ApiClient;
let second: FastifyInstance;
beforeAll(async () => {
  service = await testService();
  api = apiClient(service.app);
  // A second service over the same store, as when two server processes share one company's data.
  second = await buildServer({ companyDb: service.companyDb, rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await second?.close();
});

/** A store holding `stock` units of one item received on the first day, and issues of `quantities` made (unposted) after it. */
async function stockWithIssues(stock: string, quantities: string[], days: number[] = []) {
  const f = fixtures(api);
  const store = await f.store('Склад одночасних продажів');
  const item = await f.entity('Борошно');
  const supplier = await f.agent('Млин');
  const customer = await f.agent('Пекарня');
  const receipt = await f.document({
    type: 'waybillIn',
    date: at(DAYS, 0),
    no: 'C-0',
    agent: { uid: supplier.uid },
    storeIn: { uid: store.uid },
    vatCode: 'none',
    details: [{ entity: { uid: item.uid }, qty: stock, price: '7.3' }],
  });
  await f.post(receipt.uid);
  const issues: { uid: string; qty: Decimal }[] = [];
  for (const [i, qty] of quantities.entries()) {
    const doc = await f.document({
      type: 'waybillOut',
      date: at(DAYS, 1 + ((days[i] ?? 0) % (DAYS.length - 1))),
      no: `C-${i + 1}`,
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: item.uid }, qty, price: 20 }],
    });
    issues.push({ uid: doc.uid, qty: new Decimal(qty) });
  }
  return { store: store.uid, item: item.uid, receipt: receipt.uid, issues };
}

/** Posts every issue at the same moment, spreading the requests over the given clients. */
function postAllAtOnce(clients: ApiClient[], uids: string[]): Promise<Reply[]> {
  return Promise.all(uids.map((uid, i) => at(clients, i % clients.length).post('/document/setdone', { uid, done: true })));
}

/** The store's balance of the item at the end of every day: [qty, sum] per day (zero when no row). */
async function balanceByDay(store: string): Promise<[Decimal, Decimal][]> {
  const out: [Decimal, Decimal][] = [];
  for (const date of DAYS) {
    const r = await api.get('/report/warehousebalance/', { date, store });
    const [row] = r.body.data.rows;
    out.push(row ? [new Decimal(row.qty), new Decimal(row.sum)] : [new Decimal(0), new Decimal(0)]);
  }
  return out;
}

/** Accepted issues fit the stock together; each refused one is refused for stock and would overdraw on top of them. */
async function checkOutcome(stock: Decimal, world: Awaited<ReturnType<typeof stockWithIssues>>, replies: Reply[]) {
  const accepted = world.issues.filter((_, i) => at(replies, i).status === 200);
  const issued = accepted.reduce((s, x) => s.plus(x.qty), new Decimal(0));
  expect(issued.lessThanOrEqualTo(stock), `issued ${issued.toFixed()} of ${stock.toFixed()}`).toBe(true);
  for (const [i, reply] of replies.entries()) {
    if (reply.status === 200) continue;
    expect(reply.status).toBe(422);
    expect(firstError(reply.body)).toMatch(/^NOT_ENOUGH_STOCK:/);
    expect(issued.plus(at(world.issues, i).qty).greaterThan(stock), 'a refused issue would not have fitted').toBe(true);
  }
  for (const [i, issue] of world.issues.entries()) {
    expect((await api.get(`/document/getdone/${issue.uid}`)).body.data.done).toBe(at(replies, i).status === 200);
  }
  const days = await balanceByDay(world.store);
  for (const [qty, sum] of days) {
    expect(qty.isNegative(), 'stock never goes negative').toBe(false);
    expect(sum.isNegative()).toBe(false);
  }
  const [qty, sum] = at(days, -1);
  expect(qty.toFixed()).toBe(stock.minus(issued).toFixed());
  // One batch at 7.30: what is left is worth its quantity at that price, give or take each issue's rounding to kopecks.
  const drift = sum.minus(qty.times('7.3')).abs();
  expect(drift.lessThanOrEqualTo(new Decimal('0.005').times(accepted.length)), `left ${qty.toFixed()} worth ${sum.toFixed()}`).toBe(true);
  return accepted.length;
}

describe('concurrent posting', () => {
  it('six clients posting 3 of 10 units at the same moment: exactly three succeed and three get 422', async () => {
    const world = await stockWithIssues(
      '10',
      Array.from({ length: 6 }, () => '3'),
    );
    const replies = await postAllAtOnce(
      [api],
      world.issues.map((x) => x.uid),
    );
    expect(await checkOutcome(new Decimal(10), world, replies)).toBe(3);
  });

  it('two servers over the same store never let their postings together overdraw the stock', async () => {
    const world = await stockWithIssues(
      '10',
      Array.from({ length: 6 }, () => '3'),
    );
    const replies = await postAllAtOnce(
      [api, apiClient(second)],
      world.issues.map((x) => x.uid),
    );
    expect(await checkOutcome(new Decimal(10), world, replies)).toBe(3);
  });

  it(
    'issues of any sizes and dates posted at once: the accepted ones fit the stock and every refused one would not',
    async () => {
      const qty = fc.integer({ min: 1, max: 6000 }).map((n) => new Decimal(n).dividedBy(1000).toFixed());
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(qty, fc.nat(2)), { minLength: 2, maxLength: 8 }), async (issues) => {
          const world = await stockWithIssues(
            '10',
            issues.map(([q]) => q),
            issues.map(([, d]) => d),
          );
          const replies = await postAllAtOnce(
            [api, apiClient(second)],
            world.issues.map((x) => x.uid),
          );
          await checkOutcome(new Decimal(10), world, replies);
        }),
        runsFor(2_000),
      );
    },
    timeoutFor(2_000),
  );

  it('unposting the receipt while its stock is being sold either is refused or leaves every sale refused', async () => {
    const world = await stockWithIssues(
      '10',
      Array.from({ length: 4 }, () => '3'),
    );
    const clients = [api, apiClient(second)];
    const [unpost, ...replies] = await Promise.all([
      at(clients, 1).post('/document/setdone', { uid: world.receipt, done: false }),
      ...world.issues.map((x, i) => at(clients, i % 2).post('/document/setdone', { uid: x.uid, done: true })),
    ]);
    const sold = world.issues.filter((_, i) => at(replies, i).status === 200).reduce((s, x) => s.plus(x.qty), new Decimal(0));
    if (unpost.status === 200) expect(sold.toFixed(), 'nothing sold from an unposted receipt').toBe('0');
    else expect(firstError(unpost.body)).toMatch(/^NOT_ENOUGH_STOCK:/);
    const stock = new Decimal(unpost.status === 200 ? 0 : 10);
    const [qty] = at(await balanceByDay(world.store), -1);
    expect(qty.toFixed()).toBe(stock.minus(sold).toFixed());
    for (const [q] of await balanceByDay(world.store)) expect(q.isNegative()).toBe(false);
  });
});
