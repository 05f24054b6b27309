import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { expectConflict, secondPerson } from '../support/conflicts.js';
import { apiClient, fixtures, testService, TOKENS, uid, type ApiClient, type TestService } from '../support/test-service.js';

/** Records' versions, and no save made on a stale copy overwriting another's (docs/service-behaviour.md, "Versions and conflicts"). */
describe('versions and conflicts', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await testService();
    api = apiClient(service.app);
    f = fixtures(api);
  });

  const draftInvoice = async (memo = 'перша') => {
    const [customer, item] = [await f.agent('Покупець версій'), await f.entity('Гвинти')];
    return f.document({
      type: 'invoice',
      date: '2026-06-10',
      agent: { uid: customer.uid },
      memo,
      details: [{ entity: { uid: item.uid }, qty: 2, price: 50 }],
    });
  };
  const versionOf = async (docUid: string) => (await api.get(`/document/load/${docUid}`)).body.data.version;

  it('starts a record at version 1 and moves it on by one with each change that changes it', async () => {
    const doc = await draftInvoice();
    expect(doc.version).toBe(1);
    const updated = await f.document({ uid: doc.uid, memo: 'друга' });
    expect(updated.version).toBe(2);
    // A save that changes nothing leaves the version where it is.
    expect((await f.document({ uid: doc.uid, memo: 'друга' })).version).toBe(2);
    await f.post(doc.uid);
    expect(await versionOf(doc.uid)).toBe(3);
    await f.unpost(doc.uid);
    expect(await versionOf(doc.uid)).toBe(4);
    expect((await api.post('/document/mark', { uid: doc.uid, deletionMark: true })).status).toBe(200);
    expect(await versionOf(doc.uid)).toBe(5);
    const listed = await api.get('/document/index/', { from: '2026-06-10', to: '2026-06-10', pageSize: 100 });
    expect(listed.body.data.find((d) => d.uid === doc.uid)?.version).toBe(5);
  });

  it('lets two people save one document on the same version: the first wins, the second gets 409 naming them', async () => {
    const olena = await secondPerson(service, api, `Олена ${uid().slice(0, 8)}`);
    const doc = await draftInvoice();
    const first = await olena.post('/document/update', { uid: doc.uid, memo: 'Олени', version: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(2);
    const second = await api.post('/document/update', { uid: doc.uid, memo: 'моя', version: 1 });
    const conflict = expectConflict(second, 'was changed by Олена');
    expect(conflict).toMatchObject({ uid: doc.uid, kind: 'document', version: 2 });
    expect(conflict.by).toMatch(/^Олена /);
    expect(Date.parse(conflict.at)).not.toBeNaN();
    const now = (await api.get(`/document/load/${doc.uid}`)).body.data;
    expect(now).toMatchObject({ memo: 'Олени', version: 2 });
    // Loaded again, the change goes through on the version it names.
    expect((await api.post('/document/update', { uid: doc.uid, memo: 'моя', version: 2 })).body.data).toMatchObject({
      memo: 'моя',
      version: 3,
    });
  });

  it('names the winner to a token without manage-tokens too: a colleague, not a secret', async () => {
    const doc = await draftInvoice();
    await f.document({ uid: doc.uid, memo: 'змінив full' });
    const poster = apiClient(service.app, TOKENS.postOnly);
    const conflict = expectConflict(
      await poster.post('/document/update', { uid: doc.uid, memo: 'моя', version: 1 }),
      'was changed by full',
    );
    expect(conflict).toMatchObject({ by: 'full', version: 2 });
  });

  it('refuses a stale post, unpost, link, mark and delete, and changes nothing', async () => {
    const doc = await draftInvoice();
    const parent = await draftInvoice('батько');
    await f.document({ uid: doc.uid, memo: 'друга' });
    for (const [path, body] of [
      ['/document/setdone', { uid: doc.uid, done: true }],
      ['/document/linkto', { uid: doc.uid, parent: parent.uid }],
      ['/document/mark', { uid: doc.uid, deletionMark: true }],
      ['/document/delete', { uid: doc.uid }],
    ] as const) {
      expect(expectConflict(await api.post(path, { ...body, version: 1 }))).toMatchObject({ uid: doc.uid, version: 2, by: 'full' });
    }
    const now = (await api.get(`/document/load/${doc.uid}`)).body.data;
    expect(now).toMatchObject({ done: false, deletionMark: false, version: 2 });
    expect(now.parent).toBeUndefined();
    await f.post(doc.uid);
    expectConflict(await api.post('/document/setdone', { uid: doc.uid, done: false, version: 2 }));
    expect((await api.get(`/document/load/${doc.uid}`)).body.data).toMatchObject({ done: true, version: 3 });
    // On the current version each goes through.
    expect((await api.post('/document/setdone', { uid: doc.uid, done: false, version: 3 })).status).toBe(200);
    expect((await api.post('/document/linkto', { uid: doc.uid, parent: parent.uid, version: 4 })).status).toBe(200);
    expect((await api.post('/document/delete', { uid: doc.uid, version: 5 })).status).toBe(200);
  });

  it('keeps today’s behaviour for a client that sends no version: the last save wins', async () => {
    const doc = await draftInvoice();
    expect((await api.post('/document/update', { uid: doc.uid, memo: 'перший' })).status).toBe(200);
    expect((await api.post('/document/update', { uid: doc.uid, memo: 'другий' })).status).toBe(200);
    expect((await api.get(`/document/load/${doc.uid}`)).body.data).toMatchObject({ memo: 'другий', version: 3 });
  });

  it('makes a new record whatever version is sent with its new uid, and 404s a change of one that is not there', async () => {
    const store = (await api.post('/store/update', { uid: uid(), name: 'Новий склад', version: 1 })).body.data;
    expect(store.version).toBe(1);
    expectFailure(await api.post('/document/setdone', { uid: uid(), done: true, version: 1 }), 404, 'NOT_FOUND');
  });

  it.each([0, -1, 'x', 1.5, null])('refuses version %j with 400 and changes nothing', async (version) => {
    const doc = await draftInvoice();
    expectFailure(await api.post('/document/update', { uid: doc.uid, memo: 'ні', version }), 400, {
      code: 'VALIDATION',
      mentions: 'version',
    });
    expectFailure(await api.post('/document/setdone', { uid: doc.uid, done: true, version }), 400, {
      code: 'VALIDATION',
      mentions: 'version',
    });
    expect((await api.get(`/document/load/${doc.uid}`)).body.data).toMatchObject({ memo: 'перша', done: false, version: 1 });
  });

  it('refuses a stale save of a payment, an agent and a manual operation, naming who saved first', async () => {
    const olena = await secondPerson(service, api, `Олена ${uid().slice(0, 8)}`);
    const agent = await f.agent('Постачальник версій');
    const payment = await f.payment({ type: 'payToSupplier', date: '2026-06-11', sum: 100, agent: { uid: agent.uid } });
    const operation = (await api.post('/ledgeroperation/update', { uid: uid(), date: '2026-06-11', memo: 'перша' })).body.data;
    for (const [path, record, field] of [
      ['/paydocument/update', payment, 'memo'],
      ['/agent/update', agent, 'address'],
      ['/ledgeroperation/update', operation, 'memo'],
    ] as const) {
      expect(record.version).toBe(1);
      const first = await olena.post(path, { uid: record.uid, [field]: 'Олени', version: 1 });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect((first.body.data as { version: number }).version).toBe(2);
      const conflict = expectConflict(await api.post(path, { uid: record.uid, [field]: 'моя', version: 1 }), 'Олена');
      expect(conflict).toMatchObject({ uid: record.uid, version: 2 });
    }
    expect((await api.get(`/paydocument/load/${payment.uid}`)).body.data).toMatchObject({ memo: 'Олени', version: 2 });
    expect((await api.get(`/agent/load/${agent.uid}`)).body.data).toMatchObject({ address: 'Олени', version: 2 });
    expect((await api.get(`/ledgeroperation/load/${operation.uid}`)).body.data).toMatchObject({ memo: 'Олени', version: 2 });
    expectConflict(await api.post('/paydocument/delete', { uid: payment.uid, version: 1 }));
    expect((await api.get(`/paydocument/load/${payment.uid}`)).status).toBe(200);
  });

  it('refuses a stale change of an account of the chart, naming it by its code', async () => {
    const code = `361.${String(Math.floor(Math.random() * 900) + 100)}`;
    const made = await api.post('/account/update', { code, name: 'Покупці версій', parent: '361' });
    expect(made.body.data).toMatchObject({ code, version: 1 });
    expect((await api.post('/account/update', { code, name: 'Покупці, друга', version: 1 })).body.data).toMatchObject({ version: 2 });
    expect(expectConflict(await api.post('/account/update', { code, name: 'Стара', version: 1 }))).toMatchObject({
      uid: code,
      kind: 'account',
    });
    expectConflict(await api.post('/account/delete', { code, version: 1 }));
    const listed = await api.get('/account/index/');
    expect(listed.body.data.find((a) => a.code === code)).toMatchObject({ name: 'Покупці, друга', version: 2 });
  });
});
