import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';
import type { HasUid } from '../support/api-replies.js';

/**
 * `GET /entity/lastcost/{uid}` (docs/service-behaviour.md, "Returns from customers"): the unit cost the
 * goods last came into a store at, which a return without a basis offers as its cost.
 */
describe('the last cost of goods', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const lastCost = async (entity: HasUid, query: { store?: string; date?: string } = {}) => {
    const reply = await api.get(`/entity/lastcost/${entity.uid}`, query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  async function receive(store: HasUid, supplier: HasUid, item: HasUid, date: string, qty: number, price: number) {
    const doc = await f.document({
      type: 'waybillIn',
      date,
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty, price }],
    });
    await f.post(doc.uid);
    return doc;
  }

  it('answers the last receipt of the store up to the date, else of any store, else none', async () => {
    const [main, branch, empty, supplier] = [await f.store('Склад'), await f.store('Філія'), await f.store('Порожній'), await f.agent()];
    const kettle = await f.entity('Чайник');
    await receive(main, supplier, kettle, '2026-05-04', 10, 900);
    const later = await receive(main, supplier, kettle, '2026-05-12', 5, 800);
    const inBranch = await receive(branch, supplier, kettle, '2026-05-13', 3, 100);

    expect(await lastCost(kettle, { store: main.uid })).toEqual({
      unitCost: 800,
      date: '2026-05-12',
      store: { uid: main.uid, name: 'Склад' },
      document: { uid: later.uid, type: 'waybillIn', no: later.no },
    });
    expect(await lastCost(kettle, { store: main.uid, date: '2026-05-11' })).toMatchObject({ unitCost: 900, date: '2026-05-04' });
    // Nothing in the store: the last receipt anywhere, 3 for 300.00 is 100.00 each.
    expect(await lastCost(kettle, { store: empty.uid })).toMatchObject({
      unitCost: 100,
      store: { uid: branch.uid },
      document: { uid: inBranch.uid },
    });
    expect(await lastCost(kettle)).toMatchObject({ unitCost: 100, date: '2026-05-13' });
    expect(await lastCost(kettle, { date: '2026-05-01' })).toEqual({ unitCost: null, date: null, store: null, document: null });
  });

  it('keeps a cost of four decimals: 3 for 100.00 is 33.3333', async () => {
    const [store, supplier, cup] = [await f.store(), await f.agent(), await f.entity('Чашка')];
    const doc = await f.document({
      type: 'waybillIn',
      date: '2026-05-04',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: cup.uid }, qty: 3, price: 33.3333, sum: 100 }],
    });
    await f.post(doc.uid);
    expect(await lastCost(cup, { store: store.uid })).toMatchObject({ unitCost: 33.3333 });
  });

  it('refuses a uid that is not one, a bad date and records it does not have', async () => {
    const kettle = await f.entity('Чайник');
    expectFailure(await api.get('/entity/lastcost/чайник'), 400, 'VALIDATION');
    expectFailure(await api.get(`/entity/lastcost/${kettle.uid}`, { date: '2026-13-01' }), 400, 'VALIDATION');
    expectFailure(await api.get(`/entity/lastcost/${kettle.uid}`, { store: 'склад' }), 400, 'VALIDATION');
    expectFailure(await api.get(`/entity/lastcost/${uid()}`), 404, 'NOT_FOUND');
    expectFailure(await api.get(`/entity/lastcost/${kettle.uid}`, { store: uid() }), 404, 'NOT_FOUND');
  });
});
