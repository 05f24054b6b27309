import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, HasUid } from '../support/api-replies.js';
import { apiClient, fixtures, testService, uid, type ApiClient, type Reply } from '../support/test-service.js';
import { expectFailure } from '../support/api-assertions.js';
import { at } from '../support/checked.js';
import { atTime } from '../support/clock.js';

describe('the document index', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const WIDE = { from: '2000-01-01', to: '2999-12-31' };
  const index = (query: Record<string, string | number | undefined>) => api.get('/document/index/', query);
  const uids = (reply: Reply<Envelope<HasUid[]>>) => reply.body.data.map((d) => d.uid);

  /** An agent with invoices on the given dates, numbered as given; every test filters by its own agent. */
  async function agentWithInvoices(rows: [date: string, no: string][]) {
    const agent = await f.agent();
    const item = await f.entity();
    const docs = [];
    for (const [date, no] of rows) {
      docs.push(
        await f.document({
          type: 'invoice',
          date,
          no,
          agent: { uid: agent.uid },
          details: [{ entity: { uid: item.uid }, qty: 1, price: 5 }],
        }),
      );
    }
    return { agent, docs };
  }

  it('requires from and to, and refuses a date that is not YYYY-MM-DD, with 400', async () => {
    expectFailure(await index({ to: '2026-01-31' }), 400, 'VALIDATION');
    expectFailure(await index({ from: '2026-01-01' }), 400, 'VALIDATION');
    expectFailure(await index({}), 400, 'VALIDATION');
    expectFailure(await index({ from: '2026-02-30', to: '2026-03-31' }), 400, 'VALIDATION');
    expectFailure(await index({ from: '01.01.2026', to: '2026-03-31' }), 400, 'VALIDATION');
  });

  it('refuses a period that ends before it starts with 400, for documents and payments alike', async () => {
    expectFailure(await index({ from: '2026-03-01', to: '2026-02-28' }), 400, { code: 'VALIDATION', mentions: 'after its end' });
    expectFailure(await api.get('/paydocument/index/', { from: '2026-03-01', to: '2026-02-28' }), 400, 'VALIDATION');
  });

  it('lists only the documents dated within the period, both ends included', async () => {
    const { agent, docs } = await agentWithInvoices([
      ['2026-03-31', '1'],
      ['2026-04-01', '2'],
      ['2026-04-30', '3'],
      ['2026-05-01', '4'],
    ]);
    const reply = await index({ from: '2026-04-01', to: '2026-04-30', agent: agent.uid });
    expect(reply.status).toBe(200);
    expect(uids(reply)).toEqual([at(docs, 1).uid, at(docs, 2).uid]);
    expect(reply.body.totalCount).toBe(2);
  });

  it('restricts the list to the documents of the agent asked for', async () => {
    const mine = await agentWithInvoices([['2026-04-10', '1']]);
    const theirs = await agentWithInvoices([['2026-04-10', '2']]);
    const reply = await index({ ...WIDE, agent: mine.agent.uid });
    expect(uids(reply)).toEqual([at(mine.docs, 0).uid]);
    expect(uids(reply)).not.toContain(at(theirs.docs, 0).uid);
  });

  it('answers an agent uid that nobody has with an empty list and a totalCount of 0', async () => {
    const reply = await index({ ...WIDE, agent: uid() });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: [], totalCount: 0 });
  });

  it('refuses an agent that is not a UUID with 400', async () => {
    expectFailure(await index({ ...WIDE, agent: 'ТОВ Ромашка' }), 400, 'VALIDATION');
  });

  it('keeps only documents modified from dateModified on, given as a date-time or as a date', async () => {
    const { agent, docs } = await atTime('2026-04-10T09:00:00.000Z', () => agentWithInvoices([['2026-04-10', '1']]));
    const later = await atTime('2026-04-10T09:00:00.001Z', () =>
      f.document({ type: 'invoice', date: '2026-04-11', agent: { uid: agent.uid } }),
    );
    expect(later.dateModified).toBe('2026-04-10T09:00:00.001Z');
    const since = await index({ ...WIDE, agent: agent.uid, dateModified: later.dateModified });
    expect(uids(since)).toEqual([later.uid]);
    expect(since.body.totalCount).toBe(1);
    const today = later.dateModified.slice(0, 10);
    expect(uids(await index({ ...WIDE, agent: agent.uid, dateModified: today }))).toEqual([at(docs, 0).uid, later.uid]);
    expect(uids(await index({ ...WIDE, agent: agent.uid, dateModified: `${today}T00:00:00` }))).toEqual([at(docs, 0).uid, later.uid]);
    expect((await index({ ...WIDE, agent: agent.uid, dateModified: '2999-01-01' })).body).toEqual({
      success: true,
      data: [],
      totalCount: 0,
    });
  });

  it('counts a document as modified again when it is updated', async () => {
    const { agent, docs } = await atTime('2026-04-11T09:00:00.000Z', () =>
      agentWithInvoices([
        ['2026-04-10', '1'],
        ['2026-04-11', '2'],
      ]),
    );
    const first = at(docs, 0);
    const touched = await atTime(
      '2026-04-11T09:00:00.001Z',
      async () => (await api.post('/document/update', { uid: first.uid, memo: 'змінено' })).body.data,
    );
    expect(uids(await index({ ...WIDE, agent: agent.uid, dateModified: touched.dateModified }))).toEqual([first.uid]);
  });

  it('refuses a dateModified that is not a date or a date-time with 400', async () => {
    for (const dateModified of ['yesterday', '2026-13-01', '2026-04-10T25:00:00', '10.04.2026']) {
      expectFailure(await index({ ...WIDE, dateModified }), 400, 'VALIDATION');
    }
  });

  it('refuses a pageSize outside 1 to 100 or not a whole number, and a negative offset, with 400', async () => {
    for (const pageSize of [0, 101, 'abc', '1.5', -1]) expectFailure(await index({ ...WIDE, pageSize }), 400, 'VALIDATION');
    expectFailure(await index({ ...WIDE, offset: -1 }), 400, 'VALIDATION');
    expectFailure(await index({ ...WIDE, offset: 'x' }), 400, 'VALIDATION');
    expect((await index({ ...WIDE, pageSize: 1 })).status).toBe(200);
    expect((await index({ ...WIDE, pageSize: 100 })).status).toBe(200);
  });

  it('sorts by date and then by number read as a number, and pages through the list without gaps or repeats', async () => {
    const { agent, docs } = await agentWithInvoices([
      ['2026-06-02', '10'],
      ['2026-06-01', '3'],
      ['2026-06-02', '9'],
      ['2026-06-01', '20'],
      ['2026-06-03', '1'],
    ]);
    const expected = [at(docs, 1), at(docs, 3), at(docs, 2), at(docs, 0), at(docs, 4)].map((d) => d.uid);
    expect(uids(await index({ ...WIDE, agent: agent.uid }))).toEqual(expected);
    const paged: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await index({ ...WIDE, agent: agent.uid, pageSize: 2, offset });
      expect(page.body.totalCount).toBe(5);
      paged.push(...uids(page));
    }
    expect(paged).toEqual(expected);
    const past = await index({ ...WIDE, agent: agent.uid, offset: 10 });
    expect(past.body).toEqual({ success: true, data: [], totalCount: 5 });
  });

  it('counts all documents matching the period and filters, not only the page', async () => {
    const { agent } = await agentWithInvoices([
      ['2026-07-01', '1'],
      ['2026-07-02', '2'],
      ['2026-07-03', '3'],
      ['2026-08-01', '4'],
    ]);
    const page = await index({ from: '2026-07-01', to: '2026-07-31', agent: agent.uid, pageSize: 1 });
    expect(page.body.data).toHaveLength(1);
    expect(page.body.totalCount).toBe(3);
  });

  it('returns documents without lines but with their header figures', async () => {
    const { agent, docs } = await agentWithInvoices([['2026-07-05', '1']]);
    const [item] = (await index({ ...WIDE, agent: agent.uid })).body.data;
    expect(item).not.toHaveProperty('details');
    const { details: _details, ...header } = (await api.get(`/document/load/${at(docs, 0).uid}`)).body.data;
    expect(item).toEqual(header);
  });

  it('does not list payment documents', async () => {
    const { agent, docs } = await agentWithInvoices([['2026-07-06', '1']]);
    await f.payment({ type: 'payFromCustomer', date: '2026-07-06', sum: 5, agent: { uid: agent.uid } });
    expect(uids(await index({ ...WIDE, agent: agent.uid }))).toEqual([at(docs, 0).uid]);
  });

  describe('keeps its totalCount and pages current as documents are written (the count of a period is kept between writes)', () => {
    // A year no other test writes in, asked for without an agent: the count of the whole period, as the app's list asks it.
    const YEAR = { from: '2181-01-01', to: '2181-12-31' };
    const whole = async (extra: Record<string, string> = {}) => {
      const reply = await index({ ...YEAR, ...extra });
      expect(reply.status).toBe(200);
      return { count: Number(reply.body.totalCount), uids: uids(reply) };
    };

    it('counts and lists a new document at once, and drops a deleted one at once', async () => {
      const before = await whole();
      await whole(); // asked twice: the second answer comes from the cached count
      const doc = await f.document({ type: 'invoice', date: '2181-03-01' });
      const added = await whole();
      expect(added.count).toBe(before.count + 1);
      expect(added.uids).toContain(doc.uid);
      expect((await api.post('/document/delete', { uid: doc.uid })).status).toBe(200);
      const deleted = await whole();
      expect(deleted.count).toBe(before.count);
      expect(deleted.uids).not.toContain(doc.uid);
    });

    it('counts a document out of the period at once when its date moves out of it', async () => {
      const doc = await f.document({ type: 'invoice', date: '2181-04-01' });
      const before = await whole();
      await api.post('/document/update', { uid: doc.uid, date: '2182-04-01' });
      const after = await whole();
      expect(after.count).toBe(before.count - 1);
      expect(after.uids).not.toContain(doc.uid);
    });

    it('counts a posted, unposted or linked document as modified at once', async () => {
      const item = await f.entity();
      const doc = await f.document({ type: 'invoice', date: '2181-05-01', details: [{ entity: { uid: item.uid }, qty: 1, price: 5 }] });
      const since = { dateModified: '2999-01-01' };
      expect((await whole(since)).count).toBe(0);
      const posted = await atTime('2999-01-02T00:00:00.000Z', () => f.post(doc.uid));
      expect(posted).toMatchObject({ done: true });
      expect(await whole(since)).toEqual({ count: 1, uids: [doc.uid] });
      const later = { dateModified: '2999-02-01' };
      expect((await whole(later)).count).toBe(0);
      await atTime('2999-02-02T00:00:00.000Z', () => f.unpost(doc.uid));
      expect(await whole(later)).toEqual({ count: 1, uids: [doc.uid] });
      const latest = { dateModified: '2999-03-01' };
      expect((await whole(latest)).count).toBe(0);
      const parent = await f.document({ type: 'invoice', date: '2181-05-02' });
      await atTime('2999-03-02T00:00:00.000Z', () => f.link(doc.uid, parent.uid));
      expect((await whole(latest)).uids).toEqual([doc.uid, parent.uid]);
    });

    it("shows a document's new fields, its counterparty's and store's new names and its new paid total at once", async () => {
      const agent = await f.agent('ТОВ «Перша назва»');
      const store = await f.store('Склад «Перший»');
      const item = await f.entity();
      const invoice = await f.document({
        type: 'invoice',
        date: '2181-07-01',
        agent: { uid: agent.uid },
        storeOut: { uid: store.uid },
        details: [{ entity: { uid: item.uid }, qty: 1, price: 50 }],
      });
      const listed = async () => {
        const reply = await index({ ...YEAR, pageSize: 100 });
        expect(reply.status).toBe(200);
        await index({ ...YEAR, pageSize: 100 }); // and again, as the app's list does: from what is kept
        const found = reply.body.data.find((d) => d.uid === invoice.uid);
        if (!found) throw new Error('the invoice is not on the page');
        return found;
      };
      expect(await listed()).toMatchObject({ agent: { name: 'ТОВ «Перша назва»' }, memo: '', paid: 0, status: 'draft' });
      expect((await api.post('/document/update', { uid: invoice.uid, memo: 'змінено' })).body).toMatchObject({ success: true });
      expect((await listed()).memo).toBe('змінено');
      await f.post(invoice.uid);
      expect(await listed()).toMatchObject({ done: true, status: 'awaitingPayment' });
      await api.post('/agent/update', { uid: agent.uid, name: 'ТОВ «Друга назва»' });
      expect((await listed()).agent).toEqual({ uid: agent.uid, name: 'ТОВ «Друга назва»' });
      await api.post('/store/update', { uid: store.uid, name: 'Склад «Другий»' });
      expect((await listed()).storeOut).toEqual({ uid: store.uid, name: 'Склад «Другий»' });
      const payment = await f.payment({ type: 'payFromCustomer', date: '2181-07-02', sum: 60, agent: { uid: agent.uid } });
      await f.link(payment.uid, invoice.uid);
      await f.post(payment.uid);
      const paid = await listed();
      expect(paid.paid).toBe(60);
      expect(paid.status).not.toBe('awaitingPayment');
    });

    it('counts a new payment document in the payments list at once', async () => {
      const payments = async () => Number((await api.get('/paydocument/index/', YEAR)).body.totalCount);
      const before = await payments();
      await payments();
      await f.payment({ type: 'payFromCustomer', date: '2181-06-01', sum: 5, agent: { uid: (await f.agent()).uid } });
      expect(await payments()).toBe(before + 1);
    });
  });
});
