import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

let api: ApiClient;
beforeAll(async () => {
  api = apiClient((await testService()).app);
});

// Shrunk from the warehouse-balance property: an in-memory store read dates back as Date objects
// (PGlite ignored its parsers when opened without a folder), so load answered
// "2031-03-02T00:00:00.000Z" and FIFO could not tell two events of one day apart.
describe('dates of an in-memory store', () => {
  it('a loaded document keeps the calendar date it was given', async () => {
    const f = fixtures(api);
    const store = await f.store();
    const supplier = await f.agent();
    const item = await f.entity();
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2031-03-02',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: '0.001', price: 0 }],
    });
    expect(receipt.date).toBe('2031-03-02');
    expect((await api.get(`/document/load/${receipt.uid}`)).body.data.date).toBe('2031-03-02');
  });

  it('a sale on the day of the receipt that brings its stock is posted, even when the sale has the lower number', async () => {
    const f = fixtures(api);
    const store = await f.store();
    const agent = await f.agent();
    const item = await f.entity();
    const sale = await f.document({
      type: 'waybillOut',
      date: '2031-06-01',
      no: 'S-1',
      agent: { uid: agent.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 20 }],
    });
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2031-06-01',
      no: 'S-2',
      agent: { uid: agent.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 2, price: 10 }],
    });
    await f.post(receipt.uid);
    expect((await api.post('/document/setdone', { uid: sale.uid, done: true })).status).toBe(200);
    const balance = await api.get('/report/warehousebalance/', { store: store.uid, date: '2031-06-01' });
    expect(balance.body.data.rows).toEqual([expect.objectContaining({ qty: 1, price: 10, sum: 10 })]);
  });
});
