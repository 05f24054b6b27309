import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAnalysis } from '../../server/ledger/accounts/account-analysis.js';
import { accountCard } from '../../server/ledger/accounts/account-card.js';
import { smallCompanyHistory } from '../support/ledger-history.js';
import { plansOf } from '../support/query-plans.js';
import { apiClient, createTestService, fixtures, type TestService } from '../support/test-service.js';

/**
 * The card and analysis of an account that keeps no goods (311, 641, …) find the account's entries by
 * account, and a goods account's card by the period's documents (docs/general-ledger.md, "Where it is
 * kept"), not by reading every entry: a bank account's card of a year is an everyday report, and
 * goods lines make most of a company's entries.
 */
describe("the card and analysis read an account's entries by key", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await createTestService('cardplan');
    const api = apiClient(service.app);
    await smallCompanyHistory(api, fixtures(api));
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** The plans' lines that read the entries: each by an index of the sides without goods, none a scan of them all. */
  const expectReadByAccount = (plans: string[]) => {
    const text = plans.join('\n');
    expect(text).toMatch(/entries_debit_plain/);
    expect(text).toMatch(/entries_credit_plain/);
    expect(text).not.toMatch(/SCAN entries|Seq Scan on entries\b/);
  };

  it('reads the card of 311 for a year through the sides of 311', async () => {
    const query = { account: '311', from: '2034-01-01', to: '2034-12-31' };
    expectReadByAccount(await plansOf(service.companyDb, (db) => accountCard(db, query)));
    const card = await accountCard(service.companyDb.db, query);
    expect(card).toMatchObject({ opening: 50000, debit: 1500, closing: 51500 - card.credit });
    expect(await accountCard(service.companyDb.db, query, 'entries')).toEqual(card);
  });

  it('reads the analysis of 311 through the sides of 311, its opening included', async () => {
    const query = { account: '311', from: '2034-01-01', to: '2034-12-31' };
    expectReadByAccount(await plansOf(service.companyDb, (db) => accountAnalysis(db, query)));
    const analysis = await accountAnalysis(service.companyDb.db, query);
    expect(analysis).toMatchObject({ opening: 50000, debit: 1500 });
  });

  it("reads a customer's card of 361 through that customer's sides of 361", async () => {
    const card361 = await accountCard(service.companyDb.db, { account: '361', from: '2033-01-01', to: '2034-12-31' });
    const customer = card361.rows.find((r) => r.analytics.agent)?.analytics.agent;
    expect(customer).toBeTruthy();
    const query = { account: '361', agent: customer!.uid, from: '2034-01-01', to: '2034-12-31' };
    expectReadByAccount(await plansOf(service.companyDb, (db) => accountCard(db, query)));
    expect(await accountCard(service.companyDb.db, query, 'entries')).toEqual(await accountCard(service.companyDb.db, query));
  });

  it("reads a goods account's card of a month through the month's documents, not every entry", async () => {
    const query = { account: '281', from: '2034-01-01', to: '2034-01-31' };
    const text = (await plansOf(service.companyDb, (db) => accountCard(db, query))).join('\n');
    expect(text).not.toMatch(/SCAN entries|Seq Scan on entries\b/);
  });

  it('keeps every entry of a goods account in its card: 281 finds its goods sides as before', async () => {
    const query = { account: '281', from: '2034-01-01', to: '2034-12-31' };
    const card = await accountCard(service.companyDb.db, query);
    expect(card.rows.map((r) => [r.against, r.debit, r.credit])).toEqual([
      ['631', 1000, 0],
      ['902', 0, 400],
    ]);
    expect(await accountCard(service.companyDb.db, query, 'entries')).toEqual(card);
  });
});
