import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';
import type { HasUid, LineFields } from '../support/api-replies.js';

/**
 * What a return from a customer refuses (docs/service-behaviour.md, "Returns from customers"), each
 * in the envelope and changing nothing: a basis that is not the customer's sale, a return of more
 * than the basis sold, an unbased return of goods without its cost, a cost below zero.
 */
describe('returns from customers: refusals', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  /** 10 of `item` bought at 900.00 and sold to `customer` at 1 200.00 on 2026-06-10. */
  async function sold() {
    const [store, supplier, customer, other] = [
      await f.store(),
      await f.agent('Постачальник'),
      await f.agent('Покупець'),
      await f.agent('Інший'),
    ];
    const item = await f.entity('Чайник');
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-06-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 10, price: 900 }],
    });
    await f.post(receipt.uid);
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-06-10',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 10, price: 1200 }],
    });
    await f.post(sale.uid);
    const giveBack = (lines: LineFields[], extra: { agent?: HasUid; date?: string } = {}) =>
      f.document({
        type: 'waybillRetOut',
        date: extra.date ?? '2026-06-15',
        agent: { uid: (extra.agent ?? customer).uid },
        storeIn: { uid: store.uid },
        details: lines,
      });
    const line = (qty: number, more: Partial<LineFields> = {}): LineFields => ({ entity: { uid: item.uid }, qty, price: 1200, ...more });
    return { store, supplier, customer, other, item, receipt, sale, giveBack, line };
  }

  /** What a posting that is refused must leave as it was: the return, the store, the customer's settlements. */
  async function state(back: HasUid, store: HasUid, customer: HasUid) {
    return {
      back: (await api.get(`/document/load/${back.uid}`)).body,
      stock: (await api.get('/report/warehousebalance/', { store: store.uid })).body.data.rows,
      owed: (await api.get('/report/agentturnover/', { accCode: '361', from: '2026-01-01', to: '2026-12-31', agent: customer.uid })).body
        .data,
      entries: (await api.get(`/document/entries/${back.uid}`)).body.data,
    };
  }

  it('refuses a return of more than its delivery note sold, naming the line, with what other returns took', async () => {
    const s = await sold();
    const first = await s.giveBack([s.line(6)]);
    await f.link(first.uid, s.sale.uid);
    await f.post(first.uid);
    const second = await s.giveBack([s.line(3), s.line(2)]);
    await f.link(second.uid, s.sale.uid);
    const before = await state(second, s.store, s.customer);
    const reply = await api.post('/document/setdone', { uid: second.uid, done: true });
    // 6 came back already; 3 more fit the 10 sold, the second line's 2 do not.
    expectFailure(reply, 422, { code: 'RETURN_EXCEEDS_BASIS', mentions: 'details[1]' });
    expectFailure(reply, 422, { code: 'RETURN_EXCEEDS_BASIS', mentions: '«Чайник»' });
    expect(await state(second, s.store, s.customer)).toEqual(before);
    // Unposting the first leaves room for the second.
    await f.unpost(first.uid);
    await f.post(second.uid);
  });

  it('refuses goods its delivery note did not sell', async () => {
    const s = await sold();
    const cup = await f.entity('Чашка');
    const back = await s.giveBack([{ entity: { uid: cup.uid }, qty: 1, price: 10 }]);
    await f.link(back.uid, s.sale.uid);
    const before = await state(back, s.store, s.customer);
    expectFailure(await api.post('/document/setdone', { uid: back.uid, done: true }), 422, {
      code: 'RETURN_EXCEEDS_BASIS',
      mentions: '«Чашка»',
    });
    expect(await state(back, s.store, s.customer)).toEqual(before);
  });

  it('refuses a basis that is not a sale, or another customer’s, at the link', async () => {
    const s = await sold();
    const back = await s.giveBack([s.line(1)]);
    const before = await api.get(`/document/load/${back.uid}`);
    const invoice = await f.document({ type: 'invoice', date: '2026-06-09', agent: { uid: s.customer.uid }, details: [s.line(1)] });
    expectFailure(await api.post('/document/linkto', { uid: back.uid, parent: invoice.uid }), 422, {
      code: 'RETURN_BASIS_UNSUITABLE',
      mentions: 'invoice',
    });
    expectFailure(await api.post('/document/linkto', { uid: back.uid, parent: s.receipt.uid }), 422, 'RETURN_BASIS_UNSUITABLE');
    const othersSale = await f.document({
      type: 'waybillOut',
      date: '2026-06-10',
      agent: { uid: s.other.uid },
      storeOut: { uid: s.store.uid },
      details: [s.line(1)],
    });
    expectFailure(await api.post('/document/linkto', { uid: back.uid, parent: othersSale.uid }), 422, {
      code: 'RETURN_BASIS_UNSUITABLE',
      mentions: 'customer',
    });
    expect((await api.get(`/document/load/${back.uid}`)).body).toEqual(before.body);
  });

  it('refuses at posting a basis of another customer, an unposted basis and one dated after the return', async () => {
    const s = await sold();
    // Linked while it was the customer's, then given to another counterparty.
    const moved = await s.giveBack([s.line(1)]);
    await f.link(moved.uid, s.sale.uid);
    await f.document({ uid: moved.uid, agent: { uid: s.other.uid } });
    let before = await state(moved, s.store, s.other);
    expectFailure(await api.post('/document/setdone', { uid: moved.uid, done: true }), 422, {
      code: 'RETURN_BASIS_UNSUITABLE',
      mentions: 'customer',
    });
    expect(await state(moved, s.store, s.other)).toEqual(before);

    const draftSale = await f.document({
      type: 'waybillOut',
      date: '2026-06-11',
      agent: { uid: s.customer.uid },
      storeOut: { uid: s.store.uid },
      details: [s.line(1)],
    });
    const onDraft = await s.giveBack([s.line(1)]);
    await f.link(onDraft.uid, draftSale.uid);
    before = await state(onDraft, s.store, s.customer);
    expectFailure(await api.post('/document/setdone', { uid: onDraft.uid, done: true }), 422, 'RETURN_BASIS_NOT_POSTED');
    expect(await state(onDraft, s.store, s.customer)).toEqual(before);

    const early = await s.giveBack([s.line(1)], { date: '2026-06-09' });
    await f.link(early.uid, s.sale.uid);
    before = await state(early, s.store, s.customer);
    expectFailure(await api.post('/document/setdone', { uid: early.uid, done: true }), 422, {
      code: 'RETURN_BASIS_UNSUITABLE',
      mentions: '2026-06-10',
    });
    expect(await state(early, s.store, s.customer)).toEqual(before);
  });

  it('refuses to change the basis of a posted return', async () => {
    const s = await sold();
    const back = await s.giveBack([s.line(1)]);
    await f.link(back.uid, s.sale.uid);
    await f.post(back.uid);
    const before = await state(back, s.store, s.customer);
    expectFailure(await api.post('/document/linkto', { uid: back.uid, parent: null }), 409, 'DOCUMENT_POSTED');
    expect(await state(back, s.store, s.customer)).toEqual(before);
  });

  it('refuses an unbased return of goods without its unit cost, naming the line', async () => {
    const s = await sold();
    const back = await s.giveBack([s.line(1, { unitCost: 900 }), s.line(1)]);
    const before = await state(back, s.store, s.customer);
    const reply = await api.post('/document/setdone', { uid: back.uid, done: true });
    expectFailure(reply, 422, { code: 'UNIT_COST_REQUIRED', mentions: 'details[1]' });
    expect(await state(back, s.store, s.customer)).toEqual(before);
  });

  it('refuses a unit cost below zero, with too many decimals, or on another type, saving nothing', async () => {
    const s = await sold();
    const back = await s.giveBack([s.line(1, { unitCost: 900 })]);
    const before = (await api.get(`/document/load/${back.uid}`)).body;
    const withLine = (line: object, type = 'waybillRetOut') => api.post('/document/update', { uid: back.uid, type, details: [line] });
    expectFailure(await withLine(s.line(1, { unitCost: -1 })), 422, {
      code: 'INVALID_AMOUNT',
      mentions: 'details[0].unitCost must not be negative',
    });
    expectFailure(await withLine({ ...s.line(1), unitCost: '1.00001' }), 400, { code: 'VALIDATION', mentions: 'unitCost' });
    expectFailure(await withLine({ ...s.line(1), unitCost: 'дорого' }), 400, { code: 'VALIDATION', mentions: 'unitCost' });
    expectFailure(await withLine({ ...s.line(1), unitCost: 1e11 }), 422, { code: 'INVALID_AMOUNT', mentions: 'unitCost' });
    expectFailure(await withLine(s.line(1, { unitCost: 5 }), 'waybillOut'), 400, { code: 'VALIDATION', mentions: 'unitCost' });
    expect((await api.get(`/document/load/${back.uid}`)).body).toEqual(before);
    // A new document refused the same way is not made.
    const fresh = uid();
    expectFailure(
      await api.post('/document/update', { uid: fresh, type: 'waybillRetOut', date: '2026-06-15', details: [s.line(1, { unitCost: -5 })] }),
      422,
      'INVALID_AMOUNT',
    );
    expect((await api.get(`/document/load/${fresh}`)).status).toBe(404);
  });
});
