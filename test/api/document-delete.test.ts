import { beforeAll, describe, expect, it } from 'vitest';
import { Deleted, ServiceInfo } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';
import { defined } from '../support/checked.js';

describe('deleting documents and payment documents (an extension of our service)', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const deleteDocument = (docUid: unknown) => api.post('/document/delete', { uid: docUid });
  const deletePayment = (docUid: unknown) => api.post('/paydocument/delete', { uid: docUid });

  /** An unposted invoice with two lines to a new customer. */
  async function invoice() {
    const [customer, item] = [await f.agent('Покупець'), await f.entity()];
    return f.document({
      type: 'invoice',
      date: '2026-07-01',
      vatCode: '20',
      agent: { uid: customer.uid },
      details: [
        { entity: { uid: item.uid }, qty: 2, price: 50 },
        { entity: { uid: item.uid }, qty: 1, price: 10 },
      ],
    });
  }
  const indexOf = async (path: string, agentUid: string) =>
    (await api.get(path, { from: '2026-07-01', to: '2026-07-31', agent: agentUid })).body;

  it('deletes an unposted document with its lines: load answers 404 and the index no longer lists it', async () => {
    const doc = await invoice();
    const reply = await deleteDocument(doc.uid);
    expect(reply.status).toBe(200);
    expect(Deleted.parse(reply.body.data)).toEqual({ uid: doc.uid, deleted: true });
    expectFailure(await api.get(`/document/load/${doc.uid}`), 404, 'NOT_FOUND');
    expect(await indexOf('/document/index/', defined(doc.agent).uid)).toMatchObject({ totalCount: 0, data: [] });
    // Its lines went with it: a new document reusing the uid starts with none.
    const again = await f.document({ uid: doc.uid, type: 'invoice', date: '2026-07-02' });
    expect(again.details).toEqual([]);
  });

  it('deletes an unposted payment document, which the payments index then no longer lists', async () => {
    const customer = await f.agent('Платник');
    const pay = await f.payment({ type: 'payFromCustomer', date: '2026-07-03', sum: 120, agent: { uid: customer.uid } });
    expect((await deletePayment(pay.uid)).body).toEqual({ success: true, data: { uid: pay.uid, deleted: true } });
    expectFailure(await api.get(`/paydocument/load/${pay.uid}`), 404, 'NOT_FOUND');
    expect(await indexOf('/paydocument/index/', customer.uid)).toMatchObject({ totalCount: 0 });
  });

  it('refuses a posted document with 409 DOCUMENT_POSTED and keeps it as it was', async () => {
    const doc = await invoice();
    await f.post(doc.uid);
    const before = (await api.get(`/document/load/${doc.uid}`)).body.data;
    expectFailure(await deleteDocument(doc.uid), 409, { code: 'DOCUMENT_POSTED', mentions: 'unpost' });
    expect((await api.get(`/document/load/${doc.uid}`)).body.data).toEqual(before);
  });

  it('refuses a posted payment document with 409 DOCUMENT_POSTED and keeps the invoice paid', async () => {
    const doc = await invoice();
    await f.post(doc.uid);
    const pay = await f.payment({ type: 'payFromCustomer', date: '2026-07-03', sum: 50, agent: { uid: defined(doc.agent).uid } });
    await f.link(pay.uid, doc.uid);
    await f.post(pay.uid);
    expectFailure(await deletePayment(pay.uid), 409, 'DOCUMENT_POSTED');
    expect((await api.get(`/paydocument/load/${pay.uid}`)).body.data).toMatchObject({ uid: pay.uid, done: true });
    expect((await api.get(`/document/load/${doc.uid}`)).body.data.paid).toBe(50);
  });

  it('refuses a document that another document is linked to with 409 HAS_CHILDREN, changing neither', async () => {
    const doc = await invoice();
    const shipment = await f.document({ type: 'waybillOut', date: '2026-07-04', agent: { uid: defined(doc.agent).uid } });
    await f.link(shipment.uid, doc.uid);
    const before = [(await api.get(`/document/load/${doc.uid}`)).body.data, (await api.get(`/document/load/${shipment.uid}`)).body.data];
    expectFailure(await deleteDocument(doc.uid), 409, { code: 'HAS_CHILDREN', mentions: shipment.no });
    expect([(await api.get(`/document/load/${doc.uid}`)).body.data, (await api.get(`/document/load/${shipment.uid}`)).body.data]).toEqual(
      before,
    );
  });

  it('deletes an unposted child, after which its parent has no children and can be deleted too', async () => {
    const doc = await invoice();
    const pay = await f.payment({ type: 'payFromCustomer', date: '2026-07-03', sum: 10, agent: { uid: defined(doc.agent).uid } });
    await f.link(pay.uid, doc.uid);
    expectFailure(await deleteDocument(doc.uid), 409, 'HAS_CHILDREN');
    expect((await deletePayment(pay.uid)).status).toBe(200);
    expect((await deleteDocument(doc.uid)).status).toBe(200);
  });

  it('answers an unknown uid with 404 and a uid that is not a UUID or is missing with 400', async () => {
    expectFailure(await deleteDocument(uid()), 404, 'NOT_FOUND');
    expectFailure(await deletePayment(uid()), 404, 'NOT_FOUND');
    expectFailure(await deleteDocument('РН-12'), 400, 'VALIDATION');
    expectFailure(await deletePayment(42), 400, 'VALIDATION');
    expectFailure(await api.post('/document/delete', {}), 400, 'VALIDATION');
  });

  it('refuses a payment uid at /document/delete and a document uid at /paydocument/delete with 404, deleting neither', async () => {
    const doc = await invoice();
    const pay = await f.payment({ type: 'payFromCustomer', date: '2026-07-03', sum: 10, agent: { uid: defined(doc.agent).uid } });
    expectFailure(await deleteDocument(pay.uid), 404, { code: 'NOT_FOUND', mentions: '/paydocument/delete' });
    expectFailure(await deletePayment(doc.uid), 404, { code: 'NOT_FOUND', mentions: '/document/delete' });
    expect((await api.get(`/paydocument/load/${pay.uid}`)).status).toBe(200);
    expect((await api.get(`/document/load/${doc.uid}`)).body.data.details).toHaveLength(2);
  });

  it('a second delete of the same document answers 404', async () => {
    const doc = await invoice();
    expect((await deleteDocument(doc.uid)).status).toBe(200);
    expectFailure(await deleteDocument(doc.uid), 404, 'NOT_FOUND');
  });
});

describe('GET /service/info', () => {
  it('lists the version and both delete extensions', async () => {
    const api = apiClient((await testService()).app);
    const reply = await api.get('/service/info');
    expect(reply.status).toBe(200);
    const info = ServiceInfo.parse(reply.body.data);
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.extensions).toEqual(expect.arrayContaining(['document.delete', 'paydocument.delete']));
  });

  it('needs a token like every other endpoint', async () => {
    const reply = await apiClient((await testService()).app, null).get('/service/info');
    expectFailure(reply, 401, 'UNAUTHORIZED');
  });
});
