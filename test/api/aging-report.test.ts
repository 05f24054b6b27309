import { beforeAll, describe, expect, it } from 'vitest';
import { Aging, AgentTurnover, Decimal, envelopeOf, ServiceInfo, type AgingRow } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { made, settlementFixtures, type Ref } from '../support/settlement-fixtures.js';
import { apiClient, fixtures, testService, type ApiClient } from '../support/test-service.js';

describe('the aging report', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let trade: ReturnType<typeof settlementFixtures>['trade'];
  let pay: ReturnType<typeof settlementFixtures>['pay'];
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
    ({ trade, pay } = settlementFixtures(f));
  });

  const invoice = async (agent: Ref, date: string, sum: number) =>
    made(
      await f.document({
        type: 'invoice',
        date,
        agent: { uid: agent.uid },
        details: [{ entity: { uid: made(await f.entity()).uid }, qty: 1, price: sum }],
      }),
    );
  const report = async (query: Record<string, string>) => {
    const reply = await api.get('/report/aging/', query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(Aging).parse(reply.body).data;
  };
  const rowOf = async (agent: Ref, date: string, side = 'receivable'): Promise<AgingRow | undefined> =>
    (await report({ date, side })).rows.find((r) => r.agent.uid === agent.uid);
  const items = (row: AgingRow | undefined) => (row?.items ?? []).map((i) => [i.document.date, i.open, i.days, i.bucket]);

  it('puts each unpaid sale in its bucket by days since its date, the boundaries 30/31, 60/61 and 90/91 included', async () => {
    const customer = made(await f.agent('ТОВ «Терміни»'));
    for (const [date, sum] of [
      ['2026-03-31', 91],
      ['2026-04-01', 90],
      ['2026-04-30', 61],
      ['2026-05-01', 60],
      ['2026-05-30', 31],
      ['2026-05-31', 30],
      ['2026-06-30', 0.5],
    ] as const) {
      await trade('waybillOut', customer, { date, sum });
    }
    const row = await rowOf(customer, '2026-06-30');
    expect(items(row)).toEqual([
      ['2026-03-31', 91, 91, 'over90'],
      ['2026-04-01', 90, 90, 'd61_90'],
      ['2026-04-30', 61, 61, 'd61_90'],
      ['2026-05-01', 60, 60, 'd31_60'],
      ['2026-05-30', 31, 31, 'd31_60'],
      ['2026-05-31', 30, 30, 'd0_30'],
      ['2026-06-30', 0.5, 0, 'd0_30'],
    ]);
    expect(row).toMatchObject({ d0_30: 30.5, d31_60: 91, d61_90: 151, over90: 91, advance: 0, over30: 333, balance: 363.5 });
    expect(row?.agent.name).toBe('ТОВ «Терміни»');
  });

  it('applies payments to the oldest sales first, partly paid ones keeping their open amount and their own age', async () => {
    const customer = made(await f.agent('Частково'));
    const first = await trade('waybillOut', customer, { date: '2026-01-10', sum: 1000 });
    const second = await trade('waybillOut', customer, { date: '2026-02-05', sum: 500 });
    await pay('payFromCustomer', customer, { date: '2026-03-01', sum: 1200 });
    const row = await rowOf(customer, '2026-03-10');
    expect(row?.items.map((i) => [i.document.uid, i.amount, i.open, i.days, i.bucket])).toEqual([[second.uid, 500, 300, 33, 'd31_60']]);
    expect(row?.items[0]?.document).toMatchObject({ type: 'waybillOut', no: second.no });
    // Before the payment both were open.
    expect((await rowOf(customer, '2026-02-28'))?.items.map((i) => [i.document.uid, i.open])).toEqual([
      [first.uid, 1000],
      [second.uid, 500],
    ]);
  });

  it('settles the shipment of the invoice a payment was linked to, and names the invoice as the reference', async () => {
    const customer = made(await f.agent('Рахунки'));
    const older = await trade('waybillOut', customer, { date: '2026-01-10', sum: 400 });
    const bill = await invoice(customer, '2026-02-01', 250);
    const shipped = await trade('waybillOut', customer, { date: '2026-02-02', sum: 250, parent: bill });
    const paid = await pay('payFromCustomer', customer, { date: '2026-02-20', sum: 100, parent: bill });
    let row = await rowOf(customer, '2026-02-25');
    expect(row?.items.map((i) => [i.document.uid, i.open, i.reference?.uid ?? null])).toEqual([
      [older.uid, 400, null],
      [shipped.uid, 150, bill.uid],
    ]);
    expect(row?.items[1]?.reference).toEqual({ uid: bill.uid, type: 'invoice', no: bill.no, date: '2026-02-01' });
    // Paid beyond the invoice: the rest goes to the oldest sale.
    await pay('payFromCustomer', customer, { date: '2026-02-21', sum: 300, parent: bill });
    row = await rowOf(customer, '2026-02-25');
    expect(row?.items.map((i) => [i.document.uid, i.open])).toEqual([[older.uid, 250]]);
    expect(paid.uid).not.toBe(shipped.uid);
  });

  it('shows an advance as a negative open amount of the payment, outside the buckets, used up by later shipments', async () => {
    const customer = made(await f.agent('Аванс'));
    const bill = await invoice(customer, '2026-03-01', 700);
    const advance = await pay('payFromCustomer', customer, { date: '2026-03-02', sum: 700, parent: bill });
    let row = await rowOf(customer, '2026-03-31');
    expect(row?.items.map((i) => [i.document.uid, i.amount, i.open, i.days, i.bucket, i.reference?.uid])).toEqual([
      [advance.uid, 700, -700, 29, 'advance', bill.uid],
    ]);
    expect(row).toMatchObject({ d0_30: 0, d31_60: 0, d61_90: 0, over90: 0, advance: -700, over30: 0, balance: -700 });
    await trade('waybillOut', customer, { date: '2026-03-20', sum: 200, parent: bill });
    row = await rowOf(customer, '2026-03-31');
    expect(row).toMatchObject({ advance: -500, balance: -500 });
    // Shipped in full: nothing is open, so the counterparty is not listed.
    await trade('waybillOut', customer, { date: '2026-03-25', sum: 500, parent: bill });
    expect(await rowOf(customer, '2026-03-31')).toBeUndefined();
  });

  it('pairs linked documents first, whichever came first: an advance for one invoice stays while another invoice is shipped and paid', async () => {
    const customer = made(await f.agent('Два рахунки'));
    const first = await invoice(customer, '2026-04-01', 300);
    const second = await invoice(customer, '2026-04-02', 200);
    const advance = await pay('payFromCustomer', customer, { date: '2026-04-03', sum: 300, parent: first });
    await trade('waybillOut', customer, { date: '2026-04-10', sum: 200, parent: second });
    await pay('payFromCustomer', customer, { date: '2026-04-12', sum: 200, parent: second });
    const row = await rowOf(customer, '2026-04-30');
    expect(row?.items.map((i) => [i.document.uid, i.open, i.bucket, i.reference?.uid])).toEqual([
      [advance.uid, -300, 'advance', first.uid],
    ]);
  });

  it('lowers a sale by the customer return made on it', async () => {
    const customer = made(await f.agent('Повернення'));
    const old = await trade('waybillOut', customer, { date: '2026-01-05', sum: 300 });
    const sale = await trade('waybillOut', customer, { date: '2026-02-01', sum: 1000 });
    await trade('waybillRetOut', customer, { date: '2026-02-10', sum: 200, parent: sale });
    expect((await rowOf(customer, '2026-02-28'))?.items.map((i) => [i.document.uid, i.open])).toEqual([
      [old.uid, 300],
      [sale.uid, 800],
    ]);
  });

  it('lists our unpaid receipts on the payable side, and keeps a counterparty on both sides apart', async () => {
    const both = made(await f.agent('Обидві сторони'));
    const receipt = await trade('waybillIn', both, { date: '2026-01-15', sum: 800 });
    await pay('payToSupplier', both, { date: '2026-02-01', sum: 300 });
    await trade('waybillRetIn', both, { date: '2026-02-03', sum: 100 });
    const sale = await trade('waybillOut', both, { date: '2026-02-05', sum: 120 });
    await pay('cashIn', both, { date: '2026-02-06', sum: 20 });
    const payable = await rowOf(both, '2026-03-01', 'payable');
    expect(payable?.items.map((i) => [i.document.uid, i.open, i.days, i.bucket])).toEqual([[receipt.uid, 400, 45, 'd31_60']]);
    expect(payable?.balance).toBe(400);
    const receivable = await rowOf(both, '2026-03-01');
    expect(receivable?.items.map((i) => [i.document.uid, i.open])).toEqual([[sale.uid, 100]]);
    // Our payment ahead of any receipt is our advance to the supplier.
    const supplier = made(await f.agent('Передоплата'));
    await pay('payToSupplier', supplier, { date: '2026-02-01', sum: 90 });
    expect(await rowOf(supplier, '2026-03-01', 'payable')).toMatchObject({ advance: -90, balance: -90 });
  });

  it('sees only what was posted up to its date, and counts the days from it', async () => {
    const customer = made(await f.agent('На дату'));
    await trade('waybillOut', customer, { date: '2026-05-10', sum: 100 });
    await pay('payFromCustomer', customer, { date: '2026-05-20', sum: 100 });
    expect(items(await rowOf(customer, '2026-05-15'))).toEqual([['2026-05-10', 100, 5, 'd0_30']]);
    expect(await rowOf(customer, '2026-05-20')).toBeUndefined();
    expect(await rowOf(customer, '2026-05-01')).toBeUndefined();
  });

  it('gives each counterparty the turnover report’s closing balance, and totals that are the sums of the rows', async () => {
    for (const [side, accCode] of [
      ['receivable', '361'],
      ['payable', '631'],
    ] as const) {
      for (const date of ['2026-02-01', '2026-03-01', '2026-06-30', '2027-01-01']) {
        const data = await report({ date, side });
        const reply = await api.get('/report/agentturnover/', { accCode, from: '2000-01-01', to: date });
        const turnover = envelopeOf(AgentTurnover).parse(reply.body).data;
        const closing = (r: { balanceEndDb: number; balanceEndCr: number }) =>
          (side === 'receivable'
            ? new Decimal(r.balanceEndDb).minus(r.balanceEndCr)
            : new Decimal(r.balanceEndCr).minus(r.balanceEndDb)
          ).toFixed(2);
        const expected = turnover.rows.filter((r) => closing(r) !== '0.00').map((r) => [r.agent.uid, closing(r)]);
        expect(data.rows.map((r) => [r.agent.uid, new Decimal(r.balance).toFixed(2)]).sort()).toEqual(expected.sort());
        const sum = (pick: (r: AgingRow) => number) => data.rows.reduce((s, r) => s.plus(pick(r)), new Decimal(0)).toFixed(2);
        expect(new Decimal(data.total.balance).toFixed(2)).toBe(sum((r) => r.balance));
        expect(new Decimal(data.total.over90).toFixed(2)).toBe(sum((r) => r.over90));
        for (const row of data.rows) {
          const open = row.items.reduce((s, i) => s.plus(i.open), new Decimal(0));
          expect(open.toFixed(2)).toBe(new Decimal(row.balance).toFixed(2));
        }
        expect(data).toMatchObject({ date, side, accCode });
      }
    }
  });

  it('refuses a missing or bad date and a bad side in the envelope', async () => {
    expectFailure(await api.get('/report/aging/', {}), 400, { code: 'VALIDATION', mentions: 'date' });
    expectFailure(await api.get('/report/aging/', { date: '2026-02-30' }), 400, { code: 'VALIDATION', mentions: 'date' });
    expectFailure(await api.get('/report/aging/', { date: '30.01.2026' }), 400, { code: 'VALIDATION', mentions: 'date' });
    expectFailure(await api.get('/report/aging/', { date: '2026-01-30', side: 'both' }), 400, { code: 'VALIDATION', mentions: 'side' });
    expectFailure(await api.get('/report/aging/', { date: '2026-01-30', side: '' }), 400, { code: 'VALIDATION', mentions: 'side' });
  });

  it('is listed among the extensions in /service/info', async () => {
    const info = envelopeOf(ServiceInfo).parse((await api.get('/service/info')).body).data;
    expect(info.extensions).toContain('report.aging');
  });
});
