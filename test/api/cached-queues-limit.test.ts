import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TUNING } from '../../server/ledger/context.js';
import { expectFailure } from '../support/api-assertions.js';
import { expectColdAgrees, type StockWorld } from '../support/stock-cold-reads.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * The cached FIFO queues at a limit of three positions (the company's tuning, `cachedQueues`): postings go
 * round twelve positions, appended and back-dated, so queues are kept, used, retired and evicted in
 * turn. After every step each answer equals a re-computation from scratch, and the company never
 * keeps more queues than its limit (docs/service-behaviour.md, "The order of a day's moves").
 */
const LIMIT = 3;
const DATES = ['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06'];

describe('cached FIFO queues at a small limit', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('cachedlimit', { tuning: { cachedQueues: LIMIT } });
    api = apiClient(service.app);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it('keeps the limit of the tuning given, and 20,000 by default', () => {
    expect(DEFAULT_TUNING.cachedQueues).toBe(20_000);
    expect(service.companyDb.context.tuning.cachedQueues).toBe(LIMIT);
  });

  it('answers as a re-computation from scratch after every posting, never keeping more than the limit', async () => {
    const f = fixtures(api);
    const stores = [await f.store('Склад 1'), await f.store('Склад 2')];
    const goods: Awaited<ReturnType<typeof f.entity>>[] = [];
    for (let i = 0; i < 6; i++) goods.push(await f.entity(`Товар ${i + 1}`));
    const supplier = await f.agent('Постачальник');
    const customer = await f.agent('Покупець');
    const positions = stores.flatMap((store) => goods.map((item) => ({ store: store.uid, item: item.uid })));
    const world: StockWorld = { stores: stores.map((s) => s.uid), goods: goods.map((g) => g.uid), dates: DATES, documents: [] };
    type At = (typeof positions)[number];

    let mostCached = 0;
    /** Checks the step against a cold read, and the number of cached queues against the limit. */
    const check = async (step: string) => {
      const kept = service.companyDb.context.queues.size;
      expect(kept, `${step}: queues kept`).toBeLessThanOrEqual(LIMIT);
      mostCached = Math.max(mostCached, kept);
      await expectColdAgrees(step, { companyDb: service.companyDb, world, apis: [api] });
    };
    const made = async (body: Parameters<typeof f.document>[0]) => {
      const doc = await f.document(body);
      world.documents.push(doc.uid);
      return doc;
    };
    /** A receipt of batches of `[qty, price]`, one line each. */
    const receipt = (at: At, date: string, batches: [number, number][]) =>
      made({
        type: 'waybillIn',
        date,
        agent: { uid: supplier.uid },
        storeIn: { uid: at.store },
        details: batches.map(([qty, price]) => ({ entity: { uid: at.item }, qty, price })),
      });
    const sale = (at: At, date: string, qty: number) =>
      made({
        type: 'waybillOut',
        date,
        agent: { uid: customer.uid },
        storeOut: { uid: at.store },
        details: [{ entity: { uid: at.item }, qty, price: 100 }],
      });
    const post = async (step: string, uid: string) => {
      await f.post(uid);
      await check(step);
    };

    // Each position's receipt of two batches at two prices: every posting keeps a queue, the oldest go as the fourth comes.
    for (const [i, at] of positions.entries()) {
      const batches: [number, number][] = [
        [3, 10 + i],
        [7, 100 + i],
      ];
      await post(`receipt ${i}`, (await receipt(at, DATES[1] as string, batches)).uid);
    }
    // Two sales of a position in a row: the second goes on from the queue the first kept.
    for (const [i, at] of positions.entries()) {
      await post(`sale ${i}`, (await sale(at, DATES[2] as string, 2)).uid);
      await post(`sale ${i} again`, (await sale(at, DATES[2] as string, 1)).uid);
    }
    // Back-dated receipts at another price re-cost the sales after them and retire their queues.
    const early = [];
    for (const [i, at] of positions.entries()) {
      if (i % 3 !== 0) continue;
      const doc = await receipt(at, DATES[0] as string, [[2, 50 + i]]);
      early.push(doc.uid);
      await post(`back-dated receipt ${i}`, doc.uid);
    }
    // Round the positions backwards, appended on a later day, then the early receipts go again.
    for (const [i, at] of [...positions.entries()].reverse()) await post(`late sale ${i}`, (await sale(at, DATES[3] as string, 3)).uid);
    for (const uid of early) {
      await f.unpost(uid);
      await check(`unposted ${uid}`);
    }
    // A sale of more than is left is refused and keeps nothing of itself.
    const [first] = positions as [At];
    const tooMuch = await sale(first, DATES[4] as string, 1000);
    expectFailure(await api.post('/document/setdone', { uid: tooMuch.uid, done: true }), 422, 'NOT_ENOUGH_STOCK');
    await check('a sale refused');
    expectFailure(await api.post('/document/delete', { uid: world.documents[0] }), 409, 'DOCUMENT_POSTED');
    expect((await api.post('/document/delete', { uid: tooMuch.uid })).status).toBe(200);
    world.documents = world.documents.filter((uid) => uid !== tooMuch.uid);
    await post('the last sale', (await sale(first, DATES[4] as string, 1)).uid);
    expect(mostCached, 'the queues filled to their limit').toBe(LIMIT);
    // Some sixty steps, each read back twice: over a minute on PostgreSQL on a busy machine.
  }, 240_000);
});
