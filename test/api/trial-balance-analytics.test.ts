import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, TrialBalance } from '../../shared/api/index.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

/**
 * Each ОСВ row names what its account is kept by, so the app offers to unfold 361 by counterparty and
 * 281 by goods without reading the chart. The entry comes from a manual operation: this test is about
 * the report, not about which entries a posting writes.
 */
describe('the trial balance rows name their accounts’ analytics', () => {
  let api: ApiClient;
  let customer: { uid: string };
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    const f = fixtures(api);
    customer = await f.agent('Покупець аналітики ОСВ');
    const operation = await api.post('/ledgeroperation/update', {
      uid: uid(),
      date: '2033-02-10',
      entries: [{ debit: '361', credit: '702', amount: 500, debitAnalytics: { agent: { uid: customer.uid } } }],
    });
    expect(operation.status, JSON.stringify(operation.body)).toBe(200);
    await f.post((operation.body as { data: { uid: string } }).data.uid);
  });

  it('gives 361 its counterparty and contract, 702 and the synthetic 36 none', async () => {
    const reply = await api.get('/report/trialbalance/', { from: '2033-01-01', to: '2033-03-31' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = envelopeOf(TrialBalance).parse(reply.body).data;
    const analyticsOf = (code: string) => rows.find((row) => row.account === code)?.analytics;
    expect(analyticsOf('361')).toEqual(['agent', 'contract']);
    expect(analyticsOf('36')).toEqual([]);
    expect(analyticsOf('702')).toEqual([]);
  });

  it('keeps them on the rows of an account unfolded by counterparty', async () => {
    const reply = await api.get('/report/trialbalance/', { from: '2033-01-01', to: '2033-03-31', account: '361', by: 'agent' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = envelopeOf(TrialBalance).parse(reply.body).data;
    const ours = rows.filter((row) => row.analytic?.uid === customer.uid);
    expect(ours.map((row) => [row.analytic?.name, row.analytics, row.debit])).toEqual([
      ['Покупець аналітики ОСВ', ['agent', 'contract'], 500],
    ]);
  });
});
