import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';
import { expectFailure } from '../support/api-assertions.js';
import type { HasUid } from '../support/api-replies.js';

describe('stock movements of posted documents', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  /** Balance rows of one store as [entity uid, qty, sum], optionally at a date or for one supplier. */
  async function balance(storeUid: string, extra: { date?: string; supplier?: string } = {}) {
    const reply = await api.get('/report/warehousebalance/', { store: storeUid, ...extra });
    return reply.body.data.rows.map((r) => [r.entity.uid, r.qty, r.sum]);
  }

  /** A posted receipt from `supplier` into `store`: qty units at a net price. */
  async function receive(store: HasUid, supplier: HasUid, item: HasUid, qty: number, price: number, date: string, no?: string) {
    const doc = await f.document({
      type: 'waybillIn',
      date,
      ...(no ? { no } : {}),
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty, price }],
    });
    await f.post(doc.uid);
    return doc;
  }

  /** An unposted document moving qty units of `item` out of `store`. */
  const issue = (type: string, store: HasUid, agent: HasUid | null, item: HasUid, qty: number, date: string, price = 30) =>
    f.document({
      type,
      date,
      agent: agent ? { uid: agent.uid } : null,
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty, price }],
    });

  /** An unposted return from `customer` of qty units of `item` into `store`, at a net price. */
  const customerReturn = (store: HasUid, customer: HasUid, item: HasUid, qty: number, date: string, price = 30) =>
    f.document({
      type: 'waybillRetOut',
      date,
      agent: { uid: customer.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty, price }],
    });

  const setting = () => f.trade();

  it('refuses an issue of more than the store holds with 422 and changes nothing', async () => {
    const { store, supplier, customer, item } = await setting();
    await receive(store, supplier, item, 3, 10, '2026-04-01');
    const sale = await issue('waybillOut', store, customer, item, 4, '2026-04-02');
    const before = await balance(store.uid);
    expectFailure(await api.post('/document/setdone', { uid: sale.uid, done: true }), 422, 'NOT_ENOUGH_STOCK');
    expect((await api.get(`/document/getdone/${sale.uid}`)).body.data.done).toBe(false);
    expect(await balance(store.uid)).toEqual(before);
    const turnover = await api.get('/report/agentturnover/', { accCode: '361', from: '2026-01-01', to: '2026-12-31', agent: customer.uid });
    expect(turnover.body.data.rows).toEqual([]);
  });

  it('refuses an issue dated before the receipt that would cover it', async () => {
    const { store, supplier, customer, item } = await setting();
    await receive(store, supplier, item, 5, 10, '2026-04-10');
    const early = await issue('waybillOut', store, customer, item, 1, '2026-04-09');
    expectFailure(await api.post('/document/setdone', { uid: early.uid, done: true }), 422, 'NOT_ENOUGH_STOCK');
    expect(await balance(store.uid)).toEqual([[item.uid, 5, 50]]);
  });

  it('refuses a back-dated issue that would leave a later posted issue short, with 422 and nothing changed', async () => {
    const { store, supplier, customer, item } = await setting();
    await receive(store, supplier, item, 5, 10, '2026-04-01');
    await f.post((await issue('waybillOut', store, customer, item, 4, '2026-04-10')).uid);
    const early = await issue('inventoryWriteOff', store, null, item, 2, '2026-04-05');
    expectFailure(await api.post('/document/setdone', { uid: early.uid, done: true }), 422, 'NOT_ENOUGH_STOCK');
    expect((await api.get(`/document/getdone/${early.uid}`)).body.data.done).toBe(false);
    expect(await balance(store.uid)).toEqual([[item.uid, 1, 10]]);
    expect(await balance(store.uid, { date: '2026-04-05' })).toEqual([[item.uid, 5, 50]]);
  });

  it('refuses to unpost a receipt that a later issue consumed, with 422 and nothing changed', async () => {
    const { store, supplier, customer, item } = await setting();
    const receipt = await receive(store, supplier, item, 5, 10, '2026-04-01');
    const sale = await issue('waybillOut', store, customer, item, 2, '2026-04-05');
    await f.post(sale.uid);
    const before = { stock: await balance(store.uid), doc: (await api.get(`/document/load/${receipt.uid}`)).body.data };
    expectFailure(await api.post('/document/setdone', { uid: receipt.uid, done: false }), 422, 'NOT_ENOUGH_STOCK');
    expect({ stock: await balance(store.uid), doc: (await api.get(`/document/load/${receipt.uid}`)).body.data }).toEqual(before);
    const turnover = await api.get('/report/agentturnover/', { accCode: '631', from: '2026-01-01', to: '2026-12-31', agent: supplier.uid });
    expect(turnover.body.data.rows).toEqual([expect.objectContaining({ crSum: 50 })]);
  });

  it('re-costs a later issue when a receipt is posted with an earlier date', async () => {
    const { store, supplier, customer, item } = await setting();
    await receive(store, supplier, item, 5, 10, '2026-04-10');
    await f.post((await issue('waybillOut', store, customer, item, 3, '2026-04-15')).uid);
    expect(await balance(store.uid)).toEqual([[item.uid, 2, 20]]);
    // The back-dated batch at 6 is now the oldest: the issue takes 3 of it, leaving 1 × 6 + 5 × 10.
    await receive(store, supplier, item, 4, 6, '2026-04-01');
    expect(await balance(store.uid)).toEqual([[item.uid, 6, 56]]);
    expect(await balance(store.uid, { date: '2026-04-14' })).toEqual([[item.uid, 9, 74]]);
  });

  it('re-costs stock already moved to another store when an earlier receipt is posted', async () => {
    const { store, supplier, item } = await setting();
    const [target, cheap] = [await f.store('Магазин'), await f.agent('Дешевий постачальник')];
    await receive(store, supplier, item, 2, 10, '2026-04-10');
    const move = await f.document({
      type: 'inventoryMove',
      date: '2026-04-12',
      storeOut: { uid: store.uid },
      storeIn: { uid: target.uid },
      details: [{ entity: { uid: item.uid }, qty: 2 }],
    });
    await f.post(move.uid);
    await receive(store, cheap, item, 2, 4, '2026-04-01');
    // The move now carries the older, cheaper batch and its supplier; the dearer one stays behind.
    expect(await balance(target.uid)).toEqual([[item.uid, 2, 8]]);
    expect(await balance(target.uid, { supplier: cheap.uid })).toEqual([[item.uid, 2, 8]]);
    expect(await balance(store.uid)).toEqual([[item.uid, 2, 20]]);
  });

  it('consumes batches of one date in the order of their numbers, read as numbers, whatever order they were posted in', async () => {
    const { store, supplier, customer, item } = await setting();
    await receive(store, supplier, item, 1, 20, '2026-04-20', '10');
    await receive(store, supplier, item, 1, 7, '2026-04-20', '9');
    await f.post((await issue('waybillOut', store, customer, item, 1, '2026-04-21')).uid);
    // Receipt 9 is first in FIFO order, so what is left is receipt 10's unit at 20.
    expect(await balance(store.uid)).toEqual([[item.uid, 1, 20]]);
  });

  it('gives the oldest batch to an issue numbered before one already posted on its day, and re-costs the later one', async () => {
    const { store, supplier, customer, item } = await setting();
    const target = await f.store('Магазин');
    await receive(store, supplier, item, 1, 5, '2026-04-01');
    await receive(store, supplier, item, 1, 9, '2026-04-02');
    const move = await f.document({
      type: 'inventoryMove',
      date: '2026-04-10',
      no: '2',
      storeOut: { uid: store.uid },
      storeIn: { uid: target.uid },
      details: [{ entity: { uid: item.uid }, qty: 1 }],
    });
    await f.post(move.uid);
    expect(await balance(target.uid)).toEqual([[item.uid, 1, 5]]);
    // Sale № 1 of the same day comes first in FIFO order although it is posted later: the move now carries the batch at 9.
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-04-10',
      no: '1',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 30 }],
    });
    await f.post(sale.uid);
    expect(await balance(target.uid)).toEqual([[item.uid, 1, 9]]);
    expect(await balance(store.uid)).toEqual([]);
  });

  it('issues the oldest of many batches a store still holds at its own cost', async () => {
    const { store, supplier, customer, item } = await setting();
    const target = await f.store('Магазин');
    // More receipts than a posting reads at first: the batch an issue takes is the earliest of them.
    const dayOf2026 = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
    for (let day = 1; day <= 70; day++) await receive(store, supplier, item, 1, day, dayOf2026(day));
    await f.post((await issue('waybillOut', store, customer, item, 1, '2026-04-01')).uid);
    const move = await f.document({
      type: 'inventoryMove',
      date: '2026-04-02',
      storeOut: { uid: store.uid },
      storeIn: { uid: target.uid },
      details: [{ entity: { uid: item.uid }, qty: 2 }],
    });
    await f.post(move.uid);
    // The sale took the batch at 1; the move takes those at 2 and 3.
    expect(await balance(target.uid)).toEqual([[item.uid, 2, 5]]);
    expect(await balance(store.uid)).toEqual([[item.uid, 67, (70 * 71) / 2 - 6]]);
  });

  it('moves stock between stores at batch cost, keeping each batch supplier', async () => {
    const { store, supplier, item } = await setting();
    const [target, second] = [await f.store('Магазин'), await f.agent('Другий постачальник')];
    await receive(store, supplier, item, 5, 10, '2026-04-01');
    await receive(store, second, item, 3, 20, '2026-04-02');
    const move = await f.document({
      type: 'inventoryMove',
      date: '2026-04-03',
      storeOut: { uid: store.uid },
      storeIn: { uid: target.uid },
      details: [{ entity: { uid: item.uid }, qty: 6 }],
    });
    await f.post(move.uid);
    expect(await balance(target.uid)).toEqual([[item.uid, 6, 70]]);
    expect(await balance(store.uid)).toEqual([[item.uid, 2, 40]]);
    expect(await balance(target.uid, { supplier: supplier.uid })).toEqual([[item.uid, 5, 50]]);
    expect(await balance(target.uid, { supplier: second.uid })).toEqual([[item.uid, 1, 20]]);
    await f.unpost(move.uid);
    expect(await balance(target.uid)).toEqual([]);
    expect(await balance(store.uid)).toEqual([[item.uid, 8, 110]]);
  });

  it('refuses a move into the store it comes from with 422', async () => {
    const { store, supplier, item } = await setting();
    await receive(store, supplier, item, 1, 10, '2026-04-01');
    const move = await f.document({
      type: 'inventoryMove',
      date: '2026-04-03',
      storeOut: { uid: store.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1 }],
    });
    expectFailure(await api.post('/document/setdone', { uid: move.uid, done: true }), 422, 'STORES_SAME');
    expect(await balance(store.uid)).toEqual([[item.uid, 1, 10]]);
  });

  it('writes stock off at batch cost without touching any settlement', async () => {
    const { store, supplier, item } = await setting();
    await receive(store, supplier, item, 4, 12.5, '2026-04-01');
    await f.post((await issue('inventoryWriteOff', store, null, item, 3, '2026-04-02')).uid);
    expect(await balance(store.uid)).toEqual([[item.uid, 1, 12.5]]);
  });

  it('returns goods to the supplier at batch cost and debits 631 with the document total', async () => {
    const { store, supplier, item } = await setting();
    await receive(store, supplier, item, 4, 10, '2026-04-01');
    const back = await f.document({
      type: 'waybillRetIn',
      date: '2026-04-02',
      vatCode: '20',
      agent: { uid: supplier.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 10 }],
    });
    await f.post(back.uid);
    expect(await balance(store.uid)).toEqual([[item.uid, 3, 30]]);
    const turnover = await api.get('/report/agentturnover/', { accCode: '631', from: '2026-04-01', to: '2026-04-30', agent: supplier.uid });
    expect(turnover.body.data.rows).toEqual([expect.objectContaining({ crSum: 40, dbSum: 12, balanceEndCr: 28 })]);
  });

  it('takes back goods from a customer at the cost they left with when the return is linked to the delivery note', async () => {
    const { store, supplier, customer, item } = await setting();
    const returns = await f.store('Повернення');
    await receive(store, supplier, item, 5, 10, '2026-04-01');
    const sale = await issue('waybillOut', store, customer, item, 3, '2026-04-02', 30);
    await f.post(sale.uid);
    const back = await customerReturn(returns, customer, item, 1, '2026-04-03');
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    expect(await balance(returns.uid)).toEqual([[item.uid, 1, 10]]);
    expect(await balance(returns.uid, { supplier: supplier.uid })).toEqual([[item.uid, 1, 10]]);
    const turnover = await api.get('/report/agentturnover/', { accCode: '361', from: '2026-04-01', to: '2026-04-30', agent: customer.uid });
    expect(turnover.body.data.rows).toEqual([expect.objectContaining({ dbSum: 90, crSum: 30, balanceEndDb: 60 })]);
  });

  it('refuses a return dated before the delivery note it is linked to, in either order of posting', async () => {
    // Nothing of that delivery note had left yet: there is no cost to copy, and a sale cannot come back before it was made.
    for (const returnFirst of [true, false]) {
      const { store, supplier, customer, item } = await setting();
      await receive(store, supplier, item, 5, 10, '2026-04-01');
      const sale = await issue('waybillOut', store, customer, item, 3, '2026-04-03', 30);
      const back = await customerReturn(store, customer, item, 1, '2026-04-02');
      await f.link(back.uid, sale.uid);
      if (!returnFirst) await f.post(sale.uid);
      const before = await balance(store.uid);
      expectFailure(
        await api.post('/document/setdone', { uid: back.uid, done: true }),
        422,
        returnFirst ? 'RETURN_BASIS_NOT_POSTED' : 'RETURN_BASIS_UNSUITABLE',
      );
      expect(await balance(store.uid)).toEqual(before);
    }
  });

  it('takes back an unlinked customer return at the unit cost on its line, and its basis changes only while it is unposted', async () => {
    const { store, supplier, customer, item } = await setting();
    const returns = await f.store('Повернення');
    await receive(store, supplier, item, 5, 10, '2026-04-01');
    const sale = await issue('waybillOut', store, customer, item, 3, '2026-04-02', 30);
    await f.post(sale.uid);
    const back = await f.document({
      type: 'waybillRetOut',
      date: '2026-04-03',
      vatCode: '20',
      vatInPrice: true,
      agent: { uid: customer.uid },
      storeIn: { uid: returns.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 30, unitCost: 12 }],
    });
    await f.post(back.uid);
    // At its unit cost, not at its net price (30 with VAT in price is 25).
    expect(await balance(returns.uid)).toEqual([[item.uid, 1, 12]]);
    expectFailure(await api.post('/document/linkto', { uid: back.uid, parent: sale.uid }), 409, 'DOCUMENT_POSTED');
    expect(await balance(returns.uid)).toEqual([[item.uid, 1, 12]]);
    await f.unpost(back.uid);
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    // Linked, at the 10.00 the delivery note took it out at.
    expect(await balance(returns.uid)).toEqual([[item.uid, 1, 10]]);
  });

  it('never moves stock for services, neither in nor out', async () => {
    const { store, supplier, customer, item } = await setting();
    const service = await f.entity('Доставка', { kind: 'service' });
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-04-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [
        { entity: { uid: item.uid }, qty: 2, price: 10 },
        { entity: { uid: service.uid }, qty: 1, price: 15 },
      ],
    });
    await f.post(receipt.uid);
    expect(await balance(store.uid)).toEqual([[item.uid, 2, 20]]);
    // Nothing of the service is in stock, yet selling it is not a shortage.
    const sale = await issue('waybillOut', store, customer, service, 5, '2026-04-02', 15);
    expect((await api.post('/document/setdone', { uid: sale.uid, done: true })).status).toBe(200);
    expect(await balance(store.uid)).toEqual([[item.uid, 2, 20]]);
  });
});
