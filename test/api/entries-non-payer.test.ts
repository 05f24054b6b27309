import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, TrialBalance, WarehouseBalance } from '../../shared/api/index.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';

/**
 * A company that does not pay VAT carries the VAT it pays on goods and services in their cost
 * (НП(С)БО 9 «Запаси» п. 9: the purchase cost holds the taxes that are not recovered), through the
 * FIFO, so its stock, cost of sales and profit are right (docs/general-ledger.md, "A non-payer's VAT").
 *
 * The example worked by hand, VAT 20 % on top:
 * - 10 «Фарба» bought at 1 000,00 → sum 10 000,00, VAT 2 000,00, total 12 000,00. Nothing of the VAT
 *   is recovered, so the purchase cost is 12 000,00, 1 200,00 each: Дт 281 Кт 631 12 000,00.
 * - 6 sold at 2 000,00 each without VAT: Дт 361 Кт 702 12 000,00; cost 6 × 1 200,00: Дт 902 Кт 281 7 200,00.
 * - Left: 4 at 4 800,00; 281 debit 4 800,00; 631 credit 12 000,00; nothing on 641 or 949. Gross profit
 *   12 000,00 − 7 200,00 = 4 800,00 (with the VAT on 949 and the stock at net cost it was
 *   12 000,00 − 6 000,00 − 2 000,00 = 4 000,00, and the stock 800,00 short).
 * - A carrier's act of 1 000,00 + VAT 200,00: Дт 92 Кт 631 1 200,00.
 * - 2 moved to another store: Дт 281 Кт 281 2 400,00; 1 of them written off: Кт 281 1 200,00.
 * - 1 returned to the supplier at 1 000,00 + VAT 200,00: Дт 631 Кт 281 1 200,00, its cost, so no difference.
 * - 5 kg of «Пігмент» bought at 100,00 + VAT: 600,00 on 201; made into 1 «Суміш»: Дт 23 Кт 201 600,00,
 *   Дт 26 Кт 23 600,00.
 * A company of its own, its dates in 2031.
 */
describe("a non-payer's VAT in the cost of what it buys", () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('nonpayer');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: false })).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** The books agree with the stock and settlement registers (docs/general-ledger.md, "Invariants"). */
  const booksAgree = () => expect(service.companyDb.db.transaction().execute((trx) => checkEntryInvariants(trx))).resolves.toBeUndefined();
  type Ref = { uid: string };
  type Line = { entity: Ref; qty: number; price?: number; kind?: 'product' | 'material' };
  const posted = async (body: Parameters<typeof f.document>[0]) => {
    const doc = await f.document(body);
    await f.post(doc.uid);
    return doc;
  };
  const buy = (date: string, supplier: Ref, store: Ref, details: Line[], extra: { vatInPrice?: boolean } = {}) =>
    posted({ type: 'waybillIn', date, agent: supplier, storeIn: store, vatCode: '20', ...extra, details });
  const sell = (date: string, customer: Ref, store: Ref, details: Line[]) =>
    posted({ type: 'waybillOut', date, agent: customer, storeOut: store, vatCode: 'none', details });
  const osv = async (from: string, to: string, account: string) => {
    const reply = await api.get('/report/trialbalance/', { from, to, account });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = envelopeOf(TrialBalance)
      .parse(reply.body)
      .data.rows.filter((r) => r.account === account);
    return rows.map((r) => ({ debit: r.debit, credit: r.credit, closingDebit: r.closingDebit, closingCredit: r.closingCredit }));
  };
  /** A store's rows of the warehouse balance as `name: qty = sum`. */
  const stock = async (store: Ref, date: string) => {
    const reply = await api.get('/report/warehousebalance/', { store: store.uid, date });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(WarehouseBalance)
      .parse(reply.body)
      .data.rows.map((r) => `${r.entity.name}: ${r.qty} = ${r.sum}`);
  };

  it('buys goods at their gross cost and sells them at it: stock, 902, 281 and 631 as worked by hand, no 641 or 949', async () => {
    const [store, supplier, customer] = [await f.store('Склад'), await f.agent('Постачальник'), await f.agent('Покупець')];
    const paint = await f.entity('Фарба');
    const receipt = await buy('2031-01-10', supplier, store, [{ entity: paint, qty: 10, price: 1000 }]);
    expect(await entriesText(api, receipt.uid)).toEqual(['281 Фарба Склад / 631 Постачальник 12000 ×10']);
    const sale = await sell('2031-01-12', customer, store, [{ entity: paint, qty: 6, price: 2000 }]);
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 12000', '902 / 281 Фарба Склад 7200 ×6']);

    expect(await stock(store, '2031-01-31')).toEqual(['Фарба: 4 = 4800']);
    // The ОСВ of January: this test's company has nothing else that month.
    expect(await osv('2031-01-01', '2031-01-31', '281')).toEqual([{ debit: 12000, credit: 7200, closingDebit: 4800, closingCredit: 0 }]);
    expect(await osv('2031-01-01', '2031-01-31', '902')).toEqual([{ debit: 7200, credit: 0, closingDebit: 7200, closingCredit: 0 }]);
    expect(await osv('2031-01-01', '2031-01-31', '631')).toEqual([{ debit: 0, credit: 12000, closingDebit: 0, closingCredit: 12000 }]);
    expect(await osv('2031-01-01', '2031-01-31', '641')).toEqual([]);
    expect(await osv('2031-01-01', '2031-01-31', '949')).toEqual([]);
    await booksAgree();
  });

  it('takes the VAT of services bought into their expense, alone on an act or beside goods on a note', async () => {
    const [store, carrier] = [await f.store('Склад'), await f.agent('Перевізник')];
    const [nails, delivery] = [await f.entity('Цвях'), await f.entity('Доставка', { kind: 'service' })];
    const act = await posted({
      type: 'billCompleteWorkIn',
      date: '2031-02-03',
      agent: carrier,
      vatCode: '20',
      details: [{ entity: delivery, qty: 1, price: 1000 }],
    });
    expect(await entriesText(api, act.uid)).toEqual(['92 / 631 Перевізник 1200']);
    // 10 × 10,00 and 30,00 of delivery, VAT 26,00 shared by the lines' sums: 20,00 and 6,00.
    const note = await buy('2031-02-04', carrier, store, [
      { entity: nails, qty: 10, price: 10 },
      { entity: delivery, qty: 1, price: 30 },
    ]);
    expect(await entriesText(api, note.uid)).toEqual(['281 Цвях Склад / 631 Перевізник 120 ×10', '92 / 631 Перевізник 36']);
  });

  it('takes a note with VAT in the price at its sums', async () => {
    const [store, supplier] = [await f.store('Склад'), await f.agent('Постачальник')];
    const glue = await f.entity('Клей');
    // 3 at 120,00 with VAT in the price: 360,00, of which VAT 60,00; nothing is recovered, so all of it is cost.
    const note = await buy('2031-02-05', supplier, store, [{ entity: glue, qty: 3, price: 120 }], { vatInPrice: true });
    expect(await entriesText(api, note.uid)).toEqual(['281 Клей Склад / 631 Постачальник 360 ×3']);
    expect(await stock(store, '2031-02-28')).toEqual(['Клей: 3 = 360']);
  });

  it('moves, writes off and returns to the supplier at the gross cost', async () => {
    const [a, b, supplier] = [await f.store('Склад А'), await f.store('Склад Б'), await f.agent('Постачальник')];
    const paint = await f.entity('Фарба');
    await buy('2031-03-02', supplier, a, [{ entity: paint, qty: 4, price: 1000 }]);
    const move = await posted({ type: 'inventoryMove', date: '2031-03-03', storeOut: a, storeIn: b, details: [{ entity: paint, qty: 2 }] });
    expect(await entriesText(api, move.uid)).toEqual(['281 Фарба Склад Б / 281 Фарба Склад А 2400 ×2']);
    const writeOff = await posted({ type: 'inventoryWriteOff', date: '2031-03-04', storeOut: b, details: [{ entity: paint, qty: 1 }] });
    // The account the loss goes to is the write-off's to choose; what leaves 281 is the gross cost.
    const written = await entriesText(api, writeOff.uid);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/ \/ 281 Фарба Склад Б 1200 ×1$/);
    const back = await posted({
      type: 'waybillRetIn',
      date: '2031-03-05',
      agent: supplier,
      storeOut: a,
      vatCode: '20',
      details: [{ entity: paint, qty: 1, price: 1000 }],
    });
    // 1 000,00 + VAT 200,00 owed back, the goods leaving at their cost of 1 200,00: nothing to 719 or 949.
    expect(await entriesText(api, back.uid)).toEqual(['631 Постачальник / 281 Фарба Склад А 1200 ×1']);
    expect(await stock(a, '2031-03-31')).toEqual(['Фарба: 1 = 1200']);
    expect(await stock(b, '2031-03-31')).toEqual(['Фарба: 1 = 1200']);
    await booksAgree();
  });

  it("makes a product of materials at their gross cost, into 23 and out of it into the product's stock", async () => {
    const [store, supplier] = [await f.store('Цех'), await f.agent('Постачальник')];
    const [pigment, mix] = [await f.entity('Пігмент', { kind: 'material' }), await f.entity('Суміш', { kind: 'product' })];
    await buy('2031-04-01', supplier, store, [{ entity: pigment, qty: 5, price: 100 }]);
    const made = await posted({
      type: 'manufacture',
      date: '2031-04-02',
      storeOut: store,
      storeIn: store,
      details: [
        { entity: pigment, kind: 'material', qty: 5 },
        { entity: mix, kind: 'product', qty: 1 },
      ],
    });
    expect(await entriesText(api, made.uid)).toEqual(['23 / 201 Пігмент Цех 600 ×5', '26 Суміш Цех / 23 600 ×1']);
    expect(await stock(store, '2031-04-30')).toEqual(['Суміш: 1 = 600']);
  });

  it('keeps the costs and entries a document was posted with when the company starts paying VAT, through a re-costing', async () => {
    const [store, supplier, customer] = [await f.store('Склад'), await f.agent('Постачальник'), await f.agent('Покупець')];
    const paint = await f.entity('Фарба');
    await buy('2031-05-10', supplier, store, [{ entity: paint, qty: 1, price: 1000 }]);
    const sale = await sell('2031-05-12', customer, store, [{ entity: paint, qty: 1, price: 2000 }]);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    try {
      // A payer's receipt dated before both: the sale now takes its unit (FIFO), and the non-payer's stays at 1 200,00.
      const earlier = await buy('2031-05-09', supplier, store, [{ entity: paint, qty: 1, price: 500 }]);
      expect(await entriesText(api, earlier.uid)).toEqual(['281 Фарба Склад / 631 Постачальник 500 ×1', '641 / 631 Постачальник 100']);
      expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 2000', '902 / 281 Фарба Склад 500 ×1']);
      expect(await stock(store, '2031-05-31')).toEqual(['Фарба: 1 = 1200']);
      await booksAgree();
    } finally {
      expect((await api.post('/company/settings', { vatPayer: false })).status).toBe(200);
    }
  });
});
