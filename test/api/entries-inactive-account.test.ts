import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, envelopeOf, WarehouseBalance } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A deactivated account takes no new entries (docs/general-ledger.md, "Changing the chart"): a
 * document, payment or bank statement whose posting would write to one is refused whole, its stock,
 * settlements and entries as they were. A company of its own: its tests deactivate accounts of the chart.
 */
describe('posting onto a deactivated account', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('inactive-accounts');
    api = apiClient(service.app);
    f = fixtures(api);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** Runs `check` with account `code` deactivated, activating it again whatever happens. */
  async function whileDeactivated(code: string, check: () => Promise<void>) {
    const off = await api.post('/account/update', { code, active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      await check();
    } finally {
      expect((await api.post('/account/update', { code, active: true })).status).toBe(200);
    }
  }
  const isPosted = async (docUid: string, path = '/document/load/') =>
    ((await api.get(`${path}${docUid}`)).body.data as { done: boolean }).done;
  const stockOf = async (store: string) =>
    envelopeOf(WarehouseBalance)
      .parse((await api.get('/report/warehousebalance/', { date: '2033-12-31', store })).body)
      .data.rows.map((r) => [r.entity.name, r.qty, r.sum]);
  const owedBy = async (agent: string) =>
    envelopeOf(AgentTurnover).parse(
      (await api.get('/report/agentturnover/', { accCode: '361', from: '2033-01-01', to: '2033-12-31', agent })).body,
    ).data.total;

  /** A store holding 5 goods bought at 10.00, a customer, and a draft sale of 2 of them at 30.00. */
  async function draftSale() {
    const [store, supplier, customer] = [await f.store('Склад Н'), await f.agent('Постачальник Н'), await f.agent('Покупець Н')];
    const goods = await f.entity('Шуруп');
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2033-02-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 5, price: 10 }],
    });
    await f.post(receipt.uid);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2033-02-02',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 2, price: 30 }],
    });
    return { store, supplier, customer, goods, sale };
  }

  it("refuses a sale whose revenue account (the profile's 702) is deactivated, its stock and settlement untouched", async () => {
    const s = await draftSale();
    const [stock, owed] = [await stockOf(s.store.uid), await owedBy(s.customer.uid)];
    await whileDeactivated('702', async () => {
      expectFailure(await api.post('/document/setdone', { uid: s.sale.uid, done: true }), 422, {
        code: 'ACCOUNT_INACTIVE',
        mentions: '702',
      });
      expect(await isPosted(s.sale.uid)).toBe(false);
      expect(await entriesText(api, s.sale.uid)).toEqual([]);
      expect(await stockOf(s.store.uid)).toEqual(stock);
      expect(await owedBy(s.customer.uid)).toEqual(owed);
    });
    await f.post(s.sale.uid);
    expect(await entriesText(api, s.sale.uid)).toEqual(['361 Покупець Н / 702 60', '902 / 281 Шуруп Склад Н 20 ×2']);
  });

  it("refuses a receipt into goods whose stock account (their kind's 281) is deactivated", async () => {
    const [store, supplier, goods] = [await f.store('Склад Р'), await f.agent('Постачальник Р'), await f.entity('Болт')];
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2033-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 3, price: 7 }],
    });
    await whileDeactivated('281', async () => {
      expectFailure(await api.post('/document/setdone', { uid: receipt.uid, done: true }), 422, {
        code: 'ACCOUNT_INACTIVE',
        mentions: '281',
      });
      expect(await isPosted(receipt.uid)).toBe(false);
      expect(await stockOf(store.uid)).toEqual([]);
    });
    await f.post(receipt.uid);
    expect(await stockOf(store.uid)).toEqual([['Болт', 3, 21]]);
  });

  it('refuses a payment, and a bank statement posting one, onto a deactivated bank account 311', async () => {
    const customer = await f.agent('Платник Б');
    const payment = await f.payment({ type: 'payFromCustomer', date: '2033-04-01', agent: { uid: customer.uid }, sum: 40 });
    const line = {
      no: 'Б-1',
      date: '2033-04-02',
      amount: '25.00',
      direction: 'in',
      account: 'UA000000000000000000000000001',
      counterparty: { name: 'Платник Б', code: '', iban: '' },
      purpose: 'Оплата',
      position: 0,
      agent: { uid: customer.uid },
      invoice: null,
    };
    const before = await owedBy(customer.uid);
    await whileDeactivated('311', async () => {
      expectFailure(await api.post('/document/setdone', { uid: payment.uid, done: true }), 422, {
        code: 'ACCOUNT_INACTIVE',
        mentions: '311',
      });
      expect(await isPosted(payment.uid, '/paydocument/load/')).toBe(false);
      expectFailure(await api.post('/bank/import', { post: true, lines: [line] }), 422, { code: 'ACCOUNT_INACTIVE', mentions: '311' });
      expect((await api.get('/paydocument/index/', { from: '2033-04-01', to: '2033-04-30', agent: customer.uid })).body.totalCount).toBe(1);
      expect(await owedBy(customer.uid)).toEqual(before);
    });
    await f.post(payment.uid);
    expect(await entriesText(api, payment.uid)).toEqual(['311 / 361 Платник Б 40']);
  });

  it('still unposts a document written onto an account deactivated since', async () => {
    const s = await draftSale();
    await f.post(s.sale.uid);
    await whileDeactivated('702', async () => {
      await f.unpost(s.sale.uid);
      expect(await entriesText(api, s.sale.uid)).toEqual([]);
    });
  });
});
