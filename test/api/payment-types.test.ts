import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, envelopeOf, MoneyAccount } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';

/**
 * The payment types beyond a customer's and a supplier's payment (docs/service-behaviour.md,
 * "Payment types"): refunds both ways, other money out and in, and transfers between our own money
 * accounts, with their entries, settlements and refusals. A company of its own: it pays VAT.
 */
describe('refunds, other payments and transfers', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let bank: MoneyAccount;
  let till: MoneyAccount;
  beforeAll(async () => {
    service = await createTestService('paytypes');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    const accounts = envelopeOf(MoneyAccount.array()).parse((await api.get('/moneyaccount/index/')).body).data;
    bank = accounts.find((a) => a.kind === 'bank' && a.main)!;
    till = accounts.find((a) => a.kind === 'cash' && a.main)!;
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const posted = async (body: Parameters<typeof f.payment>[0]) => {
    const payment = await f.payment(body);
    await f.post(payment.uid);
    return payment;
  };
  const turnover = async (accCode: '361' | '631', agentUid: string) => {
    const reply = await api.get('/report/agentturnover/', { accCode, from: '2026-01-01', to: '2026-12-31' });
    return envelopeOf(AgentTurnover)
      .parse(reply.body)
      .data.rows.find((r) => r.agent.uid === agentUid);
  };
  /** A supplier's receipt of goods worth `total` (no VAT), posted. */
  const receive = async (supplierUid: string, total: number) => {
    const store = await f.store();
    const goods = await f.entity('Фарба');
    const doc = await f.document({
      type: 'waybillIn',
      date: '2026-06-01',
      agent: { uid: supplierUid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 1, price: total }],
    });
    return f.post(doc.uid);
  };

  it('seeds a main bank account and a main cash desk', () => {
    expect(bank).toMatchObject({ kind: 'bank', main: true });
    expect(till).toMatchObject({ kind: 'cash', main: true, name: 'Основна каса' });
  });

  it("a supplier's refund of an overpayment brings 631 back to zero: Дт 311 Кт 631", async () => {
    const supplier = await f.agent('Постачальник-повернення');
    await receive(supplier.uid, 100);
    await posted({ type: 'payToSupplier', date: '2026-06-02', agent: { uid: supplier.uid }, sum: 150 });
    const refund = await posted({ type: 'refundFromSupplier', date: '2026-06-10', agent: { uid: supplier.uid }, sum: 50 });
    expect(refund).toMatchObject({ type: 'refundFromSupplier', moneyAccount: { uid: bank.uid } });
    expect(await entriesText(api, refund.uid)).toEqual(['311 / 631 Постачальник-повернення 50']);
    expect(await turnover('631', supplier.uid)).toMatchObject({ balanceEndDb: 0, balanceEndCr: 0, dbSum: 150, crSum: 150 });
    await checkEntryInvariants(service.companyDb.db);
  });

  it("a refund of a customer's overpayment brings 361 back to zero: Дт 361 Кт 311", async () => {
    const customer = await f.agent('Покупець-повернення');
    await posted({ type: 'payFromCustomer', date: '2026-06-02', agent: { uid: customer.uid }, sum: 80 });
    const refund = await posted({ type: 'refundToCustomer', date: '2026-06-03', agent: { uid: customer.uid }, sum: 80 });
    expect(await entriesText(api, refund.uid)).toEqual(['361 Покупець-повернення / 311 80']);
    expect(await turnover('361', customer.uid)).toMatchObject({ balanceEndDb: 0, balanceEndCr: 0 });
    await checkEntryInvariants(service.companyDb.db);
  });

  it('a bank fee is money out to 92 by default, with its cash-flow item and no counterparty needed', async () => {
    const fee = await posted({ type: 'otherOut', date: '2026-06-04', sum: '12.50', cashFlowItem: 'Банківські послуги' });
    expect(fee).toMatchObject({ account: '92', cashFlowItem: 'Банківські послуги', moneyAccount: { uid: bank.uid } });
    expect(await entriesText(api, fee.uid)).toEqual(['92 / 311 12.5']);
  });

  it('a salary paid from the cash desk is other money out to 661: Дт 661 Кт 301', async () => {
    const salary = await posted({ type: 'otherOut', date: '2026-06-05', sum: 1000, account: '661', moneyAccount: { uid: till.uid } });
    expect(await entriesText(api, salary.uid)).toEqual(['661 / 301 1000']);
  });

  it('other money in is Дт 311 Кт 719 by default', async () => {
    const income = await posted({ type: 'otherIn', date: '2026-06-05', sum: 7 });
    expect(income.account).toBe('719');
    expect(await entriesText(api, income.uid)).toEqual(['311 / 719 7']);
  });

  it('a transfer from the bank to the cash desk is Дт 301 Кт 311; bank to bank Дт 311 Кт 311', async () => {
    const toTill = await posted({ type: 'transfer', date: '2026-06-06', sum: 500, toMoneyAccount: { uid: till.uid } });
    expect(toTill).toMatchObject({ moneyAccount: { uid: bank.uid }, toMoneyAccount: { uid: till.uid } });
    expect(await entriesText(api, toTill.uid)).toEqual(['301 / 311 500']);
    const second = await api.post('/moneyaccount/update', {
      uid: uid(),
      name: 'Резервний',
      kind: 'bank',
      iban: 'UA213223130000026007233566001',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const between = await posted({ type: 'transfer', date: '2026-06-06', sum: 300, toMoneyAccount: { uid: second.body.data.uid } });
    expect(await entriesText(api, between.uid)).toEqual(['311 / 311 300']);
  });

  it('unposting removes the entries', async () => {
    const fee = await posted({ type: 'otherOut', date: '2026-06-07', sum: 3 });
    await f.unpost(fee.uid);
    expect(await entriesText(api, fee.uid)).toEqual([]);
  });

  describe('refusals, each changing nothing', () => {
    const update = (body: Record<string, unknown>) => api.post('/paydocument/update', { uid: uid(), date: '2026-06-08', sum: 1, ...body });
    const count = async () => (await api.get('/paydocument/index/', { from: '2026-06-08', to: '2026-06-08' })).body.data.length;

    it('an unknown type is 400', async () => {
      expectFailure(await update({ type: 'refund' }), 400, { code: 'VALIDATION', mentions: 'refund' });
      expect(await count()).toBe(0);
    });

    it('an account that is not a code is 400, one not in the chart 422', async () => {
      expectFailure(await update({ type: 'otherOut', account: 'дев’яносто' }), 400, { code: 'VALIDATION', mentions: 'account' });
      expectFailure(await update({ type: 'otherOut', account: '999' }), 422, { code: 'UNKNOWN_REFERENCE', mentions: '999' });
      expect(await count()).toBe(0);
    });

    it('361, 631 and money accounts are refused on other payments: those have their own types', async () => {
      const agent = await f.agent();
      expectFailure(await update({ type: 'otherOut', account: '361', agent: { uid: agent.uid } }), 422, {
        code: 'ACCOUNT_UNSUITABLE',
        mentions: '361',
      });
      expectFailure(await update({ type: 'otherIn', account: '631' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '631' });
      expectFailure(await update({ type: 'otherOut', account: '301' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '301' });
      expect(await count()).toBe(0);
    });

    it('an account on a type that takes none is 422', async () => {
      expectFailure(await update({ type: 'payFromCustomer', account: '92' }), 422, {
        code: 'ACCOUNT_UNSUITABLE',
        mentions: 'payFromCustomer',
      });
      expect(await count()).toBe(0);
    });

    it('a transfer to the same account, or without its receiving account, is refused', async () => {
      expectFailure(await update({ type: 'transfer', toMoneyAccount: { uid: bank.uid } }), 422, 'MONEY_ACCOUNTS_SAME');
      expectFailure(
        await update({ type: 'transfer', moneyAccount: { uid: till.uid }, toMoneyAccount: { uid: till.uid } }),
        422,
        'MONEY_ACCOUNTS_SAME',
      );
      expect(await count()).toBe(0);
      const draft = await f.payment({ type: 'transfer', date: '2026-06-09', sum: 1 });
      expectFailure(await api.post('/document/setdone', { uid: draft.uid, done: true }), 422, 'MONEY_ACCOUNT_REQUIRED');
      expect((await api.get(`/paydocument/load/${draft.uid}`)).body.data.done).toBe(false);
    });

    it('an unknown money account is 422, a cash desk on a bank payment 422', async () => {
      expectFailure(await update({ type: 'otherOut', moneyAccount: { uid: uid() } }), 422, 'UNKNOWN_REFERENCE');
      expectFailure(await update({ type: 'payFromCustomer', moneyAccount: { uid: till.uid } }), 422, 'MONEY_ACCOUNT_KIND');
      expect(await count()).toBe(0);
    });

    it('a refund needs its counterparty to be posted', async () => {
      const refund = await f.payment({ type: 'refundFromSupplier', date: '2026-06-09', sum: 5 });
      expectFailure(await api.post('/document/setdone', { uid: refund.uid, done: true }), 422, 'AGENT_REQUIRED');
    });

    it('a posted payment of a new type is not changed: 409', async () => {
      const fee = await posted({ type: 'otherOut', date: '2026-06-09', sum: 2 });
      expectFailure(await api.post('/paydocument/update', { uid: fee.uid, account: '949' }), 409, 'DOCUMENT_POSTED');
      expect((await api.get(`/paydocument/load/${fee.uid}`)).body.data.account).toBe('92');
    });
  });
});
