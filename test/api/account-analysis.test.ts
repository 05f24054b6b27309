import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountAnalysis, envelopeOf } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { smallCompanyHistory } from '../support/ledger-history.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/** The account analysis (docs/general-ledger.md, "Account analysis"): an account's turnovers per correspondent account. */
describe('the account analysis', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('analysis');
    api = apiClient(service.app);
    await smallCompanyHistory(api, fixtures(api));
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const analysis = async (query: Record<string, string>) => {
    const reply = await api.get('/report/accountanalysis/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(AccountAnalysis).parse(reply.body).data;
  };

  it('gives 361 of a year: the opening debt, sales against 702, payments against 311, the closing balance', async () => {
    const a = await analysis({ account: '361', from: '2034-01-01', to: '2034-12-31' });
    expect(a).toMatchObject({ account: '361', opening: 3600, debit: 1200, credit: 1500, closing: 3300 });
    expect(a.rows.map((r) => [r.against, r.debit, r.credit])).toEqual([
      ['311', 0, 1500],
      ['702', 1200, 0],
    ]);
    expect(a.rows[0]?.name).toBe('Поточні рахунки в національній валюті');
  });

  it('sums the sub-accounts of a synthetic account: 28 takes goods from 631 and gives them to 902 at cost', async () => {
    const a = await analysis({ account: '28', from: '2034-01-01', to: '2034-12-31' });
    expect(a.rows.map((r) => [r.against, r.debit, r.credit])).toEqual([
      ['631', 1000, 0],
      ['902', 0, 400],
    ]);
    expect([a.opening, a.closing]).toEqual([0, 600]);
  });

  it('lists the closing of a year against 791 like any other turnover', async () => {
    const a = await analysis({ account: '70', from: '2033-01-01', to: '2033-12-31' });
    expect(a.rows.map((r) => [r.against, r.debit, r.credit])).toEqual([
      ['361', 0, 600],
      ['641', 100, 0],
      ['791', 500, 0],
    ]);
    expect(a.closing).toBe(0);
  });

  it.each([
    ['an account the chart does not have', { account: '999', from: '2034-01-01', to: '2034-01-31' }, 404, '999'],
    ['an account that is not a code', { account: '36x', from: '2034-01-01', to: '2034-01-31' }, 400, 'account'],
    ['no account', { from: '2034-01-01', to: '2034-01-31' }, 400, 'account'],
    ['a period that ends before it starts', { account: '361', from: '2034-02-01', to: '2034-01-01' }, 400, 'from'],
  ])('refuses %s in the envelope', async (_, query, status, mentions) => {
    expectFailure(await api.get('/report/accountanalysis/', query), status, {
      code: status === 404 ? 'NOT_FOUND' : 'VALIDATION',
      mentions,
    });
  });
});
