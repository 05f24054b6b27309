import { beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, Decimal, envelopeOf, Reconciliation, ServiceInfo } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { made, settlementFixtures } from '../support/settlement-fixtures.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

type Query = Record<string, string>;

describe('the reconciliation act', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let trade: ReturnType<typeof settlementFixtures>['trade'];
  let pay: ReturnType<typeof settlementFixtures>['pay'];
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
    ({ trade, pay } = settlementFixtures(f));
  });

  const act = async (query: Query) => {
    const reply = await api.get('/report/reconciliation/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(Reconciliation).parse(reply.body).data;
  };
  const turnover = async (accCode: string, query: Query) => {
    const reply = await api.get('/report/agentturnover/', { accCode, ...query });
    return envelopeOf(AgentTurnover).parse(reply.body).data.total;
  };
  const figures = (data: Reconciliation) => [data.opening, data.debitTotal, data.creditTotal, data.closing];
  const rows = (data: Reconciliation) => data.rows.map((r) => [r.date, r.document.type, r.debit, r.credit]);

  /**
   * A counterparty that buys from us and sells to us: a debt before the period, then a sale, a
   * return from it, its payment, a purchase from it, our payment and a return to it.
   */
  async function history() {
    const agent = made(await f.agent('ТОВ «Звірка»'));
    await trade('waybillOut', agent, { date: '2026-01-10', sum: 1000 });
    await pay('payFromCustomer', agent, { date: '2026-01-20', sum: 400 });
    const sale = await trade('waybillOut', agent, { date: '2026-02-05', sum: 240 });
    await trade('waybillRetOut', agent, { date: '2026-02-06', sum: 40 });
    await pay('payFromCustomer', agent, { date: '2026-02-10', sum: '300.00' });
    await trade('waybillIn', agent, { date: '2026-02-12', sum: 150.5 });
    await pay('payToSupplier', agent, { date: '2026-02-15', sum: 100 });
    await trade('waybillRetIn', agent, { date: '2026-02-16', sum: 20 });
    await pay('cashIn', agent, { date: '2026-02-28', sum: 0.01 });
    await trade('waybillOut', agent, { date: '2026-03-05', sum: 999 });
    return { agent, sale };
  }

  it('shows the opening balance, every document and payment of the period in date order, the turnovers and the closing balance', async () => {
    const { agent, sale } = await history();
    const data = await act({ agent: agent.uid, from: '2026-02-01', to: '2026-02-28' });
    expect(data.agent).toEqual({ uid: agent.uid, name: 'ТОВ «Звірка»' });
    expect(data).toMatchObject({ from: '2026-02-01', to: '2026-02-28', contract: null });
    expect(rows(data)).toEqual([
      ['2026-02-05', 'waybillOut', 240, 0],
      ['2026-02-06', 'waybillRetOut', 0, 40],
      ['2026-02-10', 'payFromCustomer', 0, 300],
      ['2026-02-12', 'waybillIn', 0, 150.5],
      ['2026-02-15', 'payToSupplier', 100, 0],
      ['2026-02-16', 'waybillRetIn', 20, 0],
      ['2026-02-28', 'cashIn', 0, 0.01],
    ]);
    // 1000 − 400 before; 240 + 100 + 20 debit; 40 + 300 + 150.50 + 0.01 credit.
    expect(figures(data)).toEqual([600, 360, 490.51, 469.49]);
    expect(data.rows[0]).toMatchObject({ document: { uid: sale.uid, no: sale.no } });
    expect(data.rows[0]?.title).toBe(`Видаткова накладна № ${sale.no} від 05.02.2026`);
  });

  it('gives a negative balance when we owe the counterparty, and none outside its history', async () => {
    const supplier = made(await f.agent('Постачальник'));
    await trade('waybillIn', supplier, { date: '2026-04-01', sum: 500 });
    await pay('payToSupplier', supplier, { date: '2026-04-10', sum: 200 });
    expect(figures(await act({ agent: supplier.uid, from: '2026-04-05', to: '2026-04-30' }))).toEqual([-500, 200, 0, -300]);
    const before = await act({ agent: supplier.uid, from: '2026-01-01', to: '2026-03-31' });
    expect([figures(before), before.rows]).toEqual([[0, 0, 0, 0], []]);
  });

  it('agrees with the agent turnover report on 361 and 631 together', async () => {
    const { agent } = await history();
    for (const [from, to] of [
      ['2026-02-01', '2026-02-28'],
      ['2026-01-15', '2026-03-31'],
      ['2026-02-11', '2026-02-11'],
    ] as const) {
      const data = await act({ agent: agent.uid, from, to });
      const [c, s] = [await turnover('361', { agent: agent.uid, from, to }), await turnover('631', { agent: agent.uid, from, to })];
      const net = (db: number, cr: number) => new Decimal(db).minus(cr);
      expect(figures(data)).toEqual(
        [
          net(c.balanceStartDb, c.balanceStartCr).plus(net(s.balanceStartDb, s.balanceStartCr)),
          new Decimal(c.dbSum).plus(s.dbSum),
          new Decimal(c.crSum).plus(s.crSum),
          net(c.balanceEndDb, c.balanceEndCr).plus(net(s.balanceEndDb, s.balanceEndCr)),
        ].map((d) => d.toNumber()),
      );
    }
  });

  it('leaves out unposted documents and the moves of other counterparties', async () => {
    const agent = made(await f.agent());
    const other = made(await f.agent());
    const sale = await trade('waybillOut', agent, { date: '2026-05-02', sum: 70 });
    await trade('waybillOut', other, { date: '2026-05-02', sum: 80 });
    await f.unpost(sale.uid);
    const draft = made(await f.payment({ type: 'payFromCustomer', date: '2026-05-03', agent: { uid: agent.uid }, sum: 10 }));
    expect(draft.done).toBe(false);
    const data = await act({ agent: agent.uid, from: '2026-05-01', to: '2026-05-31' });
    expect([figures(data), data.rows]).toEqual([[0, 0, 0, 0], []]);
  });

  it("keeps to one contract: its documents and the payments linked to the contract's invoices", async () => {
    const agent = made(await f.agent('Покупець з договорами'));
    const contract = async (name: string) =>
      made(
        (
          await api.post('/contract/update', {
            uid: uid(),
            name,
            agent: { uid: agent.uid },
            no: name,
            date: '2026-01-01',
          })
        ).body.data,
      );
    const [first, second] = [await contract('Д-1'), await contract('Д-2')];
    await trade('waybillOut', agent, { date: '2026-05-20', sum: 300, extra: { contract: { uid: first.uid } } });
    await trade('waybillOut', agent, { date: '2026-06-03', sum: 111, extra: { contract: { uid: first.uid } } });
    await trade('waybillOut', agent, { date: '2026-06-04', sum: 222, extra: { contract: { uid: second.uid } } });
    const invoice = made(
      await f.document({ type: 'invoice', date: '2026-06-01', agent: { uid: agent.uid }, contract: { uid: first.uid } }),
    );
    await pay('payFromCustomer', agent, { date: '2026-06-10', sum: 50, parent: invoice });
    // A return without a contract of its own goes with the contract's sale it returns.
    const sale = await trade('waybillOut', agent, { date: '2026-06-12', sum: 30, extra: { contract: { uid: first.uid } } });
    await trade('waybillRetOut', agent, { date: '2026-06-13', sum: 10, parent: sale });
    await pay('payFromCustomer', agent, { date: '2026-06-11', sum: 60 });
    const period = { agent: agent.uid, from: '2026-06-01', to: '2026-06-30' };
    const data = await act({ ...period, contract: first.uid });
    expect(data.contract).toEqual({ uid: first.uid, name: 'Д-1' });
    expect(rows(data)).toEqual([
      ['2026-06-03', 'waybillOut', 111, 0],
      ['2026-06-10', 'payFromCustomer', 0, 50],
      ['2026-06-12', 'waybillOut', 30, 0],
      ['2026-06-13', 'waybillRetOut', 0, 10],
    ]);
    expect(figures(data)).toEqual([300, 141, 60, 381]);
    expect(figures(await act({ ...period, contract: second.uid }))).toEqual([0, 222, 0, 222]);
    expect(figures(await act(period))).toEqual([300, 363, 120, 543]);
  });

  it('refuses malformed queries with 400 and unknown records with 404, in the envelope', async () => {
    const agent = made(await f.agent());
    const period = { from: '2026-01-01', to: '2026-01-31' };
    expectFailure(await api.get('/report/reconciliation/', { ...period, agent: 'not-a-uid' }), 400, 'VALIDATION');
    expectFailure(await api.get('/report/reconciliation/', { ...period }), 400, 'VALIDATION');
    expectFailure(await api.get('/report/reconciliation/', { agent: agent.uid, from: '2026-02-30', to: '2026-03-01' }), 400, 'VALIDATION');
    expectFailure(await api.get('/report/reconciliation/', { agent: agent.uid, from: '2026-02-01', to: '2026-01-01' }), 400, 'VALIDATION');
    expectFailure(await api.get('/report/reconciliation/', { ...period, agent: uid() }), 404, 'NOT_FOUND');
    expectFailure(await api.get('/report/reconciliation/', { ...period, agent: agent.uid, contract: uid() }), 404, 'NOT_FOUND');
    const stranger = made(await f.agent());
    const theirs = made((await api.post('/contract/update', { uid: uid(), name: 'Чужий', agent: { uid: stranger.uid } })).body.data);
    expectFailure(await api.get('/report/reconciliation/', { ...period, agent: agent.uid, contract: theirs.uid }), 400, 'VALIDATION');
    expectFailure(await api.get('/report/reconciliation/pdf', { ...period, agent: uid() }), 404, 'NOT_FOUND');
  });

  it('is listed among the extensions in /service/info', async () => {
    const info = envelopeOf(ServiceInfo).parse((await api.get('/service/info')).body).data;
    expect(info.extensions).toContain('report.reconciliation');
  });
});
