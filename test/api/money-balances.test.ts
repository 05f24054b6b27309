import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, MoneyAccount, MoneyBalances } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { someValidIban } from '../support/bank-statement.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient } from '../support/test-service.js';

/**
 * «Залишки коштів» (docs/service-behaviour.md, "Our money accounts"): every bank account and cash
 * desk with its balance at the start, money in and out and its balance at the date, from posted
 * payments; a transfer moves two of them.
 */
describe('the money balances report', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let main: MoneyAccount;
  let reserve: MoneyAccount;
  let till: MoneyAccount;
  const report = async (query: Record<string, string>) => {
    const reply = await api.get('/report/moneybalances/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(MoneyBalances).parse(reply.body).data;
  };
  const figures = (data: MoneyBalances) => data.rows.map((r) => [r.moneyAccount.name, r.kind, r.opening, r.in, r.out, r.closing]);

  beforeAll(async () => {
    api = apiClient((await createTestService('money balances')).app);
    f = fixtures(api);
    const iban = someValidIban();
    expect((await api.post('/company/settings', { iban, bank: 'АТ «Тест-Банк»' })).status).toBe(200);
    const made = await api.post('/moneyaccount/update', { uid: uid(), name: 'Резервний', kind: 'bank', iban: someValidIban() });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const accounts = envelopeOf(MoneyAccount.array()).parse((await api.get('/moneyaccount/index/')).body).data;
    main = accounts.find((a) => a.kind === 'bank' && a.main)!;
    reserve = accounts.find((a) => a.name === 'Резервний')!;
    till = accounts.find((a) => a.kind === 'cash' && a.main)!;
    const customer = await f.agent('Покупець-залишки');
    const supplier = await f.agent('Постачальник-залишки');
    const posted = async (body: Parameters<typeof f.payment>[0]) => f.post((await f.payment(body)).uid);
    await posted({ type: 'payFromCustomer', date: '2026-10-15', sum: 1000, agent: { uid: customer.uid } });
    await posted({ type: 'otherOut', date: '2026-11-03', sum: '12.35' });
    await posted({ type: 'refundFromSupplier', date: '2026-11-05', sum: '40.10', agent: { uid: supplier.uid } });
    await posted({ type: 'transfer', date: '2026-11-10', sum: 500, toMoneyAccount: { uid: reserve.uid } });
    await posted({ type: 'transfer', date: '2026-11-30', sum: 200, toMoneyAccount: { uid: till.uid } });
    // Neither a draft nor a payment after the date moves the money of the report.
    await f.payment({ type: 'payFromCustomer', date: '2026-11-20', sum: 999, agent: { uid: customer.uid } });
    await posted({ type: 'otherIn', date: '2026-12-01', sum: 7 });
  });

  it('shows each account at the start of the month, its money in and out, and its balance at the date', async () => {
    const data = await report({ date: '2026-11-30' });
    expect(data).toMatchObject({ date: '2026-11-30', from: '2026-11-01' });
    expect(figures(data)).toEqual([
      [main.name, 'bank', 1000, 40.1, 712.35, 327.75],
      ['Резервний', 'bank', 0, 500, 0, 500],
      ['Основна каса', 'cash', 0, 200, 0, 200],
    ]);
    expect(data.rows[0]).toMatchObject({ moneyAccount: { uid: main.uid }, iban: main.iban });
    expect(data.rows[2]?.iban).toBe('');
    expect(data.total).toEqual({ opening: 1000, in: 740.1, out: 712.35, closing: 1027.75 });
  });

  it('takes the turnovers from the day sent as from', async () => {
    const data = await report({ date: '2026-11-29', from: '2026-10-01' });
    expect(figures(data)[0]).toEqual([main.name, 'bank', 0, 1040.1, 512.35, 527.75]);
    expect(data.total).toEqual({ opening: 0, in: 1540.1, out: 512.35, closing: 1027.75 });
  });

  it('is listed under money.accounts in /service/info', async () => {
    expect((await api.get('/service/info')).body.data.extensions).toContain('money.accounts');
  });

  it('refuses a bad date, a missing one, and a start after the date', async () => {
    expectFailure(await api.get('/report/moneybalances/', { date: '30.11.2026' }), 400, { code: 'VALIDATION', mentions: 'query.date' });
    expectFailure(await api.get('/report/moneybalances/', {}), 400, { code: 'VALIDATION', mentions: 'query.date' });
    expectFailure(await api.get('/report/moneybalances/', { date: '2026-11-30', from: '2026-12-01' }), 400, {
      code: 'VALIDATION',
      mentions: 'query.from',
    });
  });
  it('counts a manual operation on 311 or 301 (opening balances) on the main account of its kind, as the books do', async () => {
    // A company of its own: the books and the report must agree on all of its money.
    const own = apiClient((await createTestService('money balances operation')).app);
    const op = await own.post('/ledgeroperation/update', {
      uid: uid(),
      date: '2026-09-30',
      memo: 'Введення залишків',
      entries: [
        { debit: '311', credit: '40', amount: '2500.00' },
        { debit: '301', credit: '40', amount: '150.00' },
      ],
    });
    expect(op.status, JSON.stringify(op.body)).toBe(200);
    expect((await own.post('/document/setdone', { uid: op.body.data.uid, done: true })).status).toBe(200);
    const reply = await own.get('/report/moneybalances/', { date: '2026-10-31' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const data = envelopeOf(MoneyBalances).parse(reply.body).data;
    expect(data.rows.map((r) => [r.kind, r.opening, r.closing])).toEqual([
      ['bank', 2500, 2500],
      ['cash', 150, 150],
    ]);
  });
});
