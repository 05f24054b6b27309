import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, Statements, TrialBalance } from '../../shared/api/index.js';
import { seedDemoCompany } from '../../server/demo/seed-demo-company.js';
import { apiClient, createTestService, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * The demo company's books look like a real company's (docs/general-ledger.md, "The demo company's
 * books"): its money never runs into the red, so its balance sheet shows no negative cash.
 */
describe('the demo company’s books', () => {
  const TODAY = '2026-11-26';
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('demobooks');
    api = apiClient(service.app);
    await seedDemoCompany(service.companyDb, TODAY);
  }, 120_000);
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it('ends its year with money on the bank account and in the till, and Форма № 1-м shows it', async () => {
    const from = '2025-11-01';
    const osv = await api.get('/report/trialbalance/', { from, to: TODAY });
    expect(osv.status, JSON.stringify(osv.body)).toBe(200);
    const rows = envelopeOf(TrialBalance).parse(osv.body).data.rows;
    for (const account of ['301', '311']) {
      const row = rows.find((r) => r.account === account);
      expect(row, account).toBeDefined();
      expect(Number(row?.closingCredit), account).toBe(0);
      expect(Number(row?.closingDebit), account).toBeGreaterThan(0);
    }
    const reply = await api.get('/report/statements/', { from: '2026-01-01', to: TODAY });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const cash = envelopeOf(Statements)
      .parse(reply.body)
      .data.balance.find((line) => line.code === '1165');
    expect(cash?.end).toBeGreaterThan(0);
  });
});
