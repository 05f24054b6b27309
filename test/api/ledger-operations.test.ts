import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, LedgerOperation, TrialBalance, Entry } from '../../shared/api/index.js';
import { z } from 'zod';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * Manual operations (docs/general-ledger.md, "Manual operations"): opening balances entered against
 * 00, posted and unposted through /document/setdone, refused whole on a bad entry. A service of its
 * own: one test closes a period.
 */
describe('a manual operation', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let store: { uid: string };
  let goods: { uid: string };
  let customer: { uid: string };

  beforeAll(async () => {
    service = await createTestService('operations');
    api = apiClient(service.app);
    f = fixtures(api);
    [store, goods, customer] = [await f.store(), await f.entity('Цегла'), await f.agent('Покупець з боргом')];
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** Opening balances: goods on 281, money in the bank, a customer's debt, the capital. */
  const openingBalances = () => [
    { debit: '281', credit: '00', amount: '5000.00', qty: 100, debitAnalytics: { entity: { uid: goods.uid }, store: { uid: store.uid } } },
    { debit: '311', credit: '00', amount: 10000 },
    { debit: '361', credit: '00', amount: '2500.50', debitAnalytics: { agent: { uid: customer.uid } }, memo: 'Борг на 01.01' },
    { debit: '00', credit: '40', amount: '17500.50' },
  ];
  const save = async (body: object) => {
    const reply = await api.post('/ledgeroperation/update', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(LedgerOperation).parse(reply.body).data;
  };
  const entriesOf = async (docUid: string) => {
    const reply = await api.get(`/document/entries/${docUid}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(z.array(Entry)).parse(reply.body).data;
  };

  it('enters opening balances: no entries while a draft, its entries in the books once posted, none after unposting', async () => {
    const op = await save({ uid: uid(), date: '2032-01-01', memo: 'Введення залишків', entries: openingBalances() });
    expect(op.type).toBe('ledgerOperation');
    expect(op.sum).toBe(35001);
    expect(op.entries[2]).toMatchObject({ debit: '361', credit: '00', amount: 2500.5, memo: 'Борг на 01.01' });
    expect(op.entries[2]?.debitAnalytics.agent?.uid).toBe(customer.uid);
    expect(await entriesOf(op.uid)).toEqual([]);

    await f.post(op.uid);
    const posted = await entriesOf(op.uid);
    expect(posted.map((e) => [e.debit, e.credit, e.amount])).toEqual([
      ['281', '00', 5000],
      ['311', '00', 10000],
      ['361', '00', 2500.5],
      ['00', '40', 17500.5],
    ]);
    const reply = await api.get('/report/trialbalance/', { from: '2032-01-01', to: '2032-01-31', account: '361', by: 'agent' });
    const balance = envelopeOf(TrialBalance).parse(reply.body).data;
    expect(balance.rows.find((r) => r.analytic?.uid === customer.uid)?.closingDebit).toBe(2500.5);
    const whole = envelopeOf(TrialBalance).parse(
      (await api.get('/report/trialbalance/', { from: '2032-01-01', to: '2032-01-31' })).body,
    ).data;
    expect(whole.rows.find((r) => r.account === '00')).toMatchObject({ closingDebit: 0, closingCredit: 0 });

    await f.unpost(op.uid);
    expect(await entriesOf(op.uid)).toEqual([]);
    expect((await api.post('/ledgeroperation/delete', { uid: op.uid })).status).toBe(200);
    expectFailure(await api.get(`/ledgeroperation/load/${op.uid}`), 404, 'NOT_FOUND');
  });

  it('lists the operations of a period and keeps their history', async () => {
    const op = await save({ uid: uid(), date: '2032-02-10', entries: [{ debit: '92', credit: '661', amount: 800 }] });
    await save({ uid: op.uid, memo: 'Зарплата за лютий' });
    const list = await api.get('/ledgeroperation/index/', { from: '2032-02-01', to: '2032-02-28' });
    expect(list.body).toMatchObject({
      success: true,
      totalCount: 1,
      data: [{ uid: op.uid, memo: 'Зарплата за лютий', sum: 800, done: false }],
    });
    const history = await api.get('/history/', { uid: op.uid });
    expect((history.body as { data: { operation: string }[] }).data.map((h) => h.operation)).toEqual(['create', 'update']);
  });

  it('is refused whole when posted and sent again, when it has no entries, or when it lies in a closed period', async () => {
    const op = await save({ uid: uid(), date: '2032-03-05', entries: [{ debit: '92', credit: '685', amount: 100 }] });
    await f.post(op.uid);
    expectFailure(await api.post('/ledgeroperation/update', { uid: op.uid, memo: 'змінити' }), 409, 'DOCUMENT_POSTED');
    expectFailure(await api.post('/ledgeroperation/delete', { uid: op.uid }), 409, 'DOCUMENT_POSTED');
    const empty = await save({ uid: uid(), date: '2032-03-06' });
    expectFailure(await api.post('/document/setdone', { uid: empty.uid, done: true }), 422, 'NO_LINES');

    expect((await api.post('/company/settings', { lockDate: '2032-03-31' })).status).toBe(200);
    try {
      expectFailure(await api.post('/document/setdone', { uid: op.uid, done: false }), 409, 'PERIOD_CLOSED');
      expectFailure(await api.post('/ledgeroperation/update', { uid: uid(), date: '2032-03-10', entries: [] }), 409, 'PERIOD_CLOSED');
    } finally {
      expect((await api.post('/company/settings', { lockDate: null })).status).toBe(200);
    }
    expect(await entriesOf(op.uid)).toHaveLength(1);
  });

  it('is refused when an account it names is deactivated, whether before it is saved or before it is posted', async () => {
    const code = '377.5';
    expect((await api.post('/account/update', { code, name: 'Інші дебітори — позики' })).status).toBe(200);
    const op = await save({ uid: uid(), date: '2032-05-05', entries: [{ debit: code, credit: '311', amount: 300 }] });
    expect((await api.post('/account/update', { code, active: false })).status).toBe(200);
    expectFailure(await api.post('/document/setdone', { uid: op.uid, done: true }), 422, { code: 'ACCOUNT_INACTIVE', mentions: code });
    expect(await entriesOf(op.uid)).toEqual([]);
    const again = { uid: op.uid, memo: 'ще раз', entries: [{ debit: code, credit: '311', amount: 400 }] };
    expectFailure(await api.post('/ledgeroperation/update', again), 422, { code: 'ACCOUNT_INACTIVE', mentions: code });
    const kept = envelopeOf(LedgerOperation).parse((await api.get(`/ledgeroperation/load/${op.uid}`)).body).data;
    expect([kept.memo, kept.sum]).toEqual(['', 300]);
  });

  it.each([
    ['an account that is not a code', [{ debit: '28x', credit: '00', amount: 1 }], 400, 'VALIDATION', 'debit'],
    ['an account the chart does not have', [{ debit: '999', credit: '00', amount: 1 }], 422, 'UNKNOWN_REFERENCE', '999'],
    ['an amount of zero', [{ debit: '311', credit: '00', amount: 0 }], 422, 'INVALID_AMOUNT', 'amount'],
    [
      'a counterparty on an account that keeps none',
      [{ debit: '311', credit: '00', amount: 1, debitAnalytics: { agent: { uid: uid() } } }],
      400,
      'VALIDATION',
      'keeps no agent',
    ],
    [
      'a counterparty that does not exist',
      [{ debit: '361', credit: '00', amount: 1, debitAnalytics: { agent: { uid: uid() } } }],
      422,
      'UNKNOWN_REFERENCE',
      'agent',
    ],
    [
      'an analytic of no kind',
      [{ debit: '361', credit: '00', amount: 1, debitAnalytics: { colour: { uid: uid() } } }],
      400,
      'VALIDATION',
      'colour',
    ],
    [
      'more entries than an operation holds',
      Array.from({ length: 2001 }, () => ({ debit: '311', credit: '00', amount: 1 })),
      400,
      'VALIDATION',
      '2000',
    ],
  ])('refuses %s, saving nothing', async (_, entries, status, code, mentions) => {
    const target = uid();
    expectFailure(await api.post('/ledgeroperation/update', { uid: target, date: '2032-04-01', entries }), status, { code, mentions });
    expectFailure(await api.get(`/ledgeroperation/load/${target}`), 404, 'NOT_FOUND');
  });

  it('is not a document: a document sent to its update is refused and stays as it was', async () => {
    const doc = await f.document({ type: 'invoice', date: '2032-04-02', agent: { uid: customer.uid }, details: [] });
    expectFailure(await api.post('/ledgeroperation/update', { uid: doc.uid, memo: 'x' }), 409, {
      code: 'TYPE_CHANGE',
      mentions: '/document/update',
    });
    expectFailure(await api.post('/ledgeroperation/delete', { uid: doc.uid }), 404, { code: 'NOT_FOUND', mentions: '/document/delete' });
  });
});
