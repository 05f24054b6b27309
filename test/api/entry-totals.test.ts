import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountCard, AccountCardQuery, envelopeOf, TrialBalance, TrialBalanceQuery } from '../../shared/api/index.js';
import { accountCard } from '../../server/ledger/accounts/account-card.js';
import { trialBalance } from '../../server/ledger/accounts/trial-balance.js';
import type { CompanyDb } from '../../server/database/company-db.js';
import { expectTotalsOfEntries } from '../support/entry-totals.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

/**
 * The trial balance reads the ledger's daily totals (docs/general-ledger.md, "Where it is kept"): they
 * follow every entry written or removed, so the ОСВ they give is the one the entries give.
 */
describe('the daily totals of the ledger', () => {
  let api: ApiClient;
  let companyDb: CompanyDb;
  let customerUid = '';
  beforeAll(async () => {
    const service = await testService();
    companyDb = service.companyDb;
    api = apiClient(service.app);
    const f = fixtures(api);
    const [store, supplier, customer, goods] = [
      await f.store(),
      await f.agent('Постачальник підсумків'),
      await f.agent('Покупець підсумків'),
      await f.entity('Товар підсумків'),
    ];
    customerUid = customer.uid;
    const receipt = (date: string, price: number) =>
      f.document({
        type: 'waybillIn',
        date,
        agent: { uid: supplier.uid },
        storeIn: { uid: store.uid },
        details: [{ entity: { uid: goods.uid }, qty: 10, price }],
      });
    const first = await receipt('2033-02-01', 100);
    await f.post(first.uid);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2033-02-10',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 12, price: 250 }],
    });
    // A back-dated receipt re-costs the sale: its entries are written anew.
    const earlier = await receipt('2033-01-15', 80);
    await f.post(earlier.uid);
    await f.post(sale.uid);
    const paid = await f.payment({ type: 'payFromCustomer', date: '2033-03-01', agent: { uid: customer.uid }, sum: 1000 });
    await f.post(paid.uid);
    // Posted and unposted again: its entries came and went.
    const refund = await f.payment({ type: 'payFromCustomer', date: '2033-03-02', agent: { uid: customer.uid }, sum: 7 });
    await f.post(refund.uid);
    await f.unpost(refund.uid);
    const operation = await api.post('/ledgeroperation/update', {
      uid: randomUUID(),
      date: '2033-01-01',
      entries: [
        { debit: '311', credit: '00', amount: 5000 },
        { debit: '361', credit: '00', amount: '250.50', debitAnalytics: { agent: { uid: customer.uid } } },
      ],
    });
    expect(operation.status, JSON.stringify(operation.body)).toBe(200);
    await f.post((operation.body as { data: { uid: string } }).data.uid);
  });

  it('hold what the entries add up to, per account, counterparty and day', async () => {
    await expectTotalsOfEntries(companyDb);
  });

  it.each<[string, Record<string, string>]>([
    ['of a month', { from: '2033-02-01', to: '2033-02-28' }],
    ['of a year', { from: '2033-01-01', to: '2033-12-31' }],
    ['of all history', { from: '2000-01-01', to: '2099-12-31' }],
    ['of 361 by counterparty', { from: '2033-02-11', to: '2033-03-01', account: '361', by: 'agent' }],
    ['of 36 and its sub-accounts', { from: '2033-01-01', to: '2033-03-31', account: '36' }],
  ])('give the ОСВ %s that the entries give', async (_, query) => {
    const reply = await api.get('/report/trialbalance/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(envelopeOf(TrialBalance).parse(reply.body).data.rows.length).toBeGreaterThan(0);
    const fromEntries = await trialBalance(companyDb.db, TrialBalanceQuery.parse(query), 'entries');
    expect((reply.body as { data: unknown }).data).toEqual(JSON.parse(JSON.stringify(fromEntries)));
  });

  it.each<[string, (customer: string) => Record<string, string>]>([
    ['of 361 of the customer for the period after the sale', (agent) => ({ account: '361', from: '2033-02-11', to: '2033-12-31', agent })],
    ['of 36 of the customer for a year', (agent) => ({ account: '36', from: '2033-01-01', to: '2033-12-31', agent })],
    ['of 361 of every counterparty for a quarter', () => ({ account: '361', from: '2033-01-01', to: '2033-03-31' })],
  ])('give the account card %s that the entries give', async (_, queryOf) => {
    const query = queryOf(customerUid);
    const reply = await api.get('/report/accountcard/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(envelopeOf(AccountCard).parse(reply.body).data.rows.length).toBeGreaterThan(0);
    const fromEntries = await accountCard(companyDb.db, AccountCardQuery.parse(query), 'entries');
    expect((reply.body as { data: unknown }).data).toEqual(JSON.parse(JSON.stringify(fromEntries)));
  });
});
