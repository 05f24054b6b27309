import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';

/**
 * The entries (проводки) posted trade documents and payments write (docs/service-behaviour.md,
 * "Entries"), read through `GET /document/entries/{uid}`. A company of its own: it pays VAT.
 */
describe('entries of trade documents and payments', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('entries');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** A store with 10 goods bought at 10.00 plus 20% VAT on top from the supplier, a customer, and the receipt. */
  async function shop(kind: 'goods' | 'product' = 'goods') {
    const [store, supplier, customer] = [await f.store('Склад'), await f.agent('Постачальник'), await f.agent('Покупець')];
    const goods = await f.entity(kind === 'goods' ? 'Цвях' : 'Хліб', { kind });
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: '20',
      vatInPrice: false,
      details: [{ entity: { uid: goods.uid }, qty: 10, price: 10 }],
    });
    await f.post(receipt.uid);
    const sale = (fields: { qty: number; price: number; vatInPrice?: boolean; date?: string }) =>
      f.document({
        type: 'waybillOut',
        date: fields.date ?? '2026-03-02',
        agent: { uid: customer.uid },
        storeOut: { uid: store.uid },
        vatCode: '20',
        vatInPrice: fields.vatInPrice ?? false,
        details: [{ entity: { uid: goods.uid }, qty: fields.qty, price: fields.price }],
      });
    return { store, supplier, customer, goods, receipt, sale };
  }

  it('writes a purchase: the goods at their net cost into 281 by store, the VAT to the tax credit, owed to the supplier', async () => {
    const s = await shop();
    expect(await entriesText(api, s.receipt.uid)).toEqual(['281 Цвях Склад / 631 Постачальник 100 ×10', '641 / 631 Постачальник 20']);
  });

  it('writes a sale with VAT on top: the total owed by the customer, the VAT out of revenue, the goods at batch cost to 902', async () => {
    const s = await shop();
    const sale = await s.sale({ qty: 4, price: 30 });
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 144', '702 / 641 24', '902 / 281 Цвях Склад 40 ×4']);
  });

  it('writes a sale with VAT in the price: the price is the total', async () => {
    const s = await shop();
    const sale = await s.sale({ qty: 4, price: 30, vatInPrice: true });
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 120', '702 / 641 20', '902 / 281 Цвях Склад 40 ×4']);
  });

  it('writes no VAT entries for a company that does not pay VAT', async () => {
    const s = await shop();
    const sale = await s.sale({ qty: 4, price: 30 });
    expect((await api.post('/company/settings', { vatPayer: false })).status).toBe(200);
    try {
      await f.post(sale.uid);
    } finally {
      expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    }
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 144', '902 / 281 Цвях Склад 40 ×4']);
  });

  it('writes a sale of products to 701 and 901, out of 26', async () => {
    const s = await shop('product');
    const sale = await s.sale({ qty: 1, price: 50 });
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 701 60', '701 / 641 10', '901 / 26 Хліб Склад 10 ×1']);
  });

  it('writes a customer return to 704 and a return to a supplier as the reverse of its purchase', async () => {
    const s = await shop();
    const sale = await s.sale({ qty: 4, price: 30 });
    await f.post(sale.uid);
    const back = await f.document({
      type: 'waybillRetOut',
      date: '2026-03-05',
      agent: { uid: s.customer.uid },
      storeIn: { uid: s.store.uid },
      vatCode: '20',
      details: [{ entity: { uid: s.goods.uid }, qty: 1, price: 30 }],
    });
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    // The return to 704, revenue kept whole; back at the cost the delivery note took it out at (10.00), not at its price.
    expect(await entriesText(api, back.uid)).toEqual(['704 / 361 Покупець 36', '641 / 704 6', '281 Цвях Склад / 902 10 ×1']);

    const toSupplier = await f.document({
      type: 'waybillRetIn',
      date: '2026-03-06',
      agent: { uid: s.supplier.uid },
      storeOut: { uid: s.store.uid },
      vatCode: '20',
      details: [{ entity: { uid: s.goods.uid }, qty: 2, price: 12 }],
    });
    await f.post(toSupplier.uid);
    // Out at batch cost (20.00); the supplier takes them back at 24.00 + VAT, the 4.00 over cost is other income.
    expect(await entriesText(api, toSupplier.uid)).toEqual([
      '631 Постачальник / 281 Цвях Склад 20 ×2',
      '631 Постачальник / 641 4.8',
      '631 Постачальник / 719 4',
    ]);
  });

  it('writes acts of services: revenue 703 sold, expense 92 bought', async () => {
    const [customer, contractor] = [await f.agent('Замовник'), await f.agent('Підрядник')];
    const service = await f.entity('Ремонт', { kind: 'service' });
    const line = [{ entity: { uid: service.uid }, qty: 1, price: 500 }];
    const sold = await f.document({
      type: 'billCompleteWork',
      date: '2026-03-03',
      agent: { uid: customer.uid },
      vatCode: '20',
      details: line,
    });
    const bought = await f.document({
      type: 'billCompleteWorkIn',
      date: '2026-03-03',
      agent: { uid: contractor.uid },
      vatCode: '20',
      details: line,
    });
    await f.post(sold.uid);
    await f.post(bought.uid);
    expect(await entriesText(api, sold.uid)).toEqual(['361 Замовник / 703 600', '703 / 641 100']);
    expect(await entriesText(api, bought.uid)).toEqual(['92 / 631 Підрядник 500', '641 / 631 Підрядник 100']);
  });

  it('writes payments: the bank or the till against the counterparty', async () => {
    const agent = await f.agent('Платник');
    const cases = [
      ['payFromCustomer', ['311 / 361 Платник 144']],
      ['cashIn', ['301 / 361 Платник 144']],
      ['payToSupplier', ['631 Платник / 311 144']],
      ['cashOut', ['631 Платник / 301 144']],
    ] as const;
    for (const [type, entries] of cases) {
      const payment = await f.payment({ type, date: '2026-03-04', agent: { uid: agent.uid }, sum: 144 });
      await f.post(payment.uid);
      expect(await entriesText(api, payment.uid), type).toEqual(entries);
    }
  });

  it('writes none for an unposted document and removes them when it is unposted', async () => {
    const s = await shop();
    const sale = await s.sale({ qty: 1, price: 30 });
    expect(await entriesText(api, sale.uid)).toEqual([]);
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toHaveLength(3);
    await f.unpost(sale.uid);
    expect(await entriesText(api, sale.uid)).toEqual([]);
  });

  it('answers 404 for an unknown uid and 400 for a malformed one, in the envelope', async () => {
    expectFailure(await api.get(`/document/entries/${uid()}`), 404, 'NOT_FOUND');
    expectFailure(await api.get('/document/entries/not-a-uid'), 400, 'VALIDATION');
  });

  it('keeps the books equal to the settlements per counterparty and to the stock per store and goods', async () => {
    await expect(service.companyDb.db.transaction().execute((trx) => checkEntryInvariants(trx))).resolves.toBeUndefined();
  });
});
