import { beforeAll, describe, expect, it } from 'vitest';
import { Decimal, envelopeOf, TrialBalance } from '../../shared/api/index.js';
import { moneyToDb } from '../../server/store/minor-units.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

/**
 * Each ОСВ row names what its account is kept by, so the app offers to unfold 361 by counterparty and
 * 281 by goods without reading the chart. The entries are written straight into the store: this test
 * is about the report, not about which entries a posting writes.
 */
describe('the trial balance rows name their accounts’ analytics', () => {
  let api: ApiClient;
  beforeAll(async () => {
    const service = await testService();
    api = apiClient(service.app);
    const f = fixtures(api);
    const customer = await f.agent('Покупець аналітики ОСВ');
    const sale = await f.document({ type: 'waybillOut', date: '2033-02-10', agent: { uid: customer.uid }, details: [] });
    await service.companyDb.write(async (trx) => {
      const document = await trx.selectFrom('documents').select('id').where('uid', '=', sale.uid).executeTakeFirstOrThrow();
      const agent = await trx.selectFrom('agents').select('id').where('uid', '=', customer.uid).executeTakeFirstOrThrow();
      await trx
        .insertInto('entries')
        .values({
          document_id: document.id,
          position: 0,
          date: '2033-02-10',
          debit: '361',
          credit: '702',
          amount: moneyToDb(new Decimal(500)),
          qty: null,
          debit_agent_id: agent.id,
          debit_contract_id: null,
          debit_entity_id: null,
          debit_store_id: null,
          credit_agent_id: null,
          credit_contract_id: null,
          credit_entity_id: null,
          credit_store_id: null,
          memo: '',
        })
        .execute();
    });
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
    expect(rows.map((row) => [row.analytic?.name, row.analytics, row.debit])).toEqual([
      ['Покупець аналітики ОСВ', ['agent', 'contract'], 500],
    ]);
  });
});
