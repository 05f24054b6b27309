import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, todayIso, WarehouseBalance } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

type Ref = { uid: string };
type Line = { entity: Ref; qty: number | string; price: number | string; sum?: number | string };

describe('the warehouse balance report', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  /** Posts a receipt from `supplier` into `store`; without a vatCode the cost is the line sum. */
  const receive = async (store: Ref, supplier: Ref, date: string, details: Line[], extra: object = {}) =>
    f.post(
      (await f.document({ type: 'waybillIn', date, agent: { uid: supplier.uid }, storeIn: { uid: store.uid }, details, ...extra })).uid,
    );
  /** Posts a sale out of `store`. */
  const sell = async (store: Ref, date: string, details: Line[]) => {
    const customer = await f.agent('Покупець');
    return f.post(
      (await f.document({ type: 'waybillOut', date, agent: { uid: customer.uid }, storeOut: { uid: store.uid }, details })).uid,
    );
  };
  const balance = async (query: Record<string, string>) => {
    const reply = await api.get('/report/warehousebalance/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(WarehouseBalance).parse(reply.body).data;
  };
  /** The rows of one store as `entity name: qty × price = sum`, easy to read in a failure. */
  const rowsOf = async (store: Ref, query: Record<string, string> = {}) =>
    (await balance({ store: store.uid, ...query })).rows.map((r) => `${r.entity.name}: ${r.qty} × ${r.price} = ${r.sum}`);

  it('shows a store and goods renamed after the stock came in by their new names, in the whole report and in one store', async () => {
    const [store, supplier] = [await f.store('Склад до перейменування'), await f.agent('Постачальник')];
    const item = await f.entity('Стара назва', { unit: 'шт' });
    await receive(store, supplier, '2026-01-12', [{ entity: item, qty: 2, price: 5 }]);
    expect(await rowsOf(store)).toEqual(['Стара назва: 2 × 5 = 10']);
    expect((await api.post('/entity/update', { uid: item.uid, name: 'Нова назва' })).status).toBe(200);
    expect((await api.post('/store/update', { uid: store.uid, name: 'Склад після перейменування' })).status).toBe(200);
    expect(await rowsOf(store)).toEqual(['Нова назва: 2 × 5 = 10']);
    const whole = (await balance({})).rows.filter((r) => r.store.uid === store.uid);
    expect(whole.map((r) => `${r.store.name} / ${r.entity.name}`)).toEqual(['Склад після перейменування / Нова назва']);
  });

  it('shows a position with its store, entity, quantity, average price and cost', async () => {
    const [store, supplier] = [await f.store('Склад №1'), await f.agent('Постачальник')];
    const item = await f.entity('Фарба', { article: 'F-01', unit: 'л' });
    await receive(store, supplier, '2026-01-10', [{ entity: item, qty: 4, price: '25.50' }]);
    const data = await balance({ store: store.uid });
    expect(data.rows).toEqual([
      {
        store: { uid: store.uid, name: 'Склад №1' },
        entity: { uid: item.uid, name: 'Фарба', article: 'F-01', unit: 'л' },
        qty: 4,
        price: 25.5,
        sum: 102,
      },
    ]);
  });

  it('answers for today when no date is given, written YYYY-MM-DDT00:00:00', async () => {
    const today = todayIso();
    expect((await balance({})).date).toBe(`${today}T00:00:00`);
    expect((await balance({ date: '2026-03-01' })).date).toBe('2026-03-01T00:00:00');
  });

  it('counts a receipt dated today by default but one dated tomorrow only from tomorrow', async () => {
    const now = new Date();
    const [today, tomorrow] = [todayIso(now), todayIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))];
    const [store, supplier, item] = [await f.store(), await f.agent(), await f.entity('Сьогоднішній')];
    await receive(store, supplier, today, [{ entity: item, qty: 5, price: 2 }]);
    await receive(store, supplier, tomorrow, [{ entity: item, qty: 3, price: 2 }]);
    expect(await rowsOf(store)).toEqual(['Сьогоднішній: 5 × 2 = 10']);
    expect(await rowsOf(store, { date: tomorrow })).toEqual(['Сьогоднішній: 8 × 2 = 16']);
  });

  it('gives the balance at the end of a past date', async () => {
    const [store, supplier, item] = [await f.store(), await f.agent(), await f.entity('Цемент')];
    await receive(store, supplier, '2026-03-01', [{ entity: item, qty: 10, price: 7 }]);
    await sell(store, '2026-03-05', [{ entity: item, qty: 4, price: 12 }]);
    expect(await rowsOf(store, { date: '2026-02-28' })).toEqual([]);
    expect(await rowsOf(store, { date: '2026-03-01' })).toEqual(['Цемент: 10 × 7 = 70']);
    expect(await rowsOf(store, { date: '2026-03-04' })).toEqual(['Цемент: 10 × 7 = 70']);
    expect(await rowsOf(store, { date: '2026-03-05' })).toEqual(['Цемент: 6 × 7 = 42']);
  });

  it('shows only positions with a non-zero balance', async () => {
    const [store, supplier] = [await f.store(), await f.agent()];
    const [sold, kept] = [await f.entity('Продане'), await f.entity('Залишок')];
    await receive(store, supplier, '2026-03-01', [
      { entity: sold, qty: 2, price: 5 },
      { entity: kept, qty: 1, price: 5 },
    ]);
    await sell(store, '2026-03-02', [{ entity: sold, qty: 2, price: 9 }]);
    expect(await rowsOf(store, { date: '2026-03-31' })).toEqual(['Залишок: 1 × 5 = 5']);
  });

  it('rounds the average price to kopecks from the exact cost', async () => {
    const [store, supplier] = [await f.store(), await f.agent()];
    const [down, up] = [await f.entity('Третини вниз'), await f.entity('Третини вгору')];
    await receive(store, supplier, '2026-03-01', [
      { entity: down, qty: 3, price: '3.3333', sum: '10.00' },
      { entity: up, qty: 3, price: '6.6667', sum: '20.00' },
    ]);
    expect(await rowsOf(store, { date: '2026-03-01' })).toEqual(['Третини вгору: 3 × 6.67 = 20', 'Третини вниз: 3 × 3.33 = 10']);
  });

  it("values a VAT payer's stock at cost without VAT whether prices included it or not, and a non-payer's with its VAT", async () => {
    // The worker's company is shared: whether it pays VAT is put back as it was.
    const before = (await api.get('/company/settings')).body.data.vatPayer;
    const paysVat = async (vatPayer: boolean) => expect((await api.post('/company/settings', { vatPayer })).status).toBe(200);
    const bought = async () => {
      const [store, supplier] = [await f.store(), await f.agent()];
      const [inPrice, onTop] = [await f.entity('З ПДВ у ціні'), await f.entity('ПДВ зверху')];
      await receive(store, supplier, '2026-03-01', [{ entity: inPrice, qty: 2, price: 60 }], { vatCode: '20', vatInPrice: true });
      await receive(store, supplier, '2026-03-01', [{ entity: onTop, qty: 2, price: 50 }], { vatCode: '20' });
      return rowsOf(store, { date: '2026-03-01' });
    };
    try {
      await paysVat(true);
      expect(await bought()).toEqual(['З ПДВ у ціні: 2 × 50 = 100', 'ПДВ зверху: 2 × 50 = 100']);
      await paysVat(false);
      expect(await bought()).toEqual(['З ПДВ у ціні: 2 × 60 = 120', 'ПДВ зверху: 2 × 60 = 120']);
    } finally {
      if (before !== null) await paysVat(before);
    }
  });

  it('ignores documents that are not posted, or posted and then unposted', async () => {
    const [store, supplier, item] = [await f.store(), await f.agent(), await f.entity('Чернетка')];
    await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: item, qty: 1, price: 1 }],
    });
    const undone = await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: item, qty: 2, price: 1 }],
    });
    await f.post(undone.uid);
    await f.unpost(undone.uid);
    expect(await rowsOf(store, { date: '2026-03-31' })).toEqual([]);
  });

  it('restricts the report to one store', async () => {
    const [north, south, supplier, item] = [await f.store('Північ'), await f.store('Південь'), await f.agent(), await f.entity('Дошка')];
    await receive(north, supplier, '2026-03-01', [{ entity: item, qty: 1, price: 100 }]);
    await receive(south, supplier, '2026-03-01', [{ entity: item, qty: 2, price: 100 }]);
    const data = await balance({ store: south.uid, date: '2026-03-01' });
    expect(data.rows.map((r) => [r.store.name, r.qty])).toEqual([['Південь', 2]]);
    expect((await balance({ store: uid(), date: '2026-03-01' })).rows).toEqual([]);
  });

  it('restricts the report to the batches of one supplier, after FIFO consumption', async () => {
    const [store, first, second, item] = [await f.store(), await f.agent('Перший'), await f.agent('Другий'), await f.entity('Брус')];
    await receive(store, first, '2026-03-01', [{ entity: item, qty: 10, price: 10 }]);
    await receive(store, second, '2026-03-02', [{ entity: item, qty: 10, price: 20 }]);
    // The sale takes the older batch first: 4 of the first supplier's 10.
    await sell(store, '2026-03-03', [{ entity: item, qty: 4, price: 30 }]);
    const q = { date: '2026-03-31' };
    expect(await rowsOf(store, q)).toEqual(['Брус: 16 × 16.25 = 260']);
    expect(await rowsOf(store, { ...q, supplier: first.uid })).toEqual(['Брус: 6 × 10 = 60']);
    expect(await rowsOf(store, { ...q, supplier: second.uid })).toEqual(['Брус: 10 × 20 = 200']);
    // Once the sale has used up the first supplier's batch, that supplier has no row at all.
    await sell(store, '2026-03-04', [{ entity: item, qty: 6, price: 30 }]);
    expect(await rowsOf(store, { ...q, supplier: first.uid })).toEqual([]);
  });

  it.each([
    ['date', '2026-02-29'],
    ['date', '01.03.2026'],
    ['date', 'today'],
    ['store', 'склад-1'],
    ['supplier', '42'],
  ])('refuses %s=%s with 400 naming the parameter', async (name, value) => {
    expectFailure(await api.get('/report/warehousebalance/', { [name]: value }), 400, { code: 'VALIDATION', mentions: `query.${name}` });
  });
});
