import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * The first event rule of VAT with manual operations among the settlements (docs/general-ledger.md,
 * "VAT on advances"): an operation on 361 or 631 with a counterparty moves what is owed, so posting or
 * unposting one back-dated changes which of the counterparty's later payments are advances, and their
 * 643 / 644 entries are written anew in the same transaction. A company of its own that follows the rule.
 */
describe('VAT on advances after a back-dated manual operation', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('advancevatoperations');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true, vatFirstEvent: true })).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** A posted manual operation of one entry. */
  async function operation(date: string, entry: object): Promise<string> {
    const saved = await api.post('/ledgeroperation/update', { uid: uid(), date, entries: [entry] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await f.post(saved.body.data.uid);
    return saved.body.data.uid;
  }

  async function payment(type: 'payToSupplier' | 'payFromCustomer', agent: string, date: string, sum: number): Promise<string> {
    const doc = await f.payment({ type, date, agent: { uid: agent }, sum });
    await f.post(doc.uid);
    return doc.uid;
  }

  it('takes a prepayment for the payment of a debt once an earlier debt to the supplier is entered, and back when it goes', async () => {
    const supplier = await f.agent('Постачальник з боргом');
    const paid = await payment('payToSupplier', supplier.uid, '2026-03-10', 1200);
    const prepayment = ['631 Постачальник з боргом / 311 1200', '641 / 644 200'];
    expect(await entriesText(api, paid)).toEqual(prepayment);

    // What the company owed the supplier on 1 March: the payment of the 10th pays it, and is no prepayment.
    const debt = await operation('2026-03-01', {
      debit: '00',
      credit: '631',
      amount: 1200,
      creditAnalytics: { agent: { uid: supplier.uid } },
    });
    expect(await entriesText(api, paid)).toEqual(['631 Постачальник з боргом / 311 1200']);

    await f.unpost(debt);
    expect(await entriesText(api, paid)).toEqual(prepayment);
    await f.post(debt);
    expect(await entriesText(api, paid)).toEqual(['631 Постачальник з боргом / 311 1200']);
  });

  it("takes a customer's advance for the payment of a debt once an earlier debt of theirs is entered", async () => {
    const customer = await f.agent('Покупець з боргом');
    const paid = await payment('payFromCustomer', customer.uid, '2026-03-12', 600);
    expect(await entriesText(api, paid)).toEqual(['311 / 361 Покупець з боргом 600', '643 / 641 100']);

    // A debt of 240 from before: 360 of the 600 is still an advance, its VAT 60.
    const debt = await operation('2026-03-02', {
      debit: '361',
      credit: '00',
      amount: 240,
      debitAnalytics: { agent: { uid: customer.uid } },
    });
    expect(await entriesText(api, paid)).toEqual(['311 / 361 Покупець з боргом 600', '643 / 641 60']);
    await f.unpost(debt);
    expect(await entriesText(api, paid)).toEqual(['311 / 361 Покупець з боргом 600', '643 / 641 100']);
  });

  it('gives the same entries whether the operation was posted before the payment or after it', async () => {
    const [early, late] = [await f.agent('Підрядник'), await f.agent('Підрядник')];
    const debt = (agent: string) => ({ debit: '00', credit: '631', amount: 500, creditAnalytics: { agent: { uid: agent } } });
    await operation('2026-04-01', debt(early.uid));
    const first = await payment('payToSupplier', early.uid, '2026-04-05', 1100);
    const second = await payment('payToSupplier', late.uid, '2026-04-05', 1100);
    await operation('2026-04-01', debt(late.uid));
    // 500 pays the debt, 600 is a prepayment with its VAT 100, whichever was posted first.
    expect(await entriesText(api, first)).toEqual(['631 Підрядник / 311 1100', '641 / 644 100']);
    expect(await entriesText(api, second)).toEqual(await entriesText(api, first));
  });
});
