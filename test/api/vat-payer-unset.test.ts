import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_META_KEY } from '../../server/company/settings.js';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A company whose settings never said whether it pays VAT (docs/service-behaviour.md, "Whether the
 * company pays VAT"): the entries and the cost of goods depend on it, so the service takes no silent
 * default. It answers `vatPayer: null` and posts no document that carries VAT until the company says.
 * A company of its own, its settings cleared as a company made outside the app has them.
 */
describe('a company that has not said whether it pays VAT', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('vatunset');
    api = apiClient(service.app);
    f = fixtures(api);
    await service.companyDb.write((trx) => trx.deleteFrom('meta').where('key', '=', COMPANY_META_KEY).execute());
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const settings = async () => {
    const reply = await api.get('/company/settings');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  it('says so: vatPayer is null, neither yes nor no', async () => {
    expect((await settings()).vatPayer).toBeNull();
  });

  it('refuses to post a purchase or a sale, naming the setting, and changes nothing', async () => {
    const [store, supplier] = [await f.store('Склад'), await f.agent('Постачальник')];
    const paint = await f.entity('Фарба');
    for (const vatCode of ['20', 'none']) {
      const receipt = await f.document({
        type: 'waybillIn',
        date: '2032-01-10',
        agent: supplier,
        storeIn: store,
        vatCode,
        details: [{ entity: paint, qty: 10, price: 1000 }],
      });
      expectFailure(await api.post('/document/setdone', { uid: receipt.uid, done: true }), 422, {
        code: 'VAT_PAYER_UNSET',
        mentions: 'vatPayer',
      });
      expect((await api.get(`/document/load/${receipt.uid}`)).body.data.done).toBe(false);
      expect(await entriesText(api, receipt.uid)).toEqual([]);
    }
    const balance = await api.get('/report/warehousebalance/', { store: store.uid, date: '2032-01-31' });
    expect(balance.body.data.rows).toEqual([]);
    const act = await f.document({
      type: 'billCompleteWork',
      date: '2032-01-11',
      agent: supplier,
      vatCode: 'none',
      details: [{ entity: await f.entity('Послуга', { kind: 'service' }), qty: 1, price: 100 }],
    });
    expectFailure(await api.post('/document/setdone', { uid: act.uid, done: true }), 422, 'VAT_PAYER_UNSET');
  });

  it('posts what writes no VAT: a payment, an invoice', async () => {
    const invoice = await f.document({
      type: 'invoice',
      date: '2032-01-12',
      agent: await f.agent('Покупець'),
      vatCode: '20',
      details: [{ entity: await f.entity('Фарба'), qty: 1, price: 100 }],
    });
    await f.post(invoice.uid);
    const payment = await f.payment({
      type: 'payFromCustomer',
      date: '2032-01-12',
      sum: 100,
      agent: { uid: (await f.agent('Покупець')).uid },
    });
    await f.post(payment.uid);
    expect(await entriesText(api, payment.uid)).toEqual(['311 / 361 Покупець 100']);
  });

  it('cannot be made undecided again: a null is refused in the envelope and changes nothing', async () => {
    expectFailure(await api.post('/company/settings', { vatPayer: null }), 400, { code: 'VALIDATION', mentions: 'vatPayer' });
    expectFailure(await api.post('/company/settings', { vatPayer: 'так' }), 400, { code: 'VALIDATION', mentions: 'vatPayer' });
    expect((await settings()).vatPayer).toBeNull();
  });

  it('posts once the company has said, as it said', async () => {
    const [store, supplier] = [await f.store('Склад'), await f.agent('Постачальник')];
    const paint = await f.entity('Фарба');
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2032-02-10',
      agent: supplier,
      storeIn: store,
      vatCode: '20',
      details: [{ entity: paint, qty: 1, price: 1000 }],
    });
    expect((await api.post('/company/settings', { vatPayer: false })).status).toBe(200);
    expect((await settings()).vatPayer).toBe(false);
    await f.post(receipt.uid);
    expect(await entriesText(api, receipt.uid)).toEqual(['281 Фарба Склад / 631 Постачальник 1200 ×1']);
    expectFailure(await api.post('/company/settings', { vatPayer: null }), 400, { code: 'VALIDATION', mentions: 'vatPayer' });
    expect((await settings()).vatPayer).toBe(false);
  });
});
