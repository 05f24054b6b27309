import { Decimal } from '../../shared/api/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';

/**
 * The entries take their accounts from the company's roles (docs/general-ledger.md, "Account roles"):
 * a role changed gives the next postings its new account and leaves the entries written; a write-off
 * goes to 947 or the account it names, at its FIFO cost; materials sell through 712 and 943. Every
 * figure below is worked by hand in its comment. A company of its own, a VAT payer: it changes its roles.
 */
describe('entries by the company’s account roles', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('entries-roles');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });
  const role = async (name: string, account: string) => {
    const reply = await api.post('/ledger/accountroles/update', { role: name, account });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const vatOnTop = { vatCode: '20', vatInPrice: false } as const;
  /** What the warehouse balance holds of `entity` in `store` (no row: nothing). */
  const stockOf = async (store: string, entity: string) => {
    const rows = (await api.get('/report/warehousebalance/', { store, date: '2026-12-31' })).body.data.rows;
    const row = rows.find((r) => r.entity.uid === entity);
    return { qty: row?.qty ?? 0, amount: row?.sum ?? 0 };
  };

  it('posts to a role’s new account from the next posting on; earlier entries keep the old one', async () => {
    const { store, supplier, customer, item } = await f.trade();
    // 10 at 10.00 + 20 % on top: N 100.00, V 20.00; the batch costs 10.00 a piece.
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      ...vatOnTop,
      details: [{ entity: { uid: item.uid }, qty: 10, price: 10 }],
    });
    await f.post(receipt.uid);
    const sale = (qty: number, date: string) =>
      f.document({
        type: 'waybillOut',
        date,
        agent: { uid: customer.uid },
        storeOut: { uid: store.uid },
        ...vatOnTop,
        details: [{ entity: { uid: item.uid }, qty, price: 30 }],
      });
    // 4 at 30.00: N 120.00, V 24.00, G 144.00; cost 4 × 10.00 = 40.00.
    const first = await sale(4, '2026-03-02');
    await f.post(first.uid);
    const firstEntries = ['361 Покупець / 702 144', '702 / 641 24', '902 / 281 Цегла Склад 40 ×4'];
    expect(await entriesText(api, first.uid)).toEqual(firstEntries);

    expect((await api.post('/account/update', { code: '702.1', name: 'Дохід від реалізації товарів оптом' })).status).toBe(200);
    await role('goodsRevenue', '702.1');
    // 2 at 30.00: N 60.00, V 12.00, G 72.00; cost 2 × 10.00 = 20.00, now from 702.1.
    const second = await sale(2, '2026-03-03');
    await f.post(second.uid);
    expect(await entriesText(api, second.uid)).toEqual(['361 Покупець / 702.1 72', '702.1 / 641 12', '902 / 281 Цегла Склад 20 ×2']);
    expect(await entriesText(api, first.uid)).toEqual(firstEntries);

    // Other money out that names no account takes the role's, which the payment then shows and posts.
    await role('otherMoneyOut', '93');
    const advert = await f.payment({ type: 'otherOut', date: '2026-03-04', sum: 150, memo: 'Реклама' });
    expect(advert).toMatchObject({ account: '93' });
    await f.post(advert.uid);
    expect(await entriesText(api, advert.uid)).toEqual(['93 / 311 150']);
    await role('otherMoneyOut', '92');
    await role('goodsRevenue', '702');
    await service.companyDb.write((trx) => checkEntryInvariants(trx));
  });

  it('writes off spoiled goods to 947 at their FIFO cost, or to the account the write-off names', async () => {
    const { store, supplier, item } = await f.trade();
    const receive = async (qty: number, price: number, date: string) =>
      f.post(
        (
          await f.document({
            type: 'waybillIn',
            date,
            agent: { uid: supplier.uid },
            storeIn: { uid: store.uid },
            ...vatOnTop,
            details: [{ entity: { uid: item.uid }, qty, price }],
          })
        ).uid,
      );
    await receive(3, 10, '2026-03-01');
    await receive(2, 12, '2026-03-02');
    const writeOff = (qty: number, extra: object = {}) =>
      f.document({
        type: 'inventoryWriteOff',
        date: '2026-03-05',
        storeOut: { uid: store.uid },
        details: [{ entity: { uid: item.uid }, qty, price: 0 }],
        ...extra,
      });
    // 4 spoiled: the oldest batch first, 3 × 10.00 + 1 × 12.00 = 42.00.
    const spoiled = await writeOff(4);
    expect(spoiled).toMatchObject({ account: '947' });
    await f.post(spoiled.uid);
    expect(await entriesText(api, spoiled.uid)).toEqual(['947 / 281 Цегла Склад 42 ×4']);
    // The last one, to selling expenses: 1 × 12.00.
    const sample = await writeOff(1, { account: '93' });
    await f.post(sample.uid);
    expect(await entriesText(api, sample.uid)).toEqual(['93 / 281 Цегла Склад 12 ×1']);
    expect(await stockOf(store.uid, item.uid)).toMatchObject({ qty: 0, amount: 0 });
  });

  it('writes off a loss a person makes good to 375 with that person, and refuses it without one', async () => {
    const { store, supplier, item } = await f.trade();
    const person = await f.agent('Іваненко Петро', { type: 'person' });
    // 5 at 8.00: the batch costs 8.00 a piece.
    await f.post(
      (
        await f.document({
          type: 'waybillIn',
          date: '2026-03-01',
          agent: { uid: supplier.uid },
          storeIn: { uid: store.uid },
          ...vatOnTop,
          details: [{ entity: { uid: item.uid }, qty: 5, price: 8 }],
        })
      ).uid,
    );
    const lost = await f.document({
      type: 'inventoryWriteOff',
      date: '2026-03-06',
      storeOut: { uid: store.uid },
      account: '375',
      details: [{ entity: { uid: item.uid }, qty: 2, price: 0 }],
    });
    expectFailure(await api.post('/document/setdone', { uid: lost.uid, done: true }), 422, { code: 'AGENT_REQUIRED', mentions: '375' });
    expect(await stockOf(store.uid, item.uid)).toMatchObject({ qty: 5, amount: 40 });
    expect((await api.post('/document/update', { uid: lost.uid, agent: { uid: person.uid } })).status).toBe(200);
    await f.post(lost.uid);
    // 2 × 8.00 = 16.00 owed by the person.
    expect(await entriesText(api, lost.uid)).toEqual(['375 Іваненко Петро / 281 Цегла Склад 16 ×2']);
  });

  it('refuses a write-off’s account it cannot take, and an account on a type that names none, saving nothing', async () => {
    const { store, item, customer } = await f.trade();
    const draft = await f.document({
      type: 'inventoryWriteOff',
      date: '2026-03-07',
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 0 }],
    });
    const change = (body: object) => api.post('/document/update', { uid: draft.uid, ...body });
    expectFailure(await change({ account: '702' }), 422, { code: 'ACCOUNT_UNSUITABLE', mentions: '702' });
    expectFailure(await change({ account: '708' }), 422, { code: 'UNKNOWN_REFERENCE', mentions: '708' });
    expectFailure(await change({ account: '9 4 7' }), 400, { code: 'VALIDATION', mentions: 'account' });
    expect((await api.post('/account/update', { code: '947.1', name: 'Бій скла', active: false })).status).toBe(200);
    expectFailure(await change({ account: '947.1' }), 422, { code: 'ACCOUNT_INACTIVE', mentions: '947.1' });
    expectFailure(
      await api.post('/document/update', {
        uid: draft.uid.replace(/^.{8}/, '00000000'),
        type: 'waybillOut',
        date: '2026-03-07',
        agent: { uid: customer.uid },
        account: '947',
      }),
      422,
      { code: 'ACCOUNT_UNSUITABLE', mentions: 'waybillOut' },
    );
    expect((await api.get(`/document/load/${draft.uid}`)).body.data).toMatchObject({ account: '947', version: 1 });
  });

  it('sells materials through 712 and 943, which Форма № 2-м reads as other operating income (2120) and expenses (2180)', async () => {
    const { store, supplier, customer } = await f.trade();
    const flour = await f.entity('Борошно', { kind: 'material', unit: 'кг' });
    // 10 kg at 5.00 + 20 %: the batch costs 5.00 a kilogram.
    await f.post(
      (
        await f.document({
          type: 'waybillIn',
          date: '2026-04-01',
          agent: { uid: supplier.uid },
          storeIn: { uid: store.uid },
          ...vatOnTop,
          details: [{ entity: { uid: flour.uid }, qty: 10, price: 5 }],
        })
      ).uid,
    );
    // The worker's company is shared with other tests: the statements are read before and after the sale.
    const resultsNow = async () => {
      const statements = await api.get('/report/statements/', { from: '2026-01-01', to: '2026-04-30' });
      return new Map(statements.body.data.results.map((l) => [l.code, new Decimal(l.current)]));
    };
    const before = await resultsNow();
    // 4 kg at 8.00: N 32.00, V 6.40, G 38.40; cost 4 × 5.00 = 20.00.
    const sold = await f.document({
      type: 'waybillOut',
      date: '2026-04-02',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      ...vatOnTop,
      details: [{ entity: { uid: flour.uid }, qty: 4, price: 8 }],
    });
    await f.post(sold.uid);
    expect(await entriesText(api, sold.uid)).toEqual(['361 Покупець / 712 38.4', '712 / 641 6.4', '943 / 201 Борошно Склад 20 ×4']);
    const after = await resultsNow();
    const results = Object.fromEntries(
      ['2000', '2050', '2120', '2180'].map((code) => [code, after.get(code)!.minus(before.get(code)!).toNumber()]),
    );
    // 2120: 712's credit 38.40 less its debit 6.40 = 32.00; 2180: 943's debit 20.00; 2050 (90): nothing.
    expect(results).toMatchObject({ '2000': 0, '2050': 0, '2120': 32, '2180': 20 });
  });
});
