import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, Aging, envelopeOf, LedgerOperation, Reconciliation, WarehouseBalance } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';

/**
 * A manual operation moves the registers its entries name (docs/general-ledger.md, "Manual
 * operations"): goods on a stock account come into stock, 361 and 631 move the settlements with the
 * counterparty, so opening balances entered against 00 are seen by the stock and settlement reports.
 */
describe('a manual operation and the registers', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('opregisters');
    api = apiClient(service.app);
    f = fixtures(api);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const save = async (body: object) => {
    const reply = await api.post('/ledgeroperation/update', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(LedgerOperation).parse(reply.body).data;
  };
  const stockOf = async (goods: { uid: string }, date: string) => {
    const reply = await api.get('/report/warehousebalance/', { date });
    const rows = envelopeOf(WarehouseBalance).parse(reply.body).data.rows;
    return rows.filter((r) => r.entity.uid === goods.uid).map((r) => [r.store.name, r.qty, r.sum]);
  };
  const turnoverOf = async (accCode: string, agent: { uid: string }, from: string, to: string) => {
    const reply = await api.get('/report/agentturnover/', { accCode, from, to, agent: agent.uid });
    const rows = envelopeOf(AgentTurnover).parse(reply.body).data.rows;
    return rows.map((r) => [r.dbSum, r.crSum, r.balanceEndDb, r.balanceEndCr]);
  };
  const agingOf = async (side: 'receivable' | 'payable', agent: { uid: string }, date: string) => {
    const reply = await api.get('/report/aging/', { date, side });
    const row = envelopeOf(Aging)
      .parse(reply.body)
      .data.rows.find((r) => r.agent.uid === agent.uid);
    return row ? [row.balance, row.items.map((i) => i.document.uid)] : null;
  };
  const actOf = async (agent: { uid: string }, from: string, to: string) => {
    const act = envelopeOf(Reconciliation).parse((await api.get('/report/reconciliation/', { agent: agent.uid, from, to })).body).data;
    return [act.rows.map((r) => [r.document.uid, r.debit, r.credit]), act.closing];
  };
  const sell = async (store: { uid: string }, goods: { uid: string }, qty: number, date: string) => {
    const buyer = await f.agent('Покупець товару із залишків');
    return f.document({
      type: 'waybillOut',
      date,
      agent: { uid: buyer.uid },
      storeOut: { uid: store.uid },
      vatCode: 'none',
      details: [{ entity: { uid: goods.uid }, qty, price: 100 }],
    });
  };

  it('enters opening balances into the stock and the settlements, and takes them out again when unposted', async () => {
    const [store, goods] = [await f.store('Склад залишків'), await f.entity('Цегла залишок')];
    const [customer, supplier] = [await f.agent('Покупець із боргом'), await f.agent('Постачальник, якому винні')];
    const day = '2033-01-01';
    const op = await save({
      uid: uid(),
      date: day,
      memo: 'Введення залишків',
      entries: [
        { debit: '281', credit: '00', amount: 500, qty: 10, debitAnalytics: { entity: { uid: goods.uid }, store: { uid: store.uid } } },
        { debit: '361', credit: '00', amount: '1200.00', debitAnalytics: { agent: { uid: customer.uid } } },
        { debit: '00', credit: '631', amount: 300, creditAnalytics: { agent: { uid: supplier.uid } } },
      ],
    });
    await f.post(op.uid);

    expect(await stockOf(goods, day)).toEqual([['Склад залишків', 10, 500]]);
    expect(await turnoverOf('361', customer, day, day)).toEqual([[1200, 0, 1200, 0]]);
    expect(await turnoverOf('631', supplier, day, day)).toEqual([[0, 300, 0, 300]]);
    expect(await agingOf('receivable', customer, day)).toEqual([1200, [op.uid]]);
    expect(await agingOf('payable', supplier, day)).toEqual([300, [op.uid]]);
    expect(await actOf(customer, day, day)).toEqual([[[op.uid, 1200, 0]], 1200]);
    expect(await actOf(supplier, day, day)).toEqual([[[op.uid, 0, 300]], -300]);

    // Four of the ten sell at their FIFO cost, 50.00 each.
    const sale = await sell(store, goods, 4, '2033-01-05');
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toContain('902 / 281 Цегла залишок Склад залишків 200 ×4');
    expect(await stockOf(goods, '2033-01-05')).toEqual([['Склад залишків', 6, 300]]);
    await checkEntryInvariants(service.companyDb.db);

    // The sale took the operation's goods: unposting the operation is refused as a receipt's would be, and changes nothing.
    expectFailure(await api.post('/document/setdone', { uid: op.uid, done: false }), 422, {
      code: 'NOT_ENOUGH_STOCK',
      mentions: 'Цегла залишок',
    });
    expect(await stockOf(goods, '2033-01-05')).toEqual([['Склад залишків', 6, 300]]);
    expect(await entriesText(api, op.uid)).toHaveLength(3);

    await f.unpost(sale.uid);
    await f.unpost(op.uid);
    expect(await stockOf(goods, day)).toEqual([]);
    expect(await turnoverOf('361', customer, day, day)).toEqual([]);
    expect(await turnoverOf('631', supplier, day, day)).toEqual([]);
    expect(await agingOf('receivable', customer, day)).toBeNull();
    expect(await actOf(customer, day, day)).toEqual([[], 0]);
    await checkEntryInvariants(service.companyDb.db);
  });

  it('re-costs a later sale when it is back-dated before the receipt the sale took from', async () => {
    const [store, goods] = [await f.store('Склад переоцінки'), await f.entity('Плитка')];
    const supplier = await f.agent('Постачальник плитки');
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2033-02-10',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: 'none',
      details: [{ entity: { uid: goods.uid }, qty: 5, price: 100 }],
    });
    await f.post(receipt.uid);
    const sale = await sell(store, goods, 5, '2033-02-15');
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toContain('902 / 281 Плитка Склад переоцінки 500 ×5');

    const op = await save({
      uid: uid(),
      date: '2033-02-01',
      entries: [
        { debit: '281', credit: '00', amount: 250, qty: 5, debitAnalytics: { entity: { uid: goods.uid }, store: { uid: store.uid } } },
      ],
    });
    await f.post(op.uid);
    expect(await entriesText(api, sale.uid)).toContain('902 / 281 Плитка Склад переоцінки 250 ×5');
    expect(await stockOf(goods, '2033-02-15')).toEqual([['Склад переоцінки', 5, 500]]);
    await checkEntryInvariants(service.companyDb.db);
  });

  describe('refuses what its registers cannot take, changing nothing', () => {
    let store: { uid: string };
    let goods: { uid: string };
    let service_: { uid: string };
    beforeAll(async () => {
      [store, goods, service_] = [await f.store('Склад відмов'), await f.entity('Камінь'), await f.entity('Доставка', { kind: 'service' })];
    });
    const onStock = (analytics: object, qty: number | null = 2) => ({
      debit: '281',
      credit: '00',
      amount: 10,
      qty,
      debitAnalytics: analytics,
    });

    it('refuses goods credited to a stock account when saved: a write-off or a move takes them out', async () => {
      const target = uid();
      const entries = [
        { debit: '311', credit: '00', amount: 5 },
        { debit: '00', credit: '281', amount: 10, qty: 1, creditAnalytics: { entity: { uid: goods.uid }, store: { uid: store.uid } } },
      ];
      expectFailure(await api.post('/ledgeroperation/update', { uid: target, date: '2033-03-01', entries }), 422, {
        code: 'ACCOUNT_UNSUITABLE',
        mentions: 'entries[2].credit',
      });
      expectFailure(await api.get(`/ledgeroperation/load/${target}`), 404, 'NOT_FOUND');
    });

    it.each([
      ['goods on a stock account without a store', () => onStock({ entity: { uid: goods.uid } }), 'STORE_REQUIRED', 'entries[1]'],
      [
        'goods on a stock account without a quantity',
        () => onStock({ entity: { uid: goods.uid }, store: { uid: store.uid } }, null),
        'QTY_NOT_POSITIVE',
        'entries[1]',
      ],
      ['a stock account without goods', () => onStock({ store: { uid: store.uid } }), 'ACCOUNT_UNSUITABLE', 'entries[1]'],
      [
        'a service on a stock account',
        () => onStock({ entity: { uid: service_.uid }, store: { uid: store.uid } }),
        'ACCOUNT_UNSUITABLE',
        'service',
      ],
      ['a customer debt without the customer', () => ({ debit: '361', credit: '00', amount: 10 }), 'AGENT_REQUIRED', 'entries[1].debit'],
      ['a supplier debt without the supplier', () => ({ debit: '00', credit: '631', amount: 10 }), 'AGENT_REQUIRED', 'entries[1].credit'],
    ])('refuses to post %s', async (_, entry, code, mentions) => {
      const op = await save({ uid: uid(), date: '2033-03-02', entries: [entry()] });
      expectFailure(await api.post('/document/setdone', { uid: op.uid, done: true }), 422, { code, mentions });
      expect(await entriesText(api, op.uid)).toEqual([]);
      expect(await stockOf(goods, '2033-03-02')).toEqual([]);
      const kept = envelopeOf(LedgerOperation).parse((await api.get(`/ledgeroperation/load/${op.uid}`)).body).data;
      expect(kept.done).toBe(false);
    });
  });
});
