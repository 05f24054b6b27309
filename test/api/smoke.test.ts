import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

describe('a receipt and a sale', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  it('moves stock at purchase cost and settles with both agents', async () => {
    // A VAT payer's goods cost their net; the worker's company is shared, so what it said is put back after.
    const before = (await api.get('/company/settings')).body.data.vatPayer;
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    try {
      await receiptAndSale();
    } finally {
      if (before !== null) expect((await api.post('/company/settings', { vatPayer: before })).status).toBe(200);
    }
  });

  async function receiptAndSale() {
    const f = fixtures(api);
    const store = await f.store();
    const supplier = await f.agent('Постачальник');
    const customer = await f.agent('Покупець');
    const item = await f.entity('Цвях');
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: item.uid }, qty: 10, price: '12.50' }],
    });
    expect(receipt.sum).toBe(125);
    expect(receipt.vatSum).toBe(25);
    expect(receipt.total).toBe(150);
    await f.post(receipt.uid);
    const sale = await f.document({
      type: 'WaybillOut',
      date: '2026-03-05',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      vatInPrice: true,
      details: [{ entity: { uid: item.uid }, qty: 4, price: 30 }],
    });
    expect(sale.type).toBe('waybillOut');
    await f.post(sale.uid);
    const balance = await api.get('/report/warehousebalance/', { store: store.uid });
    expect(balance.body.data.rows).toEqual([expect.objectContaining({ qty: 6, price: 12.5, sum: 75 })]);
    const turnover = await api.get('/report/agentturnover/', { accCode: '361', from: '2026-03-01', to: '2026-03-31', agent: customer.uid });
    expect(turnover.body.data.rows[0]).toMatchObject({ dbSum: 120, balanceEndDb: 120 });
  }
});
