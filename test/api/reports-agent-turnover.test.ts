import { beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, Decimal, envelopeOf, type AgentTurnoverRow } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';
import { at, defined } from '../support/checked.js';

type Ref = { uid: string };
const FIGURES = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;

describe('the agent turnover report', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  /** Posts a receipt from `supplier` worth `sum` (no VAT, so its total is `sum`); returns where the goods went. */
  const receive = async (supplier: Ref, date: string, sum: number) => {
    const [store, item] = [await f.store(), await f.entity()];
    const doc = await f.document({
      type: 'waybillIn',
      date,
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: sum }],
    });
    await f.post(doc.uid);
    return { store, item };
  };
  /** Posts a sale to `customer` worth `sum`, out of stock received from another agent long before. */
  const sell = async (customer: Ref, date: string, sum: number) => {
    const { store, item } = await receive(await f.agent('Склад-постачальник'), '2000-01-01', 1);
    const doc = await f.document({
      type: 'waybillOut',
      date,
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: sum }],
    });
    return f.post(doc.uid);
  };
  /** Posts a payment document. */
  const pay = async (type: 'payFromCustomer' | 'payToSupplier', agent: Ref, date: string, sum: number | string) =>
    f.post((await f.payment({ type, date, agent: { uid: agent.uid }, sum })).uid);
  const report = async (query: Record<string, string>) => {
    const reply = await api.get('/report/agentturnover/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(AgentTurnover).parse(reply.body).data;
  };
  /** The one row of `agent`, or undefined when the report leaves it out. */
  const rowOf = async (accCode: string, from: string, to: string, agent: Ref) =>
    (await report({ accCode, from, to })).rows.find((r) => r.agent.uid === agent.uid);
  const figures = (row: AgentTurnoverRow | undefined) => row && Object.fromEntries(FIGURES.map((k) => [k, row[k]]));

  it("shows a customer's opening balance, turnover of the period and closing balance on account 361", async () => {
    const customer = await f.agent('Покупець');
    await sell(customer, '2026-01-10', 120);
    await sell(customer, '2026-02-05', 240);
    await pay('payFromCustomer', customer, '2026-02-10', '300.00');
    await sell(customer, '2026-03-05', 999);
    const data = await report({ accCode: '361', from: '2026-02-01', to: '2026-02-28', agent: customer.uid });
    expect(data).toMatchObject({ accCode: '361', from: '2026-02-01T00:00:00', to: '2026-02-28T00:00:00' });
    expect(data.rows).toHaveLength(1);
    expect(at(data.rows, 0).agent).toEqual({ uid: customer.uid, name: 'Покупець' });
    expect(figures(at(data.rows, 0))).toEqual({
      balanceStartDb: 120,
      balanceStartCr: 0,
      dbSum: 240,
      crSum: 300,
      balanceEndDb: 60,
      balanceEndCr: 0,
    });
  });

  it('shows a credit balance on the credit side only, for an overpaying customer', async () => {
    const customer = await f.agent();
    await sell(customer, '2026-02-01', 100);
    await pay('payFromCustomer', customer, '2026-02-02', 150);
    expect(figures(await rowOf('361', '2026-02-01', '2026-02-28', customer))).toEqual({
      balanceStartDb: 0,
      balanceStartCr: 0,
      dbSum: 100,
      crSum: 150,
      balanceEndDb: 0,
      balanceEndCr: 50,
    });
    expect(figures(await rowOf('361', '2026-03-01', '2026-03-31', customer))).toEqual({
      balanceStartDb: 0,
      balanceStartCr: 50,
      dbSum: 0,
      crSum: 0,
      balanceEndDb: 0,
      balanceEndCr: 50,
    });
  });

  it('shows what we owe a supplier as a credit balance on account 631', async () => {
    const supplier = await f.agent('Постачальник');
    await receive(supplier, '2026-02-03', 150);
    await pay('payToSupplier', supplier, '2026-02-20', 100);
    expect(figures(await rowOf('631', '2026-02-01', '2026-02-28', supplier))).toEqual({
      balanceStartDb: 0,
      balanceStartCr: 0,
      dbSum: 100,
      crSum: 150,
      balanceEndDb: 0,
      balanceEndCr: 50,
    });
  });

  it('keeps the two accounts apart', async () => {
    const customer = await f.agent();
    await sell(customer, '2026-02-01', 10);
    expect(await rowOf('631', '2026-02-01', '2026-02-28', customer)).toBeUndefined();
    expect(await rowOf('361', '2026-02-01', '2026-02-28', customer)).toBeDefined();
  });

  it('counts turnover on the first and last day of the period and nothing after it', async () => {
    const customer = await f.agent();
    await sell(customer, '2026-01-31', 1);
    await sell(customer, '2026-02-01', 10);
    await sell(customer, '2026-02-28', 100);
    await sell(customer, '2026-03-01', 1000);
    expect(figures(await rowOf('361', '2026-02-01', '2026-02-28', customer))).toEqual({
      balanceStartDb: 1,
      balanceStartCr: 0,
      dbSum: 110,
      crSum: 0,
      balanceEndDb: 111,
      balanceEndCr: 0,
    });
  });

  it('leaves out agents without a balance or turnover in the period', async () => {
    const [settled, later, unposted] = [await f.agent('Розрахувався'), await f.agent('Пізніше'), await f.agent('Чернетка')];
    await sell(settled, '2026-01-05', 50);
    await pay('payFromCustomer', settled, '2026-01-06', 50);
    await sell(later, '2026-03-05', 50);
    await f.payment({ type: 'payFromCustomer', date: '2026-02-05', agent: { uid: unposted.uid }, sum: 70 });
    const data = await report({ accCode: '361', from: '2026-02-01', to: '2026-02-28' });
    const shown = new Set(data.rows.map((r) => r.agent.uid));
    for (const agent of [settled, later, unposted]) expect(shown.has(agent.uid)).toBe(false);
  });

  it('keeps an agent whose turnover in the period nets to zero', async () => {
    const customer = await f.agent();
    await sell(customer, '2026-02-03', 50);
    await pay('payFromCustomer', customer, '2026-02-04', 50);
    expect(figures(await rowOf('361', '2026-02-01', '2026-02-28', customer))).toEqual({
      balanceStartDb: 0,
      balanceStartCr: 0,
      dbSum: 50,
      crSum: 50,
      balanceEndDb: 0,
      balanceEndCr: 0,
    });
  });

  it('drops a payment from the report when it is unposted', async () => {
    const customer = await f.agent();
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-02-05', agent: { uid: customer.uid }, sum: 70 });
    await f.post(payment.uid);
    expect((await rowOf('361', '2026-02-01', '2026-02-28', customer))?.crSum).toBe(70);
    await f.unpost(payment.uid);
    expect(await rowOf('361', '2026-02-01', '2026-02-28', customer)).toBeUndefined();
  });

  it('restricts the report to one agent', async () => {
    const [mine, other] = [await f.agent(), await f.agent()];
    await sell(mine, '2026-02-01', 5);
    await sell(other, '2026-02-01', 6);
    const data = await report({ accCode: '361', from: '2026-02-01', to: '2026-02-28', agent: mine.uid });
    expect(data.rows.map((r) => r.agent.uid)).toEqual([mine.uid]);
    expect(data.total).toEqual(figures(at(data.rows, 0)));
    expect((await report({ accCode: '361', from: '2026-02-01', to: '2026-02-28', agent: uid() })).rows).toEqual([]);
  });

  it('balances every row, shows each balance on one side, and totals the rows exactly', async () => {
    const customer = await f.agent();
    await sell(customer, '2026-01-15', 33.33);
    await pay('payFromCustomer', customer, '2026-02-15', '0.01');
    for (const accCode of ['361', '631']) {
      const data = await report({ accCode, from: '2026-02-01', to: '2026-02-28' });
      expect(data.rows.length).toBeGreaterThan(0);
      const sums = new Map(FIGURES.map((k) => [k, new Decimal(0)]));
      for (const row of data.rows) {
        const figure = (k: (typeof FIGURES)[number]) => new Decimal(row[k]);
        const [startDb, startCr, db, cr, endDb, endCr] = [
          figure('balanceStartDb'),
          figure('balanceStartCr'),
          figure('dbSum'),
          figure('crSum'),
          figure('balanceEndDb'),
          figure('balanceEndCr'),
        ];
        const d = [startDb, startCr, db, cr, endDb, endCr];
        expect(startDb.minus(startCr).plus(db).minus(cr).toFixed(2), row.agent.uid).toBe(endDb.minus(endCr).toFixed(2));
        expect(startDb.isZero() || startCr.isZero()).toBe(true);
        expect(endDb.isZero() || endCr.isZero()).toBe(true);
        expect(d.every((x) => !x.isNegative())).toBe(true);
        expect(d.some((x) => !x.isZero())).toBe(true);
        for (const k of FIGURES) sums.set(k, defined(sums.get(k)).plus(figure(k)));
      }
      expect(FIGURES.map((k) => new Decimal(data.total[k]).toFixed(2))).toEqual(FIGURES.map((k) => defined(sums.get(k)).toFixed(2)));
    }
  });

  it.each([
    [{ from: '2026-02-01', to: '2026-02-28' }, 'accCode'],
    [{ accCode: '362', from: '2026-02-01', to: '2026-02-28' }, 'accCode'],
    [{ accCode: '', from: '2026-02-01', to: '2026-02-28' }, 'accCode'],
    [{ accCode: '361', to: '2026-02-28' }, 'from'],
    [{ accCode: '361', from: '2026-02-01' }, 'to'],
    [{ accCode: '631', from: '2026-02-30', to: '2026-03-31' }, 'from'],
    [{ accCode: '631', from: '2026-02-01', to: '28.02.2026' }, 'to'],
    [{ accCode: '361', from: '2026-02-01', to: '2026-02-28', agent: 'покупець' }, 'agent'],
    [{ accCode: '361', from: '2026-03-01', to: '2026-02-28' }, 'from'],
  ])('refuses %j with 400 naming %s', async (query, name) => {
    expectFailure(await api.get('/report/agentturnover/', query), 400, { code: 'VALIDATION', mentions: `query.${name}` });
  });
});
