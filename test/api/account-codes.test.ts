import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account, AccountCard, envelopeOf, Statements, TrialBalance } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, testService, uid, type ApiClient, type TestService } from '../support/test-service.js';

const Chart = envelopeOf(Account.array());

/**
 * A company's own sub-accounts in both forms an accountant writes them (docs/general-ledger.md,
 * "Changing the chart"): BAS's four digits, 3611 below 361, and the dotted 361.1. Below 363 here:
 * the service is shared with other tests, which add their own below 361.
 */
describe('sub-account codes in both forms', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });
  const chart = async () => Chart.parse((await api.get('/account/index/')).body).data;
  const update = (body: unknown) => api.post('/account/update', body);

  it('adds «3631» below 363, taking its kind and analytics, beside «363.5»', async () => {
    const four = await update({ code: '3631', name: 'Учасники ПФГ — опт (BAS)' });
    expect(four.status, JSON.stringify(four.body)).toBe(200);
    expect(envelopeOf(Account).parse(four.body).data).toEqual({
      code: '3631',
      name: 'Учасники ПФГ — опт (BAS)',
      parent: '363',
      kind: 'active',
      offBalance: false,
      analytics: ['agent', 'contract'],
      active: true,
      version: 1,
    });
    expect((await update({ code: '363.5', name: 'Учасники ПФГ — роздріб' })).status).toBe(200);
    expect((await update({ code: '3632', name: 'Учасники ПФГ — мережі', parent: '363' })).body.data).toMatchObject({ parent: '363' });
  });

  it('lists both forms after their parent: the dotted ones, then the four-digit ones, then 364', async () => {
    const codes = (await chart()).map((account) => account.code);
    const order = ['36', '363', '363.5', '3631', '3632', '364'].map((code) => codes.indexOf(code));
    expect(order.every((p) => p >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('counts a four-digit code as one level of the company’s own: 3636.1 below it, no third level', async () => {
    expect((await update({ code: '3636', name: 'Учасники ПФГ — через посередника' })).status).toBe(200);
    expect((await update({ code: '3636.1', name: 'Посередник 1' })).body.data).toMatchObject({ parent: '3636' });
    expectFailure(await update({ code: '3636.1.1', name: 'Глибоко' }), 400, { code: 'VALIDATION', mentions: 'levels' });
  });

  it.each([
    ['a parent other than the one the code names', { code: '3633', name: 'X', parent: '36' }, 400, 'VALIDATION', 'parent'],
    ['a code of another synthetic account sent below 363', { code: '3711', name: 'X', parent: '363' }, 400, 'VALIDATION', 'parent'],
    ['five digits', { code: '36311', name: 'X' }, 400, 'VALIDATION', 'code'],
    ['letters', { code: '363a', name: 'X' }, 400, 'VALIDATION', 'code'],
    ['a letter for the fourth digit', { code: '363.a', name: 'X' }, 400, 'VALIDATION', 'code'],
    ['four digits below an account the chart lacks', { code: '2511', name: 'X' }, 422, 'UNKNOWN_REFERENCE', '251'],
    ['363.1, the same sub-account as 3631', { code: '363.1', name: 'Двійник' }, 409, 'ACCOUNT_CODE_TAKEN', '3631'],
    ['3635, the same sub-account as 363.5', { code: '3635', name: 'Двійник' }, 409, 'ACCOUNT_CODE_TAKEN', '363.5'],
    ['363.6.1, the same sub-account as 3636.1', { code: '363.6.1', name: 'Двійник' }, 409, 'ACCOUNT_CODE_TAKEN', '3636.1'],
  ] as const)('refuses %s and changes nothing', async (_what, body, status, code, mentions) => {
    const before = await chart();
    expectFailure(await update(body), status, { code, mentions });
    expect(await chart()).toEqual(before);
  });
});

/**
 * A 3611 account's entries are 361's and 36's: the ОСВ folds them up, the card of 361 and of 36 lists
 * them, and the statements read them under 36 (1125). A company of its own: the forms read all of it.
 */
describe('a four-digit sub-account in the reports', () => {
  let service: TestService;
  let api: ApiClient;
  beforeAll(async () => {
    service = await createTestService('subaccount4');
    api = apiClient(service.app);
    const f = fixtures(api);
    const customer = await f.agent('Покупець субрахунку 3611');
    expect((await api.post('/account/update', { code: '3611', name: 'Покупці — опт' })).status).toBe(200);
    const operation = await api.post('/ledgeroperation/update', {
      uid: uid(),
      date: '2035-03-10',
      memo: 'Борг покупця на субрахунку',
      entries: [
        { debit: '3611', credit: '00', amount: 1500, debitAnalytics: { agent: { uid: customer.uid } } },
        { debit: '00', credit: '401', amount: 1500 },
      ],
    });
    expect(operation.status, JSON.stringify(operation.body)).toBe(200);
    await f.post((operation.body as { data: { uid: string } }).data.uid);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  it('folds 3611 into 361 and 36 in the ОСВ', async () => {
    const reply = await api.get('/report/trialbalance/', { from: '2035-03-01', to: '2035-03-31' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = envelopeOf(TrialBalance).parse(reply.body).data.rows;
    const row = (code: string) => rows.find((r) => r.account === code);
    for (const code of ['3611', '361', '36']) expect(row(code), code).toMatchObject({ debit: 1500, closingDebit: 1500 });
    expect(row('3611')?.parent).toBe('361');
    expect(row('361')?.parent).toBe('36');
  });

  it('lists the 3611 entry on the cards of 361 and of 36', async () => {
    for (const account of ['361', '36']) {
      const reply = await api.get('/report/accountcard/', { account, from: '2035-03-01', to: '2035-03-31' });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const card = envelopeOf(AccountCard).parse(reply.body).data;
      expect(
        card.rows.map((r) => [r.account, r.against, r.debit]),
        account,
      ).toEqual([['3611', '00', 1500]]);
      expect(card.closing, account).toBe(1500);
    }
  });

  it('reads it under 36 in the statements: customers’ debts, 1125', async () => {
    const reply = await api.get('/report/statements/', { from: '2035-01-01', to: '2035-03-31' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const statements = envelopeOf(Statements).parse(reply.body).data;
    expect(statements.balance.find((line) => line.code === '1125')?.end).toBe(1500);
  });
});
