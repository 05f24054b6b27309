import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';
import { expectFailure, firstError } from '../support/api-assertions.js';
import { at } from '../support/checked.js';
import type { LoadedDocument } from '../support/api-replies.js';

describe('creating and updating documents', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const load = async (docUid: string) => (await api.get(`/document/load/${docUid}`)).body.data;

  it('gives a new document without a sum the sum of its lines, each line defaulting to qty × price rounded to kopecks', async () => {
    const item = await f.entity('Болт');
    const doc = await f.document({
      type: 'invoice',
      date: '2026-02-01',
      details: [
        { entity: { uid: item.uid }, qty: 3, price: 3.3333 },
        // 2.5 × 1.01 = 2.525: half a kopeck rounds up.
        { entity: { uid: item.uid }, qty: '2.5', price: '1.01' },
      ],
    });
    expect(doc.details.map((l) => l.sum)).toEqual([10, 2.53]);
    expect(doc.sum).toBe(12.53);
  });

  it('reads quantities, prices and sums sent as numeric strings exactly like numbers and answers with numbers', async () => {
    const item = await f.entity();
    const asText = await f.document({
      type: 'invoice',
      date: '2026-02-01',
      sum: '42.10',
      details: [{ entity: { uid: item.uid }, qty: '2.125', price: '19.8000', sum: '42.10' }],
    });
    const asNumbers = await f.document({
      type: 'invoice',
      date: '2026-02-01',
      sum: 42.1,
      details: [{ entity: { uid: item.uid }, qty: 2.125, price: 19.8, sum: 42.1 }],
    });
    const figures = (d: LoadedDocument) => ({ sum: d.sum, line: [at(d.details, 0).qty, at(d.details, 0).price, at(d.details, 0).sum] });
    expect(figures(asText)).toEqual({ sum: 42.1, line: [2.125, 19.8, 42.1] });
    expect(figures(asNumbers)).toEqual(figures(asText));
  });

  it('refuses a malformed or over-precise number with 400 and creates nothing', async () => {
    const item = await f.entity();
    for (const line of [
      { qty: 'two', price: 1 },
      { qty: '1.0001', price: 1 },
      { qty: 1, price: '0.00001' },
      { qty: 1, price: 1, sum: '1.001' },
    ]) {
      const docUid = uid();
      const reply = await api.post('/document/update', {
        uid: docUid,
        type: 'invoice',
        date: '2026-02-01',
        details: [{ entity: { uid: item.uid }, ...line }],
      });
      expectFailure(reply, 400, 'VALIDATION');
      expect((await api.get(`/document/load/${docUid}`)).status).toBe(404);
    }
  });

  it('keeps every property that an update does not send', async () => {
    const [agent, store, item] = [await f.agent(), await f.store(), await f.entity()];
    const doc = await f.document({
      type: 'waybillOut',
      date: '2026-02-03',
      no: 'ВН-7',
      memo: 'перша',
      vatCode: '20',
      vatInPrice: true,
      agent: { uid: agent.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 2, price: 60 }],
    });
    const updated = (await api.post('/document/update', { uid: doc.uid, memo: 'друга' })).body.data;
    const { memo: _m, dateModified: _d, ...rest } = doc;
    // The change moved the document on to its next version.
    expect(updated).toMatchObject({ ...rest, memo: 'друга', version: 2 });
    expect(await load(doc.uid)).toEqual(updated);
  });

  it('keeps the stored sum when new lines are sent without a sum, and keeps the lines when no details are sent', async () => {
    const item = await f.entity();
    const doc = await f.document({ type: 'invoice', date: '2026-02-04', details: [{ entity: { uid: item.uid }, qty: 1, price: 100 }] });
    const relined = (await api.post('/document/update', { uid: doc.uid, details: [{ entity: { uid: item.uid }, qty: 5, price: 7 }] })).body
      .data;
    expect(relined.sum).toBe(100);
    expect(relined.details).toEqual([expect.objectContaining({ qty: 5, price: 7, sum: 35 })]);
    const resummed = (await api.post('/document/update', { uid: doc.uid, sum: 35 })).body.data;
    expect(resummed.sum).toBe(35);
    expect(resummed.details).toEqual(relined.details);
  });

  it('removes every line when details is an empty array, keeping the sum', async () => {
    const item = await f.entity();
    const doc = await f.document({ type: 'invoice', date: '2026-02-04', details: [{ entity: { uid: item.uid }, qty: 1, price: 9 }] });
    const emptied = (await api.post('/document/update', { uid: doc.uid, details: [] })).body.data;
    expect(emptied.details).toEqual([]);
    expect(emptied.sum).toBe(9);
    expect((await load(doc.uid)).details).toEqual([]);
  });

  it('reads the type in any letter case, accepts the vendor spelling waybollRetOut, and answers with the canonical code', async () => {
    const item = await f.entity();
    const cases: [string, string][] = [
      ['INVOICE', 'invoice'],
      ['Invoice', 'invoice'],
      ['waybilloUT', 'waybillOut'],
      ['waybollRetOut', 'waybillRetOut'],
      ['WAYBOLLRETOUT', 'waybillRetOut'],
      ['Manufacture', 'manufacture'],
    ];
    for (const [sent, canonical] of cases) {
      const doc = await f.document({
        type: sent,
        date: '2026-02-05',
        details: [{ entity: { uid: item.uid }, qty: 1, price: 1, kind: 'product' }],
      });
      expect(doc.type).toBe(canonical);
      expect((await load(doc.uid)).type).toBe(canonical);
    }
    expectFailure(await api.post('/document/update', { uid: uid(), type: 'receipt', date: '2026-02-05' }), 400, 'VALIDATION');
  });

  it('refuses to create a document without a type or a date', async () => {
    expectFailure(await api.post('/document/update', { uid: uid(), date: '2026-02-05' }), 400, 'MISSING_FIELD');
    expectFailure(await api.post('/document/update', { uid: uid(), type: 'invoice' }), 400, 'MISSING_FIELD');
  });

  it('gives each type the next number of its own year, ignoring numbers that are not all digits', async () => {
    // Years no other test uses, so the largest number in them is ours.
    await f.document({ type: 'invoice', date: '2733-05-01', no: '777000' });
    await f.document({ type: 'invoice', date: '2733-06-01', no: 'INV-999999' });
    const next = await f.document({ type: 'invoice', date: '2733-07-01' });
    expect(next.no).toBe('777001');
    expect((await f.document({ type: 'invoice', date: '2733-08-01' })).no).toBe('777002');
    const otherYear = await f.document({ type: 'invoice', date: '2734-01-01' });
    const otherType = await f.document({ type: 'waybillOut', date: '2733-07-01' });
    for (const doc of [otherYear, otherType]) {
      expect(doc.no).toMatch(/^\d{6}$/);
      expect(Number(doc.no)).toBeLessThan(777000);
    }
  });

  it('returns manufacture product lines first and material lines after, each in the order sent', async () => {
    const [flour, water, bread, bun] = [
      await f.entity('Борошно'),
      await f.entity('Вода'),
      await f.entity('Хліб', { kind: 'product' }),
      await f.entity('Булка', { kind: 'product' }),
    ];
    const doc = await f.document({
      type: 'manufacture',
      date: '2026-02-06',
      details: [
        { entity: { uid: flour.uid }, qty: 2, kind: 'material' },
        { entity: { uid: bread.uid }, qty: 3, kind: 'product' },
        { entity: { uid: water.uid }, qty: 1, kind: 'material' },
        { entity: { uid: bun.uid }, qty: 4, kind: 'product' },
      ],
    });
    const order = (d: LoadedDocument) => d.details.map((l) => [l.entity.uid, l.kind]);
    const expected = [
      [bread.uid, 'product'],
      [bun.uid, 'product'],
      [flour.uid, 'material'],
      [water.uid, 'material'],
    ];
    expect(order(doc)).toEqual(expected);
    expect(order(await load(doc.uid))).toEqual(expected);
  });

  it('refuses a manufacture line without kind with 400 and creates nothing', async () => {
    const item = await f.entity();
    const docUid = uid();
    const reply = await api.post('/document/update', {
      uid: docUid,
      type: 'manufacture',
      date: '2026-02-06',
      details: [
        { entity: { uid: item.uid }, qty: 1, kind: 'product' },
        { entity: { uid: item.uid }, qty: 1 },
      ],
    });
    expectFailure(reply, 400, 'VALIDATION');
    expect(firstError(reply.body)).toContain('details.1.kind');
    expect((await api.get(`/document/load/${docUid}`)).status).toBe(404);
  });

  it('refuses to turn a document with lines into a manufacture without kinds for them, with 400 and nothing changed', async () => {
    const item = await f.entity();
    const doc = await f.document({ type: 'waybillIn', date: '2026-02-06', details: [{ entity: { uid: item.uid }, qty: 1, price: 1 }] });
    expectFailure(await api.post('/document/update', { uid: doc.uid, type: 'manufacture' }), 400, 'VALIDATION');
    expect(await load(doc.uid)).toEqual(doc);
  });

  it('ignores done in the body: a document is created and stays unposted', async () => {
    const item = await f.entity();
    // done is outside the update body's contract, so this goes past the fixture's typed body.
    const doc = (
      await api.post('/document/update', {
        uid: uid(),
        type: 'invoice',
        date: '2026-02-07',
        done: true,
        details: [{ entity: { uid: item.uid }, qty: 1, price: 1 }],
      })
    ).body.data;
    expect(doc.done).toBe(false);
    const updated = (await api.post('/document/update', { uid: doc.uid, done: true, memo: 'x' })).body.data;
    expect(updated.done).toBe(false);
    expect((await api.get(`/document/getdone/${doc.uid}`)).body.data).toEqual({ uid: doc.uid, done: false });
  });

  it('refuses references to an unknown agent, store, contract or entity with 422 and changes nothing', async () => {
    const item = await f.entity();
    const doc = await f.document({ type: 'waybillOut', date: '2026-02-08', details: [{ entity: { uid: item.uid }, qty: 1, price: 1 }] });
    const before = await load(doc.uid);
    const bad = [
      { agent: { uid: uid() } },
      { storeOut: { uid: uid() } },
      { storeIn: { uid: uid() } },
      { contract: { uid: uid() } },
      { details: [{ entity: { uid: uid() }, qty: 1, price: 1 }] },
    ];
    for (const patch of bad) {
      expectFailure(await api.post('/document/update', { uid: doc.uid, memo: 'changed', ...patch }), 422, 'UNKNOWN_REFERENCE');
      const created = uid();
      expectFailure(
        await api.post('/document/update', { uid: created, type: 'waybillOut', date: '2026-02-08', ...patch }),
        422,
        'UNKNOWN_REFERENCE',
      );
      expect((await api.get(`/document/load/${created}`)).status).toBe(404);
    }
    expect(await load(doc.uid)).toEqual(before);
  });

  it('refuses to update a posted document with 409 and leaves it exactly as it was', async () => {
    const item = await f.entity();
    const doc = await f.document({
      type: 'invoice',
      date: '2026-02-09',
      memo: 'до',
      details: [{ entity: { uid: item.uid }, qty: 1, price: 10 }],
    });
    await f.post(doc.uid);
    const before = await load(doc.uid);
    const reply = await api.post('/document/update', { uid: doc.uid, memo: 'після', sum: 1, details: [] });
    expectFailure(reply, 409, 'DOCUMENT_POSTED');
    expect(await load(doc.uid)).toEqual(before);
  });

  it('refuses a payment document sent to /document/update with 409 and leaves the payment as it was', async () => {
    const agent = await f.agent();
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-02-10', sum: 50, agent: { uid: agent.uid } });
    const reply = await api.post('/document/update', { uid: payment.uid, type: 'invoice', date: '2026-02-10', memo: 'x' });
    expectFailure(reply, 409, 'TYPE_CHANGE');
    expect((await api.get(`/paydocument/load/${payment.uid}`)).body.data).toEqual(payment);
  });
});

describe('VAT on a document', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  // [sum sent, vatCode, vatInPrice, vatSum, total]: the last rows are half-kopeck cases that round up.
  const cases: [string, string | number, boolean | undefined, number, number][] = [
    ['100', '20', false, 20, 120],
    ['100', 20, undefined, 20, 120],
    ['100', '20', true, 16.67, 100],
    ['120', '20', true, 20, 120],
    ['100', '7', false, 7, 107],
    ['100', 'exempt', false, 0, 100],
    ['100', 'none', true, 0, 100],
    ['0.75', '14', false, 0.11, 0.86],
    ['1.50', '7', false, 0.11, 1.61],
    ['0.03', '20', true, 0.01, 0.03],
  ];
  for (const [sum, vatCode, vatInPrice, vatSum, total] of cases) {
    it(`gives a sum of ${sum} at vatCode ${vatCode}${vatInPrice ? ' with VAT in price' : ''} a VAT of ${vatSum} and a total of ${total}`, async () => {
      const item = await f.entity();
      const doc = await f.document({
        type: 'waybillOut',
        date: '2026-02-11',
        vatCode,
        ...(vatInPrice === undefined ? {} : { vatInPrice }),
        details: [{ entity: { uid: item.uid }, qty: 1, price: sum }],
      });
      expect(doc).toMatchObject({ sum: Number(sum), vatCode: String(vatCode), vatInPrice: vatInPrice ?? false, vatSum, total });
      expect((await api.get(`/document/load/${doc.uid}`)).body.data).toMatchObject({ sum: Number(sum), vatSum, total });
    });
  }

  it('computes VAT once on the document sum, not line by line', async () => {
    const item = await f.entity();
    // Each 0.03 line alone would carry 0.01 of VAT; the 0.06 document carries 0.01.
    const doc = await f.document({
      type: 'waybillOut',
      date: '2026-02-11',
      vatCode: '20',
      vatInPrice: true,
      details: [
        { entity: { uid: item.uid }, qty: 1, price: 0.03 },
        { entity: { uid: item.uid }, qty: 1, price: 0.03 },
      ],
    });
    expect(doc).toMatchObject({ sum: 0.06, vatSum: 0.01, total: 0.06 });
  });

  it('returns prices and sums in the form they were sent and recomputes VAT when only vatInPrice changes', async () => {
    const item = await f.entity();
    const doc = await f.document({
      type: 'waybillOut',
      date: '2026-02-12',
      vatCode: '20',
      vatInPrice: true,
      details: [{ entity: { uid: item.uid }, qty: 2, price: 30 }],
    });
    expect(doc.details[0]).toMatchObject({ qty: 2, price: 30, sum: 60 });
    expect(doc).toMatchObject({ sum: 60, vatSum: 10, total: 60 });
    const flipped = (await api.post('/document/update', { uid: doc.uid, vatInPrice: false })).body.data;
    expect(flipped).toMatchObject({ sum: 60, vatInPrice: false, vatSum: 12, total: 72 });
    expect(flipped.details[0]).toMatchObject({ qty: 2, price: 30, sum: 60 });
  });

  it('refuses an unknown vatCode with 400', async () => {
    const reply = await api.post('/document/update', { uid: uid(), type: 'invoice', date: '2026-02-12', vatCode: '21' });
    expectFailure(reply, 400, 'VALIDATION');
  });
});
