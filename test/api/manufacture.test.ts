import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';
import { expectFailure } from '../support/api-assertions.js';
import type { DocumentFields, HasUid, LineFields } from '../support/api-replies.js';

describe('manufacture', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const balance = async (storeUid: string) =>
    (await api.get('/report/warehousebalance/', { store: storeUid })).body.data.rows.map((r) => [r.entity.name, r.qty, r.sum]);
  const load = async (docUid: string) => (await api.get(`/document/load/${docUid}`)).body.data;
  const line = (entity: HasUid, kind: 'product' | 'material', qty: number | string, extra: object = {}) => ({
    entity: { uid: entity.uid },
    kind,
    qty,
    ...extra,
  });

  /**
   * A raw-material store holding 10 × M1 at 10.00 and 3 × M2 for 10.00 (3.3333 each), an empty product
   * store, a service S and products P1–P3; the names carry a tag so balances read clearly.
   */
  async function workshop() {
    const [raw, finished, supplier] = [await f.store('Сировина'), await f.store('Готова продукція'), await f.agent('Постачальник')];
    const m1 = await f.entity('M1');
    const m2 = await f.entity('M2');
    const s = await f.entity('S', { kind: 'service' });
    const [p1, p2, p3] = [
      await f.entity('P1', { kind: 'product' }),
      await f.entity('P2', { kind: 'product' }),
      await f.entity('P3', { kind: 'product' }),
    ];
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-05-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: raw.uid },
      details: [
        { entity: { uid: m1.uid }, qty: 10, price: 10 },
        { entity: { uid: m2.uid }, qty: 3, price: '3.3333', sum: '10.00' },
      ],
    });
    await f.post(receipt.uid);
    const manufacture = (
      details: LineFields[],
      stores: DocumentFields = { storeOut: { uid: raw.uid }, storeIn: { uid: finished.uid } },
      date = '2026-05-05',
    ) => f.document({ type: 'manufacture', date, ...stores, details });
    return { raw, finished, supplier, m1, m2, s, p1, p2, p3, manufacture };
  }

  /** Posting must fail with 422 and the code, leaving the document, its flag and both stores as they were. */
  async function expectPostingRefused(w: Awaited<ReturnType<typeof workshop>>, docUid: string, code: string) {
    const before = { doc: await load(docUid), raw: await balance(w.raw.uid), finished: await balance(w.finished.uid) };
    expectFailure(await api.post('/document/setdone', { uid: docUid, done: true }), 422, code);
    expect({ doc: await load(docUid), raw: await balance(w.raw.uid), finished: await balance(w.finished.uid) }).toEqual(before);
    expect(before.doc.done).toBe(false);
  }

  it('costs products at materials written off at batch cost plus services, split by product sums with the remainder to the largest', async () => {
    const w = await workshop();
    const doc = await w.manufacture([
      line(w.m1, 'material', 4, { price: 999, sum: 1 }),
      line(w.p1, 'product', 2, { sum: 10 }),
      line(w.m2, 'material', 2),
      line(w.p2, 'product', 1, { sum: 10 }),
      line(w.s, 'material', 1, { price: 20 }),
      line(w.p3, 'product', 4, { sum: 20 }),
    ]);
    await f.post(doc.uid);
    // 4 × 10 + 2 of M2's 10.00 for 3 (6.67) + the service's 20 = 66.67, split 1:1:2 = 16.67 + 16.67 + 33.34, one kopeck too many.
    const posted = await load(doc.uid);
    expect(posted.sum).toBe(66.67);
    expect(posted.details.map((l) => [l.entity.name, l.kind, l.qty, l.price, l.sum])).toEqual([
      ['P1', 'product', 2, 8.335, 16.67],
      ['P2', 'product', 1, 16.67, 16.67],
      ['P3', 'product', 4, 8.3325, 33.33],
      ['M1', 'material', 4, 10, 40],
      ['M2', 'material', 2, 3.335, 6.67],
      ['S', 'material', 1, 20, 20],
    ]);
    expect(await balance(w.finished.uid)).toEqual([
      ['P1', 2, 16.67],
      ['P2', 1, 16.67],
      ['P3', 4, 33.33],
    ]);
    expect(await balance(w.raw.uid)).toEqual([
      ['M1', 6, 60],
      ['M2', 1, 3.33],
    ]);
  });

  it('splits the cost by quantity when some product has no positive sum', async () => {
    const w = await workshop();
    const doc = await w.manufacture([
      line(w.p1, 'product', 1),
      line(w.p2, 'product', 1, { sum: 500 }),
      line(w.p3, 'product', 1, { sum: 100 }),
      line(w.m1, 'material', 1),
    ]);
    await f.post(doc.uid);
    // 10.00 in three equal shares of 3.33; the spare kopeck goes to the first of the equally large lines.
    const posted = await load(doc.uid);
    expect(posted.details.filter((l) => l.kind === 'product').map((l) => l.sum)).toEqual([3.34, 3.33, 3.33]);
    expect(posted.sum).toBe(10);
  });

  it('makes products in the same store the materials come from', async () => {
    const w = await workshop();
    const doc = await w.manufacture([line(w.p1, 'product', 1), line(w.m1, 'material', 2)], {
      storeOut: { uid: w.raw.uid },
      storeIn: { uid: w.raw.uid },
    });
    await f.post(doc.uid);
    expect(await balance(w.raw.uid)).toEqual([
      ['M1', 8, 80],
      ['M2', 3, 10],
      ['P1', 1, 20],
    ]);
  });

  it('allows one entity as both a product and a material', async () => {
    const w = await workshop();
    const doc = await w.manufacture([line(w.m1, 'product', 1), line(w.m1, 'material', 3)]);
    await f.post(doc.uid);
    expect(await balance(w.finished.uid)).toEqual([['M1', 1, 30]]);
    expect(await balance(w.raw.uid)).toEqual([
      ['M1', 7, 70],
      ['M2', 3, 10],
    ]);
  });

  it('writes a material off before receiving the same entity as a product in the same store, so a product never feeds its own cost', async () => {
    const w = await workshop();
    const stores = { storeOut: { uid: w.raw.uid }, storeIn: { uid: w.raw.uid } };
    const doc = await w.manufacture([line(w.m1, 'product', 5), line(w.m1, 'material', 3), line(w.s, 'material', 1, { sum: 10 })], stores);
    expect((await api.post('/document/setdone', { uid: doc.uid, done: true })).status).toBe(200);
    // 3 × 10 from the receipt + the service's 10 = 40 for the 5 made: 10 − 3 + 5 = 12 units worth 100 − 30 + 40.
    expect((await load(doc.uid)).details.map((l) => l.sum)).toEqual([40, 30, 10]);
    expect(await balance(w.raw.uid)).toEqual([
      ['M1', 12, 110],
      ['M2', 3, 10],
    ]);
  });

  it('refuses a manufacture whose material could only come from its own product with 422 and changes nothing', async () => {
    const w = await workshop();
    const stores = { storeOut: { uid: w.raw.uid }, storeIn: { uid: w.raw.uid } };
    const doc = await w.manufacture([line(w.p1, 'product', 5), line(w.p1, 'material', 3), line(w.m1, 'material', 1)], stores);
    await expectPostingRefused(w, doc.uid, 'NOT_ENOUGH_STOCK');
  });

  it('refuses posting without storeIn or without storeOut with 422 and changes nothing', async () => {
    const w = await workshop();
    const details = [line(w.p1, 'product', 1), line(w.m1, 'material', 1)];
    await expectPostingRefused(w, (await w.manufacture(details, { storeOut: { uid: w.raw.uid } })).uid, 'MANUFACTURE_STORES');
    await expectPostingRefused(w, (await w.manufacture(details, { storeIn: { uid: w.finished.uid } })).uid, 'MANUFACTURE_STORES');
  });

  it('refuses posting without any material line with 422 and changes nothing', async () => {
    const w = await workshop();
    await expectPostingRefused(
      w,
      (await w.manufacture([line(w.p1, 'product', 1), line(w.p2, 'product', 1)])).uid,
      'MANUFACTURE_NO_MATERIAL',
    );
  });

  it('refuses a product line whose quantity is zero or negative with 422 when it is saved, naming the line', async () => {
    const w = await workshop();
    for (const qty of [0, '-1']) {
      const docUid = uid();
      const details = [line(w.p1, 'product', 1), line(w.p2, 'product', qty), line(w.m1, 'material', 1)];
      const reply = await api.post('/document/update', {
        uid: docUid,
        type: 'manufacture',
        date: '2026-05-05',
        storeOut: { uid: w.raw.uid },
        storeIn: { uid: w.finished.uid },
        details,
      });
      expectFailure(reply, 422, { code: 'INVALID_AMOUNT', mentions: 'details[1].qty must be greater than 0' });
      expect((await api.get(`/document/load/${docUid}`)).status).toBe(404);
    }
  });

  it('refuses posting when storeOut lacks a material with 422 and changes nothing', async () => {
    const w = await workshop();
    const doc = await w.manufacture([line(w.p1, 'product', 1), line(w.m1, 'material', 5), line(w.m2, 'material', 4)]);
    await expectPostingRefused(w, doc.uid, 'NOT_ENOUGH_STOCK');
  });

  it('refuses posting an entity repeated among product lines or among material lines with 422 and changes nothing', async () => {
    const w = await workshop();
    const twiceProduct = await w.manufacture([line(w.p1, 'product', 1), line(w.p1, 'product', 2), line(w.m1, 'material', 1)]);
    await expectPostingRefused(w, twiceProduct.uid, 'MANUFACTURE_DUPLICATE_ENTITY');
    const twiceMaterial = await w.manufacture([line(w.p1, 'product', 1), line(w.m1, 'material', 1), line(w.m1, 'material', 2)]);
    await expectPostingRefused(w, twiceMaterial.uid, 'MANUFACTURE_DUPLICATE_ENTITY');
  });

  it('refuses a line without kind with 400, leaving the stored lines as they were', async () => {
    const w = await workshop();
    const doc = await w.manufacture([line(w.p1, 'product', 1), line(w.m1, 'material', 1)]);
    const reply = await api.post('/document/update', { uid: doc.uid, details: [{ entity: { uid: w.p1.uid }, qty: 1 }] });
    expectFailure(reply, 400, 'VALIDATION');
    expect(await load(doc.uid)).toEqual(doc);
  });

  it('re-costs a posted manufacture, its products and their later sale when a material receipt is back-dated before it', async () => {
    const w = await workshop();
    const doc = await w.manufacture([
      line(w.p1, 'product', 2, { sum: 10 }),
      line(w.p2, 'product', 1, { sum: 10 }),
      line(w.p3, 'product', 4, { sum: 20 }),
      line(w.m1, 'material', 4),
      line(w.m2, 'material', 2),
      line(w.s, 'material', 1, { sum: 20 }),
    ]);
    await f.post(doc.uid);
    const customer = await f.agent('Покупець');
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-05-06',
      agent: { uid: customer.uid },
      storeOut: { uid: w.finished.uid },
      details: [{ entity: { uid: w.p3.uid }, qty: 2, price: 50 }],
    });
    await f.post(sale.uid);
    expect((await balance(w.finished.uid)).find((r) => r[0] === 'P3')).toEqual(['P3', 2, 16.66]);

    const early = await f.document({
      type: 'waybillIn',
      date: '2026-04-20',
      agent: { uid: w.supplier.uid },
      storeIn: { uid: w.raw.uid },
      details: [{ entity: { uid: w.m1.uid }, qty: 4, price: 5 }],
    });
    await f.post(early.uid);
    // M1 now comes from the older batch at 5: 20 + 6.67 + 20 = 46.67, split 11.67 + 11.67 + 23.33.
    const recosted = await load(doc.uid);
    expect(recosted.sum).toBe(46.67);
    expect(recosted.details.map((l) => l.sum)).toEqual([11.67, 11.67, 23.33, 20, 6.67, 20]);
    expect(await balance(w.finished.uid)).toEqual([
      ['P1', 2, 11.67],
      ['P2', 1, 11.67],
      ['P3', 2, 11.66],
    ]);
    expect(await balance(w.raw.uid)).toEqual([
      ['M1', 10, 100],
      ['M2', 1, 3.33],
    ]);
  });

  it('refuses to unpost a manufacture whose products were sold since, with 422 and nothing changed', async () => {
    const w = await workshop();
    const doc = await w.manufacture([line(w.p1, 'product', 2), line(w.m1, 'material', 2)]);
    await f.post(doc.uid);
    const customer = await f.agent('Покупець');
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-05-06',
      agent: { uid: customer.uid },
      storeOut: { uid: w.finished.uid },
      details: [{ entity: { uid: w.p1.uid }, qty: 2, price: 50 }],
    });
    await f.post(sale.uid);
    const before = { doc: await load(doc.uid), raw: await balance(w.raw.uid), finished: await balance(w.finished.uid) };
    expectFailure(await api.post('/document/setdone', { uid: doc.uid, done: false }), 422, 'NOT_ENOUGH_STOCK');
    expect({ doc: await load(doc.uid), raw: await balance(w.raw.uid), finished: await balance(w.finished.uid) }).toEqual(before);
    expect(before.doc.done).toBe(true);
  });

  it('takes products and materials back out of stock when the manufacture is unposted', async () => {
    const w = await workshop();
    const doc = await w.manufacture([line(w.p1, 'product', 1), line(w.m1, 'material', 2)]);
    await f.post(doc.uid);
    await f.unpost(doc.uid);
    expect(await balance(w.finished.uid)).toEqual([]);
    expect(await balance(w.raw.uid)).toEqual([
      ['M1', 10, 100],
      ['M2', 3, 10],
    ]);
  });
});
