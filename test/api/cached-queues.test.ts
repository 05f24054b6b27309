import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS } from '../../server/auth.js';
import { CompanyContext } from '../../server/ledger/context.js';
import { setDone } from '../../server/ledger/documents/posting.js';
import { expectFailure } from '../support/api-assertions.js';
import type { HasUid } from '../support/api-replies.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A posting after every event of its goods goes on from the FIFO queue the last posting of them left
 * (docs/performance.md, "Posting with its entries"). What it costs must be what the posted documents
 * say, whoever wrote them last: another service on the same database (here a second company context
 * over the same store; two services of their own on PostgreSQL in cached-queues-services.test.ts), a
 * posting rolled back, or a re-costing that left the totals as they were.
 */
describe('cached FIFO queues', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('cachedqueues');
    api = apiClient(service.app);
    f = fixtures(api);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** Posts a document as another service would: its own context, the same database. */
  const postElsewhere = (uid: string, done = true) =>
    service.companyDb.write((trx) =>
      setDone(trx, new CompanyContext(), { body: { uid, done }, user: { id: 0, name: 'інша служба', ...ALL_RIGHTS } }),
    );

  const setting = () => f.trade();
  type Setting = Awaited<ReturnType<typeof setting>>;

  const receipt = (s: Setting, qty: number, price: number, date: string) =>
    f.document({
      type: 'waybillIn',
      date,
      agent: { uid: s.supplier.uid },
      storeIn: { uid: s.store.uid },
      details: [{ entity: { uid: s.item.uid }, qty, price }],
    });
  const sale = (s: Setting, date: string, items: HasUid[] = [s.item], no?: string) =>
    f.document({
      type: 'waybillOut',
      date,
      ...(no ? { no } : {}),
      agent: { uid: s.customer.uid },
      storeOut: { uid: s.store.uid },
      details: items.map((item) => ({ entity: { uid: item.uid }, qty: 1, price: 100 })),
    });

  /** What a posted sale's goods cost: its Дт 902 Кт 281 entries. */
  async function costOf(uid: string): Promise<number[]> {
    const reply = await api.get(`/document/entries/${uid}`);
    expect(reply.status).toBe(200);
    const entries = reply.body.data as { debit: string; credit: string; amount: number }[];
    return entries.filter((e) => e.debit === '902' && e.credit === '281').map((e) => Number(e.amount));
  }

  it("sees another service's posting of the same goods", async () => {
    const s = await setting();
    for (const price of [10, 20, 30]) await f.post((await receipt(s, 1, price, '2026-03-02')).uid);
    const first = await sale(s, '2026-03-03');
    await f.post(first.uid);
    expect(await costOf(first.uid)).toEqual([10]);
    const elsewhere = await sale(s, '2026-03-04');
    await postElsewhere(elsewhere.uid);
    expect(await costOf(elsewhere.uid)).toEqual([20]);
    const last = await sale(s, '2026-03-05');
    await f.post(last.uid);
    expect(await costOf(last.uid)).toEqual([30]);
  });

  it('sees batches changed elsewhere even when the totals came out the same', async () => {
    const s = await setting();
    const cheap = await receipt(s, 1, 10, '2026-04-01');
    const dear = await receipt(s, 1, 20, '2026-04-01');
    await f.post(cheap.uid);
    await f.post(dear.uid);
    // Elsewhere both go and one receipt of the same two units at the same 30 comes instead: 2 at 15.
    await postElsewhere(cheap.uid, false);
    await postElsewhere(dear.uid, false);
    await postElsewhere((await receipt(s, 2, 15, '2026-04-01')).uid);
    const next = await sale(s, '2026-04-02');
    await f.post(next.uid);
    expect(await costOf(next.uid)).toEqual([15]);
  });

  it('keeps nothing of a posting that was refused', async () => {
    const s = await setting();
    const scarce = await f.entity('Рідкісний товар');
    await f.post((await receipt(s, 1, 10, '2026-05-01')).uid);
    await f.post((await receipt(s, 1, 20, '2026-05-01')).uid);
    const refused = await sale(s, '2026-05-02', [s.item, scarce]);
    expectFailure(await api.post('/document/setdone', { uid: refused.uid, done: true }), 422, 'NOT_ENOUGH_STOCK');
    const next = await sale(s, '2026-05-02');
    await f.post(next.uid);
    expect(await costOf(next.uid)).toEqual([10]);
  });

  it('puts a document of the same day numbered before the last one where the day order puts it', async () => {
    const s = await setting();
    await f.post((await receipt(s, 1, 10, '2026-06-01')).uid);
    await f.post((await receipt(s, 1, 20, '2026-06-01')).uid);
    const early = await sale(s, '2026-06-02', [s.item], 'A-1');
    const late = await sale(s, '2026-06-02', [s.item], 'A-2');
    await f.post(late.uid);
    expect(await costOf(late.uid)).toEqual([10]);
    await f.post(early.uid);
    // A-1 comes first in the day: it takes the older batch, and A-2 is re-costed.
    expect(await costOf(early.uid)).toEqual([10]);
    expect(await costOf(late.uid)).toEqual([20]);
  });
});
