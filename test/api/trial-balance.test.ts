import { beforeAll, describe, expect, it } from 'vitest';
import { AccountCard, envelopeOf, TrialBalance, type TrialBalanceRow } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

type Ref = { uid: string };
const figures = (row: TrialBalanceRow | undefined) =>
  row && [row.openingDebit, row.openingCredit, row.debit, row.credit, row.closingDebit, row.closingCredit];

describe('the trial balance (ОСВ) and the account card', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  // One history of its own in 2031, which no other test writes into: a purchase, a sale from it, the customer's payment.
  let customer: Ref;
  let goods: Ref;
  let sale: Ref;
  let payment: Ref;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
    const [store, supplier] = [await f.store(), await f.agent('Постачальник ОСВ')];
    customer = await f.agent('Покупець ОСВ');
    goods = await f.entity('Товар ОСВ');
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2031-03-05',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 10, price: 100 }],
    });
    await f.post(receipt.uid);
    sale = await f.document({
      type: 'waybillOut',
      date: '2031-03-10',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 4, price: 250 }],
    });
    await f.post(sale.uid);
    payment = await f.payment({ type: 'payFromCustomer', date: '2031-04-02', agent: { uid: customer.uid }, sum: 1000 });
    await f.post(payment.uid);
  });

  const trialBalance = async (query: Record<string, string>) => {
    const reply = await api.get('/report/trialbalance/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(TrialBalance).parse(reply.body).data;
  };
  const card = async (query: Record<string, string>) => {
    const reply = await api.get('/report/accountcard/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(AccountCard).parse(reply.body).data;
  };

  it('unfolds 361 by counterparty: the sale in the first quarter, its payment in the second', async () => {
    const q1 = await trialBalance({ from: '2031-01-01', to: '2031-03-31', account: '361', by: 'agent' });
    expect(figures(q1.rows.find((r) => r.analytic?.uid === customer.uid))).toEqual([0, 0, 1000, 0, 1000, 0]);
    const q2 = await trialBalance({ from: '2031-04-01', to: '2031-06-30', account: '361', by: 'agent' });
    expect(figures(q2.rows.find((r) => r.analytic?.uid === customer.uid))).toEqual([1000, 0, 0, 1000, 0, 0]);
  });

  it('keeps the goods on 281 at their cost: 1 000 in, 400 out to 902', async () => {
    const q1 = await trialBalance({ from: '2031-01-01', to: '2031-03-31', account: '281', by: 'entity' });
    expect(figures(q1.rows.find((r) => r.analytic?.uid === goods.uid))).toEqual([0, 0, 1000, 400, 600, 0]);
  });

  it('balances: debits equal credits in every pair of its totals, and a period closes where the next opens', async () => {
    const q1 = await trialBalance({ from: '2031-01-01', to: '2031-03-31' });
    const q2 = await trialBalance({ from: '2031-04-01', to: '2031-06-30' });
    for (const total of [q1.total, q2.total]) {
      expect(total.openingDebit).toBe(total.openingCredit);
      expect(total.debit).toBe(total.credit);
      expect(total.closingDebit).toBe(total.closingCredit);
    }
    for (const row of q2.rows) {
      const before = q1.rows.find((r) => r.account === row.account);
      expect([row.openingDebit, row.openingCredit], row.account).toEqual([before?.closingDebit ?? 0, before?.closingCredit ?? 0]);
    }
    // A synthetic account sums its sub-accounts.
    const sub = q1.rows.find((r) => r.account === '281');
    const group = q1.rows.find((r) => r.account === '28');
    expect(sub?.parent).toBe('28');
    expect(group?.debit).toBeGreaterThanOrEqual(sub?.debit ?? Infinity);
  });

  it("lists a customer's entries on the card of 361 with the balance after each", async () => {
    const c = await card({ account: '361', from: '2031-01-01', to: '2031-12-31', agent: customer.uid });
    expect(c.opening).toBe(0);
    expect(c.rows.map((r) => [r.document.uid, r.against, r.debit, r.credit, r.balance])).toEqual([
      [sale.uid, '702', 1000, 0, 1000],
      [payment.uid, '311', 0, 1000, 0],
    ]);
    expect([c.debit, c.credit, c.closing]).toEqual([1000, 1000, 0]);
    expect(c.rows[0]?.analytics.agent?.uid).toBe(customer.uid);
  });

  it.each([
    ['a period that ends before it starts', '/report/trialbalance/', { from: '2031-02-01', to: '2031-01-01' }, 400, 'from'],
    ['an account that is not a code', '/report/trialbalance/', { from: '2031-01-01', to: '2031-01-31', account: '36x' }, 400, 'account'],
    ['an unfolding without an account', '/report/trialbalance/', { from: '2031-01-01', to: '2031-01-31', by: 'agent' }, 400, 'by'],
    ['an unknown analytic', '/report/trialbalance/', { from: '2031-01-01', to: '2031-01-31', account: '361', by: 'colour' }, 400, 'by'],
    ['an account the chart does not have', '/report/trialbalance/', { from: '2031-01-01', to: '2031-01-31', account: '999' }, 404, '999'],
    ['a date that is not one', '/report/trialbalance/', { from: '2031-02-30', to: '2031-03-31' }, 400, 'from'],
    ['a card without an account', '/report/accountcard/', { from: '2031-01-01', to: '2031-01-31' }, 400, 'account'],
    ['a card of an unknown account', '/report/accountcard/', { account: '999', from: '2031-01-01', to: '2031-01-31' }, 404, '999'],
    [
      'a card of a counterparty that is no uid',
      '/report/accountcard/',
      { account: '361', from: '2031-01-01', to: '2031-01-31', agent: 'x' },
      400,
      'agent',
    ],
  ])('refuses %s in the envelope', async (_, url, query, status, mentions) => {
    expectFailure(await api.get(url as '/report/trialbalance/', query), status, {
      code: status === 404 ? 'NOT_FOUND' : 'VALIDATION',
      mentions,
    });
  });
});
