import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, fixtures, testService, TOKENS, uid, type ApiClient } from '../support/test-service.js';
import { expectFailure } from '../support/api-assertions.js';

describe('posting and unposting', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const setDone = (docUid: string, done: boolean, client = api) => client.post('/document/setdone', { uid: docUid, done });
  const getDone = async (docUid: string) => (await api.get(`/document/getdone/${docUid}`)).body.data.done;

  /** Everything a rejected posting must leave alone: the document, its flag and the 361/631 turnover of its agent. */
  async function snapshot(docUid: string, agentUid: string) {
    const turnover = async (accCode: string) =>
      (await api.get('/report/agentturnover/', { accCode, from: '2000-01-01', to: '2999-12-31', agent: agentUid })).body.data.rows;
    const loaded = await api.get(`/document/load/${docUid}`);
    const doc = loaded.status === 200 ? loaded.body.data : (await api.get(`/paydocument/load/${docUid}`)).body.data;
    return { doc, done: await getDone(docUid), t361: await turnover('361'), t631: await turnover('631') };
  }

  /** A billCompleteWork (services act) for 100 + 20% VAT: posting it debits 361 with 120 and moves no stock. */
  async function servicesAct() {
    const [agent, service] = [await f.agent(), await f.entity('Послуга', { kind: 'service' })];
    const doc = await f.document({
      type: 'billCompleteWork',
      date: '2026-03-10',
      vatCode: '20',
      agent: { uid: agent.uid },
      details: [{ entity: { uid: service.uid }, qty: 1, price: 100 }],
    });
    return { agent, doc };
  }

  it('posts a document, reports it as posted with getdone and load, and unposts it again', async () => {
    const { doc } = await servicesAct();
    expect(await getDone(doc.uid)).toBe(false);
    const posted = await setDone(doc.uid, true);
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ success: true, data: { uid: doc.uid, done: true } });
    expect(await getDone(doc.uid)).toBe(true);
    expect((await api.get(`/document/load/${doc.uid}`)).body.data.done).toBe(true);
    expect((await setDone(doc.uid, false)).body.data).toEqual({ uid: doc.uid, done: false });
    expect(await getDone(doc.uid)).toBe(false);
  });

  it('treats setting the state a document already has as a success that changes nothing', async () => {
    const { agent, doc } = await servicesAct();
    await f.post(doc.uid);
    const before = await snapshot(doc.uid, agent.uid);
    expect((await setDone(doc.uid, true)).body).toEqual({ success: true, data: { uid: doc.uid, done: true } });
    expect(await snapshot(doc.uid, agent.uid)).toEqual(before);
    expect(before.t361).toEqual([expect.objectContaining({ dbSum: 120 })]);
    await f.unpost(doc.uid);
    const unposted = await snapshot(doc.uid, agent.uid);
    expect((await setDone(doc.uid, false)).body).toEqual({ success: true, data: { uid: doc.uid, done: false } });
    expect(await snapshot(doc.uid, agent.uid)).toEqual(unposted);
  });

  it('lets a role with posting rights only post, and refuses its unposting with 403 changing nothing', async () => {
    const poster = apiClient((await testService()).app, TOKENS.postOnly);
    const { agent, doc } = await servicesAct();
    expect((await setDone(doc.uid, true, poster)).status).toBe(200);
    const before = await snapshot(doc.uid, agent.uid);
    expectFailure(await setDone(doc.uid, false, poster), 403, 'FORBIDDEN');
    expect(await snapshot(doc.uid, agent.uid)).toEqual(before);
  });

  it('lets a role with unposting rights only unpost, and refuses its posting with 403 changing nothing', async () => {
    const unposter = apiClient((await testService()).app, TOKENS.unpostOnly);
    const { agent, doc } = await servicesAct();
    const before = await snapshot(doc.uid, agent.uid);
    expectFailure(await setDone(doc.uid, true, unposter), 403, 'FORBIDDEN');
    expect(await snapshot(doc.uid, agent.uid)).toEqual(before);
    await f.post(doc.uid);
    expect((await setDone(doc.uid, false, unposter)).body.data).toEqual({ uid: doc.uid, done: false });
  });

  it('lets a role without posting rights read the state but neither post nor unpost', async () => {
    const reader = apiClient((await testService()).app, TOKENS.readOnly);
    const { agent, doc } = await servicesAct();
    expectFailure(await setDone(doc.uid, true, reader), 403, 'FORBIDDEN');
    expect(await getDone(doc.uid)).toBe(false);
    await f.post(doc.uid);
    const before = await snapshot(doc.uid, agent.uid);
    expectFailure(await setDone(doc.uid, false, reader), 403, 'FORBIDDEN');
    expect(await snapshot(doc.uid, agent.uid)).toEqual(before);
    expect((await reader.get(`/document/getdone/${doc.uid}`)).body.data).toEqual({ uid: doc.uid, done: true });
  });

  it('refuses to post a document without lines with 422 and changes nothing', async () => {
    const agent = await f.agent();
    const doc = await f.document({ type: 'billCompleteWork', date: '2026-03-10', sum: 100, agent: { uid: agent.uid } });
    const before = await snapshot(doc.uid, agent.uid);
    expectFailure(await setDone(doc.uid, true), 422, 'NO_LINES');
    expect(await snapshot(doc.uid, agent.uid)).toEqual(before);
  });

  it('refuses to post a payment document with a sum of 0 with 422 and changes nothing', async () => {
    const agent = await f.agent();
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-03-10', sum: 0, agent: { uid: agent.uid } });
    const before = await snapshot(payment.uid, agent.uid);
    expectFailure(await setDone(payment.uid, true), 422, 'NO_SUM');
    expect(await snapshot(payment.uid, agent.uid)).toEqual(before);
  });

  it('refuses to post a payment document without an agent with 422', async () => {
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-03-10', sum: 10 });
    expectFailure(await setDone(payment.uid, true), 422, 'AGENT_REQUIRED');
    expect(await getDone(payment.uid)).toBe(false);
  });

  it('refuses to unpost a document while a child of it is posted, with 409 and nothing changed, and allows it once the child is unposted', async () => {
    const { agent, doc: parent } = await servicesAct();
    const child = await f.payment({ type: 'payFromCustomer', date: '2026-03-11', sum: 120, agent: { uid: agent.uid } });
    await f.link(child.uid, parent.uid);
    await f.post(parent.uid);
    await f.post(child.uid);
    const before = await snapshot(parent.uid, agent.uid);
    expectFailure(await setDone(parent.uid, false), 409, 'HAS_POSTED_CHILDREN');
    expect(await snapshot(parent.uid, agent.uid)).toEqual(before);
    await f.unpost(child.uid);
    expect((await setDone(parent.uid, false)).body.data.done).toBe(false);
  });

  it('answers setdone and getdone for an unknown uid with 404 and a bad uid with 400', async () => {
    const missing = uid();
    expectFailure(await setDone(missing, true), 404, 'NOT_FOUND');
    expectFailure(await api.get(`/document/getdone/${missing}`), 404, 'NOT_FOUND');
    expectFailure(await api.get('/document/getdone/not-a-uuid'), 400, 'VALIDATION');
    expectFailure(await api.post('/document/setdone', { uid: 'not-a-uuid', done: true }), 400, 'VALIDATION');
    expectFailure(await api.post('/document/setdone', { uid: missing, done: 'yes' }), 400, 'VALIDATION');
  });
});

describe('settlements with agents', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });
  const turnover = async (accCode: string, agentUid: string) =>
    (await api.get('/report/agentturnover/', { accCode, from: '2026-03-01', to: '2026-03-31', agent: agentUid })).body.data.rows;

  /** Stock the position so issues can post; every agent, store and entity is new. */
  async function stocked() {
    const [store, supplier, item] = [await f.store(), await f.agent('Постачальник'), await f.entity()];
    const receipt = await f.document({
      type: 'waybillIn',
      date: '2026-03-01',
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 10, price: 5 }],
    });
    await f.post(receipt.uid);
    return { store, item };
  }

  // A sum of 100 with VAT 20% on top: documents settle their total (120), payments their sum.
  const documentCases: [type: string, account: string, side: 'dbSum' | 'crSum'][] = [
    ['waybillOut', '361', 'dbSum'],
    ['billCompleteWork', '361', 'dbSum'],
    ['waybillRetOut', '361', 'crSum'],
    ['waybillIn', '631', 'crSum'],
    ['billCompleteWorkIn', '631', 'crSum'],
    ['waybillRetIn', '631', 'dbSum'],
  ];
  for (const [type, account, side] of documentCases) {
    it(`records a posted ${type} as ${side === 'dbSum' ? 'a debit' : 'a credit'} of its total on ${account}, and removes it when unposted`, async () => {
      const { store, item } = await stocked();
      const agent = await f.agent();
      const doc = await f.document({
        type,
        date: '2026-03-15',
        vatCode: '20',
        agent: { uid: agent.uid },
        storeIn: { uid: store.uid },
        storeOut: { uid: store.uid },
        // A customer return without a basis names the cost its goods come back at.
        details: [{ entity: { uid: item.uid }, qty: 2, price: 50, ...(type === 'waybillRetOut' ? { unitCost: 40 } : {}) }],
      });
      await f.post(doc.uid);
      const other = account === '361' ? '631' : '361';
      expect(await turnover(account, agent.uid)).toEqual([
        expect.objectContaining({
          [side]: 120,
          [side === 'dbSum' ? 'crSum' : 'dbSum']: 0,
          [side === 'dbSum' ? 'balanceEndDb' : 'balanceEndCr']: 120,
        }),
      ]);
      expect(await turnover(other, agent.uid)).toEqual([]);
      await f.unpost(doc.uid);
      expect(await turnover(account, agent.uid)).toEqual([]);
    });
  }

  for (const type of ['invoice', 'invoiceIn']) {
    it(`records no settlement for a posted ${type}`, async () => {
      const [agent, item] = [await f.agent(), await f.entity()];
      const doc = await f.document({
        type,
        date: '2026-03-15',
        vatCode: '20',
        agent: { uid: agent.uid },
        details: [{ entity: { uid: item.uid }, qty: 1, price: 100 }],
      });
      await f.post(doc.uid);
      expect(await turnover('361', agent.uid)).toEqual([]);
      expect(await turnover('631', agent.uid)).toEqual([]);
    });
  }

  const paymentCases: [type: string, account: string, side: 'dbSum' | 'crSum'][] = [
    ['payFromCustomer', '361', 'crSum'],
    ['cashIn', '361', 'crSum'],
    ['payToSupplier', '631', 'dbSum'],
    ['cashOut', '631', 'dbSum'],
  ];
  for (const [type, account, side] of paymentCases) {
    it(`records a posted ${type} payment as ${side === 'dbSum' ? 'a debit' : 'a credit'} of its sum on ${account}, and removes it when unposted`, async () => {
      const agent = await f.agent();
      const payment = await f.payment({ type, date: '2026-03-20', sum: '75.50', agent: { uid: agent.uid } });
      await f.post(payment.uid);
      expect(await turnover(account, agent.uid)).toEqual([expect.objectContaining({ [side]: 75.5 })]);
      expect(await turnover(account === '361' ? '631' : '361', agent.uid)).toEqual([]);
      await f.unpost(payment.uid);
      expect(await turnover(account, agent.uid)).toEqual([]);
    });
  }

  it('nets a sale and the customer payment for it to a zero closing balance on 361', async () => {
    const { store, item } = await stocked();
    const customer = await f.agent();
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-03-05',
      vatCode: '20',
      vatInPrice: true,
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: item.uid }, qty: 1, price: 60 }],
    });
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-03-06', sum: 60, agent: { uid: customer.uid } });
    await f.post(sale.uid);
    await f.post(payment.uid);
    expect(await turnover('361', customer.uid)).toEqual([
      expect.objectContaining({ dbSum: 60, crSum: 60, balanceEndDb: 0, balanceEndCr: 0 }),
    ]);
  });
});
