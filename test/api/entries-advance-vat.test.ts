import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * The "first event" rule of VAT (docs/service-behaviour.md, "VAT on advances"): with `vatFirstEvent`,
 * a customer's advance writes its VAT to 643 and the sale it pays takes that VAT back from 643; a
 * prepayment to a supplier writes its VAT to 644 and the receipt it pays closes it. A company of its
 * own: it pays VAT and follows the rule. Each test has counterparties of its own, so registers never mix.
 */
describe('VAT on advances (the first event rule)', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('advancevat');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true, vatFirstEvent: true })).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** A customer and a service to sell them, with helpers for acts and payments of that customer. */
  async function customer(name = 'Покупець') {
    const agent = await f.agent(name);
    const work = await f.entity('Консультація', { kind: 'service' });
    const sale = async (date: string, price: number, no?: string) => {
      const doc = await f.document({
        type: 'billCompleteWork',
        date,
        ...(no ? { no } : {}),
        agent: { uid: agent.uid },
        vatCode: '20',
        vatInPrice: true,
        details: [{ entity: { uid: work.uid }, qty: 1, price }],
      });
      await f.post(doc.uid);
      return doc.uid;
    };
    const pay = async (date: string, sum: number, type: 'payFromCustomer' | 'cashIn' = 'payFromCustomer') => {
      const doc = await f.payment({ type, date, agent: { uid: agent.uid }, sum });
      await f.post(doc.uid);
      return doc.uid;
    };
    return { agent, sale, pay };
  }

  it('keeps the setting off by default, changes it through /company/settings and refuses a value that is not a boolean', async () => {
    const other = await createTestService('advancevatdefault');
    try {
      const otherApi = apiClient(other.app);
      expect((await otherApi.get('/company/settings')).body.data.vatFirstEvent).toBe(false);
      expectFailure(await otherApi.post('/company/settings', { vatFirstEvent: 'так' }), 400, 'VALIDATION');
      expect((await otherApi.get('/company/settings')).body.data.vatFirstEvent).toBe(false);
      expect((await otherApi.post('/company/settings', { vatFirstEvent: true })).body.data.vatFirstEvent).toBe(true);
      expect((await otherApi.get('/company/settings')).body.data.vatFirstEvent).toBe(true);
    } finally {
      await other.app.close();
      await other.companyDb.close();
    }
  });

  it('writes the VAT of an advance to 643 and takes it back from 643 at the sale it pays', async () => {
    const c = await customer();
    const payment = await c.pay('2026-04-01', 1200);
    expect(await entriesText(api, payment)).toEqual(['311 / 361 Покупець 1200', '643 / 641 200']);
    const sale = await c.sale('2026-04-03', 1200);
    expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 1200', '703 / 643 200']);
  });

  it('writes no 643 for a payment of what the customer owes: the first event was the sale', async () => {
    const c = await customer();
    const sale = await c.sale('2026-04-01', 1200);
    const payment = await c.pay('2026-04-05', 1200, 'cashIn');
    expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 1200', '703 / 641 200']);
    expect(await entriesText(api, payment)).toEqual(['301 / 361 Покупець 1200']);
  });

  it('counts a same-day payment after the sale, as the settlement reports order them', async () => {
    const c = await customer();
    const payment = await c.pay('2026-04-01', 600);
    const sale = await c.sale('2026-04-01', 600);
    expect(await entriesText(api, payment)).toEqual(['311 / 361 Покупець 600']);
    expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 600', '703 / 641 100']);
  });

  it('splits a payment above the debt and a sale above the advance', async () => {
    const c = await customer();
    await c.sale('2026-04-01', 600);
    // 600 pays the sale, 1200 is an advance.
    const payment = await c.pay('2026-04-02', 1800);
    expect(await entriesText(api, payment)).toEqual(['311 / 361 Покупець 1800', '643 / 641 200']);
    // 1200 of 2400 was paid ahead: its VAT 200 comes from 643, the other 200 is due now.
    const sale = await c.sale('2026-04-03', 2400);
    expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 2400', '703 / 643 200', '703 / 641 200']);
    // Each sale takes from 643 the VAT of its own covered part, as its own VAT is rounded.
    const d = await customer('Другий покупець');
    expect(await entriesText(api, await d.pay('2026-04-01', 100))).toEqual(['311 / 361 Другий покупець 100', '643 / 641 16.67']);
    expect(await entriesText(api, await d.sale('2026-04-02', 50))).toEqual(['361 Другий покупець / 703 50', '703 / 643 8.33']);
    expect(await entriesText(api, await d.sale('2026-04-03', 50))).toEqual(['361 Другий покупець / 703 50', '703 / 643 8.33']);
  });

  it('writes an advance on a sale of goods: 702 gives its VAT back to 643', async () => {
    const [store, supplier, buyer] = [await f.store('Склад'), await f.agent('Постачальник'), await f.agent('Покупець')];
    const goods = await f.entity('Цвях');
    const prepaid = await f.payment({ type: 'payToSupplier', date: '2026-05-01', agent: { uid: supplier.uid }, sum: 120 });
    await f.post(prepaid.uid);
    expect(await entriesText(api, prepaid.uid)).toEqual(['631 Постачальник / 311 120', '641 / 644 20']);
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-05-02',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      vatInPrice: false,
      details: [{ entity: { uid: goods.uid }, qty: 10, price: 20 }],
    });
    await f.post(receipt.uid);
    // 120 of 240 was prepaid: its VAT 20 closes 644, the other 20 is the ordinary tax credit.
    expect(await entriesText(api, receipt.uid)).toEqual([
      '281 Цвях Склад / 631 Постачальник 200 ×10',
      '644 / 631 Постачальник 20',
      '641 / 631 Постачальник 20',
    ]);
    const advance = await f.payment({ type: 'payFromCustomer', date: '2026-05-03', agent: { uid: buyer.uid }, sum: 360 });
    await f.post(advance.uid);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-05-04',
      agent: { uid: buyer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      vatInPrice: false,
      details: [{ entity: { uid: goods.uid }, qty: 10, price: 30 }],
    });
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 360', '702 / 643 60', '902 / 281 Цвях Склад 200 ×10']);
  });

  it('writes no 644 for a payment of what the company owes the supplier', async () => {
    const supplier = await f.agent('Підрядник');
    const work = await f.entity('Ремонт', { kind: 'service' });
    const act = await f.document({
      type: 'billCompleteWorkIn',
      date: '2026-05-01',
      agent: { uid: supplier.uid },
      vatCode: '20',
      details: [{ entity: { uid: work.uid }, qty: 1, price: 500 }],
    });
    await f.post(act.uid);
    const payment = await f.payment({ type: 'cashOut', date: '2026-05-02', agent: { uid: supplier.uid }, sum: 600 });
    await f.post(payment.uid);
    expect(await entriesText(api, act.uid)).toEqual(['92 / 631 Підрядник 500', '641 / 631 Підрядник 100']);
    expect(await entriesText(api, payment.uid)).toEqual(['631 Підрядник / 301 600']);
  });

  it('rewrites the later documents of the counterparty when a payment is posted back-dated, and back when it is unposted', async () => {
    const c = await customer();
    const sale = await c.sale('2026-06-05', 1200);
    const later = await c.pay('2026-06-10', 1200);
    const before = { sale: await entriesText(api, sale), later: await entriesText(api, later) };
    expect(before).toEqual({ sale: ['361 Покупець / 703 1200', '703 / 641 200'], later: ['311 / 361 Покупець 1200'] });

    // Paid on the 1st: that is the advance the sale takes, and the payment of the 10th is one now.
    const early = await c.pay('2026-06-01', 1200);
    expect(await entriesText(api, early)).toEqual(['311 / 361 Покупець 1200', '643 / 641 200']);
    expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 1200', '703 / 643 200']);
    expect(await entriesText(api, later)).toEqual(['311 / 361 Покупець 1200', '643 / 641 200']);

    await f.unpost(early);
    expect(await entriesText(api, early)).toEqual([]);
    expect({ sale: await entriesText(api, sale), later: await entriesText(api, later) }).toEqual(before);
  });

  it('turns a later advance into a payment of a debt when a sale is posted back-dated', async () => {
    const c = await customer();
    const payment = await c.pay('2026-07-10', 1200);
    expect(await entriesText(api, payment)).toEqual(['311 / 361 Покупець 1200', '643 / 641 200']);
    const sale = await c.sale('2026-07-05', 1200);
    expect(await entriesText(api, payment)).toEqual(['311 / 361 Покупець 1200']);
    expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 1200', '703 / 641 200']);
  });

  it('gives the same entries whichever order the documents were posted in', async () => {
    const [a, b] = [await customer('Перший'), await customer('Другий')];
    const firstA = await a.pay('2026-08-01', 900);
    const saleA = await a.sale('2026-08-02', 1200);
    const saleB = await b.sale('2026-08-02', 1200);
    const firstB = await b.pay('2026-08-01', 900);
    const view = async (uids: string[]) => (await Promise.all(uids.map((u) => entriesText(api, u)))).map((l) => l.join('; '));
    const [pa, sa] = await view([firstA, saleA]);
    const [pb, sb] = await view([firstB, saleB]);
    expect([pb, sb]).toEqual([pa?.replace(/Перший/g, 'Другий'), sa?.replace(/Перший/g, 'Другий')]);
    expect(sa).toBe('361 Перший / 703 1200; 703 / 643 150; 703 / 641 50');
  });

  it('writes no VAT on advances for a company that does not pay VAT', async () => {
    const c = await customer();
    expect((await api.post('/company/settings', { vatPayer: false })).status).toBe(200);
    try {
      const payment = await c.pay('2026-09-01', 1200);
      const sale = await c.sale('2026-09-02', 1200);
      expect(await entriesText(api, payment)).toEqual(['311 / 361 Покупець 1200']);
      expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 1200']);
    } finally {
      expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    }
  });

  it('does not rewrite what is posted when the setting changes', async () => {
    const c = await customer();
    const payment = await c.pay('2026-10-01', 1200);
    expect((await api.post('/company/settings', { vatFirstEvent: false })).status).toBe(200);
    try {
      expect(await entriesText(api, payment)).toEqual(['311 / 361 Покупець 1200', '643 / 641 200']);
      const sale = await c.sale('2026-10-02', 1200);
      expect(await entriesText(api, sale)).toEqual(['361 Покупець / 703 1200', '703 / 641 200']);
    } finally {
      expect((await api.post('/company/settings', { vatFirstEvent: true })).status).toBe(200);
    }
  });

  it('keeps the books equal to the settlements and to the stock, and 643 and 644 close when the advances are used', async () => {
    await expect(service.companyDb.db.transaction().execute((trx) => checkEntryInvariants(trx))).resolves.toBeUndefined();
    const c = await customer('Закритий');
    await c.pay('2026-11-01', 1000);
    await c.sale('2026-11-02', 400);
    await c.sale('2026-11-03', 600);
    const reply = await api.get('/report/trialbalance/?from=2026-11-01&to=2026-11-30&account=643');
    expect(reply.status).toBe(200);
    const rows = (reply.body.data as { rows: { account: string; debit: number; credit: number }[] }).rows;
    const row = rows.find((r) => r.account === '643');
    expect(row).toMatchObject({ debit: 166.67, credit: 166.67 });
  });
});
