import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryRecord, ServiceInfo } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, testService, uid, type ApiClient, type TestService } from '../support/test-service.js';
import { defined } from '../support/checked.js';

/** The deletion mark (docs/service-behaviour.md, "Deletion mark"): Del in the list marks, it never deletes. */
describe('marking documents for deletion (an extension of our service)', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const mark = (docUid: unknown, deletionMark: unknown) => api.post('/document/mark', { uid: docUid, deletionMark });
  const load = async (docUid: string) => (await api.get(`/document/load/${docUid}`)).body.data as Record<string, unknown>;

  async function invoice(date = '2026-08-01') {
    const [customer, item] = [await f.agent('Покупець позначки'), await f.entity()];
    return f.document({
      type: 'invoice',
      date,
      agent: { uid: customer.uid },
      details: [{ entity: { uid: item.uid }, qty: 2, price: 50 }],
    });
  }

  it('is offered in /service/info', async () => {
    expect(ServiceInfo.parse((await api.get('/service/info')).body.data).extensions).toContain('document.mark');
  });

  it('marks a draft and unmarks it: load and the index show the mark, and the document is still there', async () => {
    const doc = await invoice();
    expect((await load(doc.uid)).deletionMark).toBe(false);
    expect((await mark(doc.uid, true)).body).toEqual({ success: true, data: { uid: doc.uid, deletionMark: true } });
    expect(await load(doc.uid)).toMatchObject({ uid: doc.uid, deletionMark: true, done: false });
    const index = await api.get('/document/index/', { from: '2026-08-01', to: '2026-08-01', agent: defined(doc.agent).uid });
    expect(index.body.data).toMatchObject([{ uid: doc.uid, deletionMark: true }]);
    expect((await mark(doc.uid, false)).body.data).toEqual({ uid: doc.uid, deletionMark: false });
    expect((await load(doc.uid)).deletionMark).toBe(false);
  });

  it('records the mark in the history as a change of the field', async () => {
    const doc = await invoice();
    await mark(doc.uid, true);
    const records = HistoryRecord.array().parse((await api.get('/history/', { uid: doc.uid })).body.data);
    const last = defined(records.at(-1));
    expect(last.operation).toBe('update');
    expect(last.changes).toEqual([{ field: 'deletionMark', old: false, new: true }]);
  });

  it('refuses to post a marked document with 409 DOCUMENT_MARKED and leaves it a draft', async () => {
    const doc = await invoice();
    await mark(doc.uid, true);
    expectFailure(await api.post('/document/setdone', { uid: doc.uid, done: true }), 409, { code: 'DOCUMENT_MARKED', mentions: 'unmark' });
    expect(await load(doc.uid)).toMatchObject({ done: false, deletionMark: true });
  });

  it('refuses to mark a posted document with 409 DOCUMENT_POSTED and keeps it posted and unmarked', async () => {
    const doc = await invoice();
    await f.post(doc.uid);
    const before = await load(doc.uid);
    expectFailure(await mark(doc.uid, true), 409, { code: 'DOCUMENT_POSTED', mentions: 'unpost' });
    expect(await load(doc.uid)).toEqual(before);
  });

  it('refuses bad input with 400 and an unknown or payment uid with 404, changing nothing', async () => {
    const doc = await invoice();
    expectFailure(await mark(doc.uid, 'yes'), 400, { code: 'VALIDATION', mentions: 'deletionMark' });
    expectFailure(await api.post('/document/mark', { uid: doc.uid }), 400, { code: 'VALIDATION', mentions: 'deletionMark' });
    expectFailure(await mark('not-a-uid', true), 400, { code: 'VALIDATION', mentions: 'uid' });
    expectFailure(await mark(uid(), true), 404, 'NOT_FOUND');
    const pay = await f.payment({ type: 'payFromCustomer', date: '2026-08-02', sum: 10, agent: { uid: defined(doc.agent).uid } });
    expectFailure(await mark(pay.uid, true), 404, { code: 'NOT_FOUND', mentions: 'payment' });
    expect((await load(doc.uid)).deletionMark).toBe(false);
  });

  describe('in the closed period', () => {
    let own: TestService;
    afterAll(async () => {
      await own.app.close();
      await own.companyDb.close();
    });
    it('refuses to mark a document dated on or before the lock date with 409 PERIOD_CLOSED', async () => {
      own = await createTestService('document-mark');
      const ownApi = apiClient(own.app);
      const customer = await fixtures(ownApi).agent('Покупець');
      const doc = await fixtures(ownApi).document({ type: 'invoice', date: '2026-01-10', agent: { uid: customer.uid } });
      expect((await ownApi.post('/company/settings', { lockDate: '2026-01-31' })).status).toBe(200);
      expectFailure(await ownApi.post('/document/mark', { uid: doc.uid, deletionMark: true }), 409, 'PERIOD_CLOSED');
      expect((await ownApi.get(`/document/load/${doc.uid}`)).body.data.deletionMark).toBe(false);
    });
  });
});
