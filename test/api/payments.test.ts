import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, HasUid } from '../support/api-replies.js';
import { atTime } from '../support/clock.js';
import { apiClient, fixtures, testService, uid, type ApiClient, type Reply } from '../support/test-service.js';
import { expectFailure } from '../support/api-assertions.js';

describe('payment documents', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const load = async (payUid: string) => (await api.get(`/paydocument/load/${payUid}`)).body.data;
  const WIDE = { from: '2000-01-01', to: '2999-12-31' };
  const index = (query: Record<string, string | number | undefined>) => api.get('/paydocument/index/', query);
  const uids = (reply: Reply<Envelope<HasUid[]>>) => reply.body.data.map((d) => d.uid);

  it('creates a payment unposted, with the canonical type, a number and the sum as a number', async () => {
    const agent = await f.agent('ТОВ «Платник»');
    const reply = await api.post('/paydocument/update', {
      uid: uid(),
      type: 'PAYFROMCUSTOMER',
      date: '2026-08-01',
      sum: '1500.50',
      memo: 'аванс',
      agent: { uid: agent.uid },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      type: 'payFromCustomer',
      date: '2026-08-01',
      sum: 1500.5,
      memo: 'аванс',
      done: false,
      agent: { uid: agent.uid, name: 'ТОВ «Платник»' },
    });
    expect(reply.body.data.no).toMatch(/^\d{6}$/);
    expect(await load(reply.body.data.uid)).toEqual(reply.body.data);
  });

  it('accepts every payment type and refuses an unknown one with 400', async () => {
    for (const type of ['payFromCustomer', 'payToSupplier', 'cashIn', 'cashOut']) {
      expect((await f.payment({ type, date: '2026-08-01', sum: 1 })).type).toBe(type);
    }
    expectFailure(await api.post('/paydocument/update', { uid: uid(), type: 'invoice', date: '2026-08-01' }), 400, 'VALIDATION');
    expectFailure(await api.post('/paydocument/update', { uid: uid(), date: '2026-08-01' }), 400, 'MISSING_FIELD');
  });

  it('keeps every property that an update does not send', async () => {
    const agent = await f.agent();
    const pay = await f.payment({
      type: 'payToSupplier',
      date: '2026-08-02',
      no: 'ПД-5',
      sum: 300,
      memo: 'перша',
      agent: { uid: agent.uid },
    });
    const updated = (await api.post('/paydocument/update', { uid: pay.uid, memo: 'друга' })).body.data;
    const { memo: _m, dateModified: _d, ...rest } = pay;
    expect(updated).toMatchObject({ ...rest, memo: 'друга', version: 2 });
    const resummed = (await api.post('/paydocument/update', { uid: pay.uid, sum: '310.10' })).body.data;
    expect(resummed).toMatchObject({ sum: 310.1, memo: 'друга', no: 'ПД-5', agent: { uid: agent.uid } });
  });

  it('refuses an unknown agent with 422 and changes nothing', async () => {
    const pay = await f.payment({ type: 'cashIn', date: '2026-08-02', sum: 10 });
    expectFailure(await api.post('/paydocument/update', { uid: pay.uid, agent: { uid: uid() }, memo: 'x' }), 422, 'UNKNOWN_REFERENCE');
    expect(await load(pay.uid)).toEqual(pay);
  });

  it('refuses to update a posted payment with 409 and leaves it as it was', async () => {
    const agent = await f.agent();
    const pay = await f.payment({ type: 'payFromCustomer', date: '2026-08-03', sum: 200, agent: { uid: agent.uid } });
    await f.post(pay.uid);
    const before = await load(pay.uid);
    expect(before.done).toBe(true);
    expectFailure(await api.post('/paydocument/update', { uid: pay.uid, sum: 1, memo: 'x' }), 409, 'DOCUMENT_POSTED');
    expect(await load(pay.uid)).toEqual(before);
  });

  it('reports the posted state of a payment through getdone', async () => {
    const agent = await f.agent();
    const pay = await f.payment({ type: 'cashOut', date: '2026-08-03', sum: 5, agent: { uid: agent.uid } });
    expect((await api.get(`/document/getdone/${pay.uid}`)).body.data).toEqual({ uid: pay.uid, done: false });
    await f.post(pay.uid);
    expect((await api.get(`/document/getdone/${pay.uid}`)).body.data).toEqual({ uid: pay.uid, done: true });
  });

  it('refuses a document uid sent to /paydocument/update with 409 and leaves the document as it was', async () => {
    const doc = await f.document({ type: 'invoice', date: '2026-08-04', memo: 'рахунок' });
    expectFailure(await api.post('/paydocument/update', { uid: doc.uid, type: 'cashIn', memo: 'x', sum: 1 }), 409, 'TYPE_CHANGE');
    expect((await api.get(`/document/load/${doc.uid}`)).body.data).toEqual(doc);
  });

  it('answers load of an unknown uid or of a document uid with 404, and a bad uid with 400', async () => {
    const doc = await f.document({ type: 'invoice', date: '2026-08-04' });
    expectFailure(await api.get(`/paydocument/load/${uid()}`), 404, 'NOT_FOUND');
    expectFailure(await api.get(`/paydocument/load/${doc.uid}`), 404, 'NOT_FOUND');
    expectFailure(await api.get('/paydocument/load/123'), 400, 'VALIDATION');
  });

  it('lists the payments of the period and agent asked for, sorted by date and number, without documents', async () => {
    const agent = await f.agent();
    const mk = (date: string, no: string) => f.payment({ type: 'payFromCustomer', date, no, sum: 1, agent: { uid: agent.uid } });
    const [a, b, c, d] = [
      await mk('2026-09-02', '10'),
      await mk('2026-09-02', '9'),
      await mk('2026-09-01', '11'),
      await mk('2026-10-01', '1'),
    ];
    await f.document({ type: 'invoice', date: '2026-09-01', agent: { uid: agent.uid } });
    await f.payment({ type: 'payFromCustomer', date: '2026-09-01', sum: 1, agent: { uid: (await f.agent()).uid } });
    const september = await index({ from: '2026-09-01', to: '2026-09-30', agent: agent.uid });
    expect(uids(september)).toEqual([c.uid, b.uid, a.uid]);
    expect(september.body.totalCount).toBe(3);
    expect(september.body.data[0]).toEqual(await load(c.uid));
    const paged = [];
    for (let offset = 0; offset < 4; offset += 2) paged.push(...uids(await index({ ...WIDE, agent: agent.uid, pageSize: 2, offset })));
    expect(paged).toEqual([c.uid, b.uid, a.uid, d.uid]);
    expect((await index({ ...WIDE, agent: agent.uid, pageSize: 1 })).body.totalCount).toBe(4);
  });

  it('answers an agent uid that nobody has with an empty list and a totalCount of 0', async () => {
    expect((await index({ ...WIDE, agent: uid() })).body).toEqual({ success: true, data: [], totalCount: 0 });
  });

  it('keeps only payments modified from dateModified on', async () => {
    const agent = await f.agent();
    const old = await atTime('2026-09-06T09:00:00.000Z', () =>
      f.payment({ type: 'cashIn', date: '2026-09-05', sum: 1, agent: { uid: agent.uid } }),
    );
    const fresh = await atTime('2026-09-06T09:00:00.001Z', () =>
      f.payment({ type: 'cashIn', date: '2026-09-06', sum: 1, agent: { uid: agent.uid } }),
    );
    expect(fresh.dateModified).toBe('2026-09-06T09:00:00.001Z');
    const since = await index({ ...WIDE, agent: agent.uid, dateModified: fresh.dateModified });
    expect(uids(since)).toEqual([fresh.uid]);
    expect(since.body.totalCount).toBe(1);
    expect(uids(await index({ ...WIDE, agent: agent.uid, dateModified: fresh.dateModified.slice(0, 10) }))).toEqual([old.uid, fresh.uid]);
    expectFailure(await index({ ...WIDE, dateModified: 'вчора' }), 400, 'VALIDATION');
  });

  it('refuses a missing period, a pageSize outside 1 to 100 and a negative offset with 400', async () => {
    expectFailure(await index({ from: '2026-01-01' }), 400, 'VALIDATION');
    expectFailure(await index({ to: '2026-01-01' }), 400, 'VALIDATION');
    for (const pageSize of [0, 101, 'abc']) expectFailure(await index({ ...WIDE, pageSize }), 400, 'VALIDATION');
    expectFailure(await index({ ...WIDE, offset: -1 }), 400, 'VALIDATION');
  });
});
