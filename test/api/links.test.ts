import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';
import { expectFailure } from '../support/api-assertions.js';
import { atTime } from '../support/clock.js';

describe('linking documents', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const load = async (docUid: string) => (await api.get(`/document/load/${docUid}`)).body.data;
  const link = (child: string, parent: string | null) => api.post('/document/linkto', { uid: child, parent });

  /** An invoice for 100 + 20% VAT (total 120) to a new customer, and a stocked store to ship from. */
  async function invoiceSetting() {
    const [customer, supplier, store, item] = [await f.agent('Покупець'), await f.agent('Постачальник'), await f.store(), await f.entity()];
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-06-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 10, price: 20 }],
    });
    await f.post(receipt.uid);
    const invoice = await f.document({
      type: 'invoice',
      date: '2026-06-02',
      vatCode: '20',
      agent: { uid: customer.uid },
      details: [{ entity: { uid: item.uid }, qty: 2, price: 50 }],
    });
    const payment = (sum: number) => f.payment({ type: 'payFromCustomer', date: '2026-06-03', sum, agent: { uid: customer.uid } });
    const shipment = (qty = 2) =>
      f.document({
        type: 'waybillOut',
        date: '2026-06-04',
        vatCode: '20',
        agent: { uid: customer.uid },
        storeOut: { uid: store.uid },
        details: [{ entity: { uid: item.uid }, qty, price: 50 }],
      });
    return { customer, invoice, payment, shipment };
  }
  const figures = async (docUid: string) => {
    const { paid, shipped, status } = await load(docUid);
    return { paid, shipped, status };
  };

  it('sets a parent that load returns, replaces it with another, and removes it with parent null', async () => {
    const [a, b, child] = [
      await f.document({ type: 'invoice', date: '2026-06-01' }),
      await f.document({ type: 'invoice', date: '2026-06-01' }),
      await f.document({ type: 'waybillOut', date: '2026-06-02' }),
    ];
    expect(await load(child.uid)).not.toHaveProperty('parent');
    expect((await link(child.uid, a.uid)).body).toEqual({ success: true, data: {} });
    expect((await load(child.uid)).parent).toEqual({ uid: a.uid });
    await f.link(child.uid, b.uid);
    expect((await load(child.uid)).parent).toEqual({ uid: b.uid });
    await f.link(child.uid, null);
    expect(await load(child.uid)).not.toHaveProperty('parent');
  });

  it('accepts the same link twice without changing anything', async () => {
    const [parent, child] = [
      await f.document({ type: 'invoice', date: '2026-06-01' }),
      await f.document({ type: 'waybillOut', date: '2026-06-02' }),
    ];
    await f.link(child.uid, parent.uid);
    const before = await load(child.uid);
    expect((await link(child.uid, parent.uid)).body).toEqual({ success: true, data: {} });
    expect(await load(child.uid)).toEqual(before);
  });

  it('refuses a link that would make a document its own ancestor with 409 and keeps the links as they were', async () => {
    const [a, b, c] = [
      await f.document({ type: 'invoice', date: '2026-06-01' }),
      await f.document({ type: 'waybillOut', date: '2026-06-02' }),
      await f.document({ type: 'waybillRetOut', date: '2026-06-03' }),
    ];
    await f.link(b.uid, a.uid);
    await f.link(c.uid, b.uid);
    const before = [await load(a.uid), await load(b.uid), await load(c.uid)];
    expectFailure(await link(a.uid, c.uid), 409, 'LINK_CYCLE');
    expectFailure(await link(a.uid, a.uid), 409, 'LINK_CYCLE');
    expect([await load(a.uid), await load(b.uid), await load(c.uid)]).toEqual(before);
  });

  it('answers an unknown child or parent with 404 and a uid that is not a UUID with 400, changing nothing', async () => {
    const doc = await f.document({ type: 'waybillOut', date: '2026-06-02' });
    expectFailure(await link(uid(), doc.uid), 404, 'NOT_FOUND');
    expectFailure(await link(doc.uid, uid()), 404, 'NOT_FOUND');
    expectFailure(await link(doc.uid, 'РН-12'), 400, 'VALIDATION');
    expectFailure(await link('12', doc.uid), 400, 'VALIDATION');
    expectFailure(await api.post('/document/linkto', { uid: doc.uid }), 400, 'VALIDATION');
    expect(await load(doc.uid)).toEqual(doc);
  });

  it('links payment documents to documents and returns the parent on the payment', async () => {
    const { invoice, payment } = await invoiceSetting();
    const pay = await payment(120);
    await f.link(pay.uid, invoice.uid);
    expect((await api.get(`/paydocument/load/${pay.uid}`)).body.data.parent).toEqual({ uid: invoice.uid });
  });

  it('keeps an unposted invoice a draft whatever is linked to it', async () => {
    const { invoice, payment } = await invoiceSetting();
    const pay = await payment(120);
    await f.link(pay.uid, invoice.uid);
    await f.post(pay.uid);
    expect(await figures(invoice.uid)).toEqual({ paid: 120, shipped: 0, status: 'draft' });
  });

  it('moves a posted invoice from awaiting payment through awaiting shipment to closed as children are posted', async () => {
    const { invoice, payment, shipment } = await invoiceSetting();
    await f.post(invoice.uid);
    expect(await figures(invoice.uid)).toEqual({ paid: 0, shipped: 0, status: 'awaitingPayment' });
    const [part, rest, waybill] = [await payment(50), await payment(70), await shipment()];
    for (const child of [part, rest, waybill]) await f.link(child.uid, invoice.uid);
    await f.post(part.uid);
    expect(await figures(invoice.uid)).toEqual({ paid: 50, shipped: 0, status: 'awaitingPayment' });
    await f.post(rest.uid);
    expect(await figures(invoice.uid)).toEqual({ paid: 120, shipped: 0, status: 'awaitingShipment' });
    await f.post(waybill.uid);
    expect(await figures(invoice.uid)).toEqual({ paid: 120, shipped: 120, status: 'closed' });
    await f.unpost(rest.uid);
    expect(await figures(invoice.uid)).toEqual({ paid: 50, shipped: 120, status: 'awaitingPayment' });
  });

  it('gives the same paid, shipped and status whether children are posted before or after they are linked', async () => {
    const first = await invoiceSetting();
    const second = await invoiceSetting();
    for (const s of [first, second]) await f.post(s.invoice.uid);
    // First setting: link, then post. Second: post, then link.
    const [pay1, ship1] = [await first.payment(120), await first.shipment(1)];
    for (const child of [pay1, ship1]) await f.link(child.uid, first.invoice.uid);
    for (const child of [pay1, ship1]) await f.post(child.uid);
    const [pay2, ship2] = [await second.payment(120), await second.shipment(1)];
    for (const child of [pay2, ship2]) await f.post(child.uid);
    for (const child of [pay2, ship2]) await f.link(child.uid, second.invoice.uid);
    const expected = { paid: 120, shipped: 60, status: 'awaitingShipment' };
    expect(await figures(first.invoice.uid)).toEqual(expected);
    expect(await figures(second.invoice.uid)).toEqual(expected);
  });

  it('recalculates the previous parent when a posted child is moved to another invoice', async () => {
    const { invoice, payment, customer } = await invoiceSetting();
    const other = await f.document({ type: 'invoice', date: '2026-06-02', vatCode: '20', agent: { uid: customer.uid }, sum: 100 });
    await f.post(invoice.uid);
    const pay = await payment(120);
    await f.post(pay.uid);
    await f.link(pay.uid, invoice.uid);
    expect(await figures(invoice.uid)).toMatchObject({ paid: 120, status: 'awaitingShipment' });
    await f.link(pay.uid, other.uid);
    expect(await figures(invoice.uid)).toEqual({ paid: 0, shipped: 0, status: 'awaitingPayment' });
    expect((await load(other.uid)).paid).toBe(120);
    await f.link(pay.uid, null);
    expect((await load(other.uid)).paid).toBe(0);
  });

  it('marks the parent modified when a link or a child posting changes its figures', async () => {
    const { invoice, pay } = await atTime('2026-06-10T09:00:00.000Z', async () => {
      const setting = await invoiceSetting();
      return { invoice: setting.invoice, pay: await setting.payment(120) };
    });
    expect((await load(invoice.uid)).dateModified).toBe('2026-06-10T09:00:00.000Z');
    await atTime('2026-06-10T09:00:00.001Z', () => f.link(pay.uid, invoice.uid));
    expect((await load(invoice.uid)).dateModified).toBe('2026-06-10T09:00:00.001Z');
    await atTime('2026-06-10T09:00:00.002Z', () => f.post(pay.uid));
    expect((await load(invoice.uid)).dateModified).toBe('2026-06-10T09:00:00.002Z');
  });

  it('refuses to unpost an invoice that has a posted payment with 409 and changes nothing', async () => {
    const { invoice, payment, customer } = await invoiceSetting();
    await f.post(invoice.uid);
    const pay = await payment(120);
    await f.link(pay.uid, invoice.uid);
    await f.post(pay.uid);
    const turnover = async () =>
      (await api.get('/report/agentturnover/', { accCode: '361', from: '2026-06-01', to: '2026-06-30', agent: customer.uid })).body.data
        .rows;
    const before = { invoice: await load(invoice.uid), turnover: await turnover() };
    expectFailure(await api.post('/document/setdone', { uid: invoice.uid, done: false }), 409, 'HAS_POSTED_CHILDREN');
    expect({ invoice: await load(invoice.uid), turnover: await turnover() }).toEqual(before);
    expect(before.invoice.done).toBe(true);
  });
});
