import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';
import type { HasUid } from '../support/api-replies.js';

/**
 * Returns from customers (docs/general-ledger.md, "Returns from customers"): the revenue stays whole
 * and the return goes to 704 «Вирахування з доходу» (П(С)БО 15 п.7), the goods come back at the cost
 * they left with, not at the sale price. A company of its own per VAT practice.
 *
 * The figures by hand, for a VAT payer (ПДВ 20 % on top):
 * - bought 10 at 900.00 (9 000.00, VAT 1 800.00): Дт 281 Кт 631 9 000.00;
 * - sold the 10 at 1 200.00: N = 12 000.00, V = 2 400.00, G = 14 400.00; Дт 361 Кт 702 14 400.00,
 *   Дт 702 Кт 641 2 400.00, Дт 902 Кт 281 10 × 900.00 = 9 000.00;
 * - bought 5 more at 800.00: Дт 281 Кт 631 4 000.00 (the store holds 5 for 4 000.00);
 * - 5 come back on the delivery note at 1 200.00: N = 6 000.00, V = 1 200.00, G = 7 200.00;
 *   Дт 704 Кт 361 7 200.00, Дт 641 Кт 704 1 200.00, Дт 281 Кт 902 5 × 900.00 = 4 500.00.
 *   The store then holds 10 for 4 000.00 + 4 500.00 = 8 500.00, 850.00 each: no unit above a purchase
 *   price. At the sale price it would hold 10 000.00, 1 000.00 each, above both purchases.
 */
describe('returns from customers', () => {
  let payer: TestService;
  let nonPayer: TestService;
  beforeAll(async () => {
    payer = await createTestService('returns-payer');
    nonPayer = await createTestService('returns-nonpayer');
    expect((await apiClient(payer.app).post('/company/settings', { vatPayer: true })).status).toBe(200);
    expect((await apiClient(nonPayer.app).post('/company/settings', { vatPayer: false })).status).toBe(200);
  });
  afterAll(async () => {
    for (const s of [payer, nonPayer]) {
      await s.app.close();
      await s.companyDb.close();
    }
  });

  /** A store, a supplier, a customer and goods; 10 bought at 900.00 and sold at 1 200.00, 5 more bought at 800.00. */
  async function soldTen(api: ApiClient, vatCode: '20' | null = '20') {
    const f = fixtures(api);
    const [store, supplier, customer] = [await f.store('Склад'), await f.agent('Постачальник'), await f.agent('Покупець')];
    const kettle = await f.entity('Чайник');
    const receive = async (date: string, qty: number, price: number) => {
      const doc = await f.document({
        type: 'waybillIn',
        date,
        agent: { uid: supplier.uid },
        storeIn: { uid: store.uid },
        vatCode,
        details: [{ entity: { uid: kettle.uid }, qty, price }],
      });
      await f.post(doc.uid);
    };
    await receive('2026-05-04', 10, 900);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-05-10',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode,
      details: [{ entity: { uid: kettle.uid }, qty: 10, price: 1200 }],
    });
    await f.post(sale.uid);
    await receive('2026-05-12', 5, 800);
    const giveBack = (qty: number, extra: { unitCost?: number; date?: string } = {}) =>
      f.document({
        type: 'waybillRetOut',
        date: extra.date ?? '2026-05-15',
        agent: { uid: customer.uid },
        storeIn: { uid: store.uid },
        vatCode,
        details: [{ entity: { uid: kettle.uid }, qty, price: 1200, ...(extra.unitCost === undefined ? {} : { unitCost: extra.unitCost }) }],
      });
    return { f, store, customer, kettle, sale, giveBack };
  }

  const balanceOf = async (api: ApiClient, store: HasUid) =>
    (await api.get('/report/warehousebalance/', { store: store.uid })).body.data.rows.map((r) => [r.entity.name, r.qty, r.sum]);

  it('returns on the delivery note to 704 with the VAT, the goods back at the 900.00 they left with', async () => {
    const api = apiClient(payer.app);
    const { f, store, sale, giveBack } = await soldTen(api);
    const back = await giveBack(5);
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    expect(await entriesText(api, back.uid)).toEqual(['704 / 361 Покупець 7200', '641 / 704 1200', '281 Чайник Склад / 902 4500 ×5']);
    // The sale keeps its revenue whole.
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 14400', '702 / 641 2400', '902 / 281 Чайник Склад 9000 ×10']);
    expect(await balanceOf(api, store)).toEqual([['Чайник', 10, 8500]]);
  });

  it('returns on a delivery note of the same day at the cost that note took', async () => {
    const api = apiClient(payer.app);
    const { f, store, sale, giveBack } = await soldTen(api);
    const back = await giveBack(2, { date: '2026-05-10' });
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    // 2 × 900.00; N = 2 400.00, V = 480.00.
    expect(await entriesText(api, back.uid)).toEqual(['704 / 361 Покупець 2880', '641 / 704 480', '281 Чайник Склад / 902 1800 ×2']);
    expect(await balanceOf(api, store)).toEqual([['Чайник', 7, 5800]]);
  });

  it('returns without a basis at the unit cost typed on its line', async () => {
    const api = apiClient(payer.app);
    const { f, store, giveBack } = await soldTen(api);
    const back = await giveBack(2, { unitCost: 850 });
    expect(back.details?.[0]).toMatchObject({ qty: 2, price: 1200, unitCost: 850 });
    await f.post(back.uid);
    // 2 × 850.00 = 1 700.00 into stock; N = 2 400.00, V = 480.00, G = 2 880.00.
    expect(await entriesText(api, back.uid)).toEqual(['704 / 361 Покупець 2880', '641 / 704 480', '281 Чайник Склад / 902 1700 ×2']);
    expect(await balanceOf(api, store)).toEqual([['Чайник', 7, 5700]]);
  });

  it('writes a non-payer’s return to 704 without VAT', async () => {
    const api = apiClient(nonPayer.app);
    const { f, sale, giveBack } = await soldTen(api, null);
    const back = await giveBack(5);
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    // No VAT: G = N = 5 × 1 200.00 = 6 000.00; the cost 5 × 900.00.
    expect(await entriesText(api, back.uid)).toEqual(['704 / 361 Покупець 6000', '281 Чайник Склад / 902 4500 ×5']);
  });

  it('keeps what the customer owes in step: 14 400.00 sold less 7 200.00 returned', async () => {
    const api = apiClient(payer.app);
    const { f, customer, sale, giveBack } = await soldTen(api);
    const back = await giveBack(5);
    await f.link(back.uid, sale.uid);
    await f.post(back.uid);
    const turnover = await api.get('/report/agentturnover/', { accCode: '361', from: '2026-05-01', to: '2026-05-31', agent: customer.uid });
    expect(turnover.body.data.rows).toMatchObject([{ agent: { uid: customer.uid }, dbSum: 14400, crSum: 7200, balanceEndDb: 7200 }]);
  });

  it('returns a service of an act to 704 with no cost and no store', async () => {
    const api = apiClient(payer.app);
    const f = fixtures(api);
    const customer = await f.agent('Замовник');
    const repair = await f.entity('Ремонт', { kind: 'service' });
    const act = await f.document({
      type: 'billCompleteWork',
      date: '2026-05-04',
      agent: { uid: customer.uid },
      vatCode: '20',
      details: [{ entity: { uid: repair.uid }, qty: 1, price: 500 }],
    });
    await f.post(act.uid);
    const back = await f.document({
      type: 'waybillRetOut',
      date: '2026-05-06',
      agent: { uid: customer.uid },
      vatCode: '20',
      details: [{ entity: { uid: repair.uid }, qty: 1, price: 500 }],
    });
    await f.link(back.uid, act.uid);
    await f.post(back.uid);
    expect(await entriesText(api, back.uid)).toEqual(['704 / 361 Замовник 600', '641 / 704 100']);
  });
});
