import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CompanySettings, Decimal } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { atTime } from '../support/clock.js';
import { apiClient, createTestService, fixtures, TOKENS, uid, type ApiClient, type TestService } from '../support/test-service.js';
import { moneyToDb } from '../../server/database/minor-units.js';
import { documentId } from '../../server/ledger/stock/keys.js';
import { replayPositions } from '../../server/ledger/stock/replay.js';
import { LedgerError } from '../../server/ledger/errors.js';

/**
 * The closed period (docs/service-behaviour.md, "Closed period"): nothing dated on or before the company's
 * lock date can be created, changed, deleted, posted, unposted or linked. A service of its own, so the
 * lock date never reaches the other test files of this worker.
 */
describe('a closed period', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let supplier: { uid: string };
  let customer: { uid: string };
  let store: { uid: string };
  let item: { uid: string };

  beforeAll(async () => {
    service = await createTestService('closed-period');
    api = apiClient(service.app);
    f = fixtures(api);
    [supplier, customer, store, item] = [await f.agent('Постачальник'), await f.agent('Покупець'), await f.store(), await f.entity()];
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });
  afterEach(async () => {
    expect((await api.post('/company/settings', { lockDate: null })).status).toBe(200);
  });

  const closeThrough = async (lockDate: string) => expect((await api.post('/company/settings', { lockDate })).status).toBe(200);
  const receipt = (date: string, qty = 10, price = 100) =>
    f.document({
      type: 'waybillIn',
      date,
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty, price }],
    });
  const shipment = (date: string, qty = 1) =>
    f.document({
      type: 'waybillOut',
      date,
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty, price: 150 }],
    });
  const load = async (docUid: string) => (await api.get(`/document/load/${docUid}`)).body.data;

  it('is none at first: the settings answer lockDate null with the requisites', async () => {
    const reply = await api.get('/company/settings');
    expect(reply.status).toBe(200);
    expect(CompanySettings.parse(reply.body.data).lockDate).toBeNull();
  });

  it('refuses to create, change or re-date documents into it, naming the lock date, and changes nothing', async () => {
    const open = await receipt('2001-02-10');
    const inside = await receipt('2001-01-20');
    await closeThrough('2001-01-31');

    expectFailure(
      await api.post('/document/update', { uid: uid(), type: 'invoice', date: '2001-01-31', agent: { uid: customer.uid } }),
      409,
      { code: 'PERIOD_CLOSED', mentions: '2001-01-31' },
    );
    expectFailure(await api.post('/document/update', { uid: inside.uid, memo: 'змінено' }), 409, 'PERIOD_CLOSED');
    expectFailure(await api.post('/document/update', { uid: open.uid, date: '2001-01-15' }), 409, 'PERIOD_CLOSED');
    expect(await load(inside.uid)).toEqual(inside);
    expect(await load(open.uid)).toEqual(open);
    // The day after the lock date is open.
    expect((await api.post('/document/update', { uid: open.uid, date: '2001-02-01' })).status).toBe(200);
  });

  it('refuses to post, unpost, delete or link a document in it', async () => {
    const posted = await receipt('2001-03-05');
    await f.post(posted.uid);
    const draft = await shipment('2001-03-10');
    const invoice = await f.document({ type: 'invoice', date: '2001-03-01', agent: { uid: customer.uid } });
    await closeThrough('2001-03-31');

    expectFailure(await api.post('/document/setdone', { uid: draft.uid, done: true }), 409, {
      code: 'PERIOD_CLOSED',
      mentions: '2001-03-31',
    });
    expectFailure(await api.post('/document/setdone', { uid: posted.uid, done: false }), 409, 'PERIOD_CLOSED');
    expectFailure(await api.post('/document/delete', { uid: draft.uid }), 409, 'PERIOD_CLOSED');
    expectFailure(await api.post('/document/linkto', { uid: draft.uid, parent: invoice.uid }), 409, 'PERIOD_CLOSED');
    expect((await api.get(`/document/getdone/${posted.uid}`)).body.data.done).toBe(true);
    expect((await api.get(`/document/getdone/${draft.uid}`)).body.data.done).toBe(false);
    expect((await load(draft.uid)).parent ?? null).toBeNull();
    // Setting the state a document already has changes nothing, so it is not refused.
    expect((await api.post('/document/setdone', { uid: posted.uid, done: true })).status).toBe(200);
  });

  it('lets a document of an open period be linked to a parent in the closed one: last month’s invoice paid today', async () => {
    const invoice = await f.document({
      type: 'invoice',
      date: '2001-04-20',
      agent: { uid: customer.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 100 }],
    });
    await f.post(invoice.uid);
    await closeThrough('2001-04-30');
    const payment = await f.payment({ type: 'payFromCustomer', date: '2001-05-03', agent: { uid: customer.uid }, sum: 100 });
    expect((await api.post('/document/linkto', { uid: payment.uid, parent: invoice.uid })).status).toBe(200);
    expect((await api.post('/document/setdone', { uid: payment.uid, done: true })).status).toBe(200);
    expect((await load(invoice.uid)).paid).toBe(100);
  });

  it('leaves a parent in the closed period as it was when an open-period child is linked, posted, unlinked or deleted', async () => {
    const invoice = await f.document({
      type: 'invoice',
      date: '2001-04-21',
      agent: { uid: customer.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 100 }],
    });
    await f.post(invoice.uid);
    const other = await f.document({ type: 'invoice', date: '2001-04-22', agent: { uid: customer.uid } });
    await closeThrough('2001-04-30');
    const before = await load(invoice.uid);
    const stampOf = async (docUid: string) => (await load(docUid)).dateModified;

    const payment = await f.payment({ type: 'payFromCustomer', date: '2001-05-04', agent: { uid: customer.uid }, sum: 100 });
    // Every step at a later time than the parent's stamp, however fast the machine.
    await atTime('2099-01-01T00:00:00.000Z', async () => {
      expect((await api.post('/document/linkto', { uid: payment.uid, parent: invoice.uid })).status).toBe(200);
      expect(await stampOf(invoice.uid)).toBe(before.dateModified);
      expect((await api.post('/document/setdone', { uid: payment.uid, done: true })).status).toBe(200);
      expect((await api.post('/document/setdone', { uid: payment.uid, done: false })).status).toBe(200);
      expect(await stampOf(invoice.uid)).toBe(before.dateModified);
      // Moved to another closed parent, then unlinked: neither closed parent changes.
      expect((await api.post('/document/linkto', { uid: payment.uid, parent: other.uid })).status).toBe(200);
      expect((await api.post('/document/linkto', { uid: payment.uid, parent: null })).status).toBe(200);
      expect((await api.post('/document/linkto', { uid: payment.uid, parent: invoice.uid })).status).toBe(200);
      expect((await api.post('/paydocument/delete', { uid: payment.uid })).status).toBe(200);
    });
    expect(await stampOf(invoice.uid)).toBe(before.dateModified);
    expect(await stampOf(other.uid)).toBe(other.dateModified);
    expect(await load(invoice.uid)).toEqual(before);
  });

  it('still marks an open-period parent modified when its child changes, so clients that sync by dateModified see it', async () => {
    const invoice = await f.document({ type: 'invoice', date: '2001-05-02', agent: { uid: customer.uid } });
    await closeThrough('2001-04-30');
    const payment = await f.payment({ type: 'payFromCustomer', date: '2001-05-04', agent: { uid: customer.uid }, sum: 1 });
    const linked = await atTime('2099-01-01T00:00:00.000Z', () => api.post('/document/linkto', { uid: payment.uid, parent: invoice.uid }));
    expect(linked.status).toBe(200);
    expect((await load(invoice.uid)).dateModified).toBe('2099-01-01T00:00:00.000Z');
  });

  it('refuses the same for payment documents', async () => {
    const payment = await f.payment({ type: 'payToSupplier', date: '2001-05-10', agent: { uid: supplier.uid }, sum: 40 });
    await closeThrough('2001-05-31');
    expectFailure(await api.post('/paydocument/update', { uid: payment.uid, sum: 41 }), 409, 'PERIOD_CLOSED');
    expectFailure(
      await api.post('/paydocument/update', { uid: uid(), type: 'cashIn', date: '2001-05-31', agent: { uid: customer.uid }, sum: 1 }),
      409,
      'PERIOD_CLOSED',
    );
    expectFailure(await api.post('/document/setdone', { uid: payment.uid, done: true }), 409, 'PERIOD_CLOSED');
    expectFailure(await api.post('/paydocument/delete', { uid: payment.uid }), 409, 'PERIOD_CLOSED');
    expect((await api.get(`/paydocument/load/${payment.uid}`)).body.data).toMatchObject({ sum: 40, done: false });
  });

  it('lets a back-dated posting after the lock date re-cost only what follows it', async () => {
    await receipt('2001-06-01', 10, 100).then((r) => f.post(r.uid));
    const early = await shipment('2001-06-05');
    await f.post(early.uid);
    const later = await shipment('2001-07-10');
    await f.post(later.uid);
    await closeThrough('2001-06-30');
    // A cheaper receipt dated after the lock date comes first for July's shipment, never for June's.
    const cheaper = await receipt('2001-07-01', 5, 10);
    expect((await api.post('/document/setdone', { uid: cheaper.uid, done: true })).status).toBe(200);
    expect((await api.post('/document/setdone', { uid: cheaper.uid, done: false })).status).toBe(200);
  });

  it('refuses a re-computation that would change a cost in the closed period, naming the first document it would change', async () => {
    const goods = await f.entity('Товар для повернення');
    const bought = await f.document({
      type: 'waybillIn',
      date: '2001-08-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 4, price: 100 }],
    });
    await f.post(bought.uid);
    const sold = await f.document({
      type: 'waybillOut',
      date: '2001-08-05',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 2, price: 150 }],
    });
    await f.post(sold.uid);
    await closeThrough('2001-08-31');
    // The stored cost of August's shipment no longer matches what the ledger gives (as after a repair of
    // the file by hand); a re-computation of the goods from their first move, as an upgrade makes, would change it.
    await service.companyDb.write((trx) =>
      trx
        .updateTable('stock_moves')
        .set({ amount: moneyToDb(new Decimal('0.01')) })
        .where('document_id', '=', documentId(sold.uid))
        .execute(),
    );
    const refused = await service.companyDb
      .write((trx) => replayPositions(trx, service.companyDb.context, { initial: [{ store: store.uid, entity: goods.uid }] }))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(LedgerError);
    expect(String(refused)).toMatch(new RegExp(`^Error: PERIOD_CLOSED: .*№ ${sold.no}`));
  });

  describe('moving the lock date', () => {
    it('needs the right to close a period: without it 403, and the date stays', async () => {
      await closeThrough('2001-01-31');
      expectFailure(await apiClient(service.app, TOKENS.postOnly).post('/company/settings', { lockDate: '2001-12-31' }), 403, 'FORBIDDEN');
      expect((await api.get('/company/settings')).body.data.lockDate).toBe('2001-01-31');
    });

    it('refuses a malformed date, an unknown field, and a body that is not an object (400)', async () => {
      expectFailure(await api.post('/company/settings', { lockDate: '31.01.2001' }), 400, 'VALIDATION');
      expectFailure(await api.post('/company/settings', { lockDate: '2001-02-30' }), 400, 'VALIDATION');
      expectFailure(await api.post('/company/settings', { closedThrough: '2001-01-31' }), 400, 'VALIDATION');
      expectFailure(await api.post('/company/settings', ['2001-01-31']), 400, 'VALIDATION');
      expect((await api.get('/company/settings')).body.data.lockDate).toBeNull();
    });

    it('keeps the requisites when only the lock date moves, and the requisites need the settings right', async () => {
      expect((await api.post('/company/settings', { name: 'ТОВ «Ромашка»', iban: 'UA213223130000026007233566001' })).status).toBe(200);
      await closeThrough('2001-02-28');
      expect((await api.get('/company/settings')).body.data).toMatchObject({ name: 'ТОВ «Ромашка»', lockDate: '2001-02-28' });
      expectFailure(await apiClient(service.app, TOKENS.postOnly).post('/company/settings', { name: 'Інша' }), 403, {
        code: 'FORBIDDEN',
        mentions: 'settings.edit',
      });
      expect((await api.get('/company/settings')).body.data.name).toBe('ТОВ «Ромашка»');
    });
  });
});
