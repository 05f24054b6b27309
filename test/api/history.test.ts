import { beforeAll, describe, expect, it } from 'vitest';
import { HistoryRecord, TokenAdded } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient, type TestService } from '../support/test-service.js';
import { at } from '../support/checked.js';
import { historyAroundToday } from '../support/history-pages.js';

/** The history of every change (docs/service-behaviour.md, "History of changes"). */
describe('the history of changes', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await testService();
    api = apiClient(service.app);
    f = fixtures(api);
  });

  const historyOf = async (recordUid: string, client = api): Promise<HistoryRecord[]> => {
    const reply = await client.get('/history/', { uid: recordUid });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return HistoryRecord.array().parse(reply.body.data);
  };
  const changeOf = (record: HistoryRecord | undefined, field: string) => record?.changes.find((c) => c.field === field);

  async function invoiceWithTwoLines() {
    const [customer, item] = [await f.agent('Покупець історії'), await f.entity('Цвяхи')];
    const doc = await f.document({
      type: 'invoice',
      date: '2026-06-10',
      agent: { uid: customer.uid },
      memo: 'перша',
      details: [
        { entity: { uid: item.uid }, qty: 2, price: 50 },
        { entity: { uid: item.uid }, qty: 1, price: 10 },
      ],
    });
    return { doc, customer, item };
  }

  it('records a new document with its fields and lines, by the token’s person', async () => {
    const { doc, customer } = await invoiceWithTwoLines();
    const [created, ...more] = await historyOf(doc.uid);
    expect(more).toEqual([]);
    expect(created).toMatchObject({ operation: 'create', kind: 'document', uid: doc.uid, user: 'full' });
    expect(changeOf(created, 'type')).toEqual({ field: 'type', old: null, new: 'invoice' });
    expect(changeOf(created, 'agent')).toEqual({ field: 'agent', old: null, new: { uid: customer.uid, name: 'Покупець історії' } });
    expect(changeOf(created, 'details[2].qty')).toEqual({ field: 'details[2].qty', old: null, new: 1 });
    expect(Date.now() - Date.parse(created?.at ?? '')).toBeLessThan(60_000);
  });

  it('records an update as the fields it changed, old → new, and nothing for an update that changes nothing', async () => {
    const { doc } = await invoiceWithTwoLines();
    const lines = doc.details.map((l: { uid: string; entity: { uid: string }; price: number }) => ({
      uid: l.uid,
      entity: l.entity,
      price: l.price,
    }));
    await f.document({
      uid: doc.uid,
      memo: 'друга',
      details: [
        { ...at(lines, 0), qty: 3 },
        { ...at(lines, 1), qty: 1 },
      ],
    });
    await f.document({ uid: doc.uid, memo: 'друга' });
    const [, updated, ...more] = await historyOf(doc.uid);
    expect(more).toEqual([]);
    expect(updated?.operation).toBe('update');
    expect(updated?.changes).toEqual(
      expect.arrayContaining([
        { field: 'memo', old: 'перша', new: 'друга' },
        { field: 'details[1].qty', old: 2, new: 3 },
        { field: 'details[1].sum', old: 100, new: 150 },
      ]),
    );
    // The document's sum was not sent, so it keeps its stored value (the spec's first rule): no change of it.
    expect(updated?.changes.map((c) => c.field)).not.toContain('details[2].qty');
    expect(updated?.changes.map((c) => c.field)).not.toContain('sum');
  });

  it('records posting, unposting and linking, and keeps the records of a deleted document', async () => {
    const { doc, customer } = await invoiceWithTwoLines();
    await f.post(doc.uid);
    await f.unpost(doc.uid);
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-06-11', agent: { uid: customer.uid }, sum: 10 });
    await f.link(payment.uid, doc.uid);
    const operations = (await historyOf(doc.uid)).map((r) => [r.operation, r.changes]);
    expect(operations.slice(1)).toEqual([
      ['post', [{ field: 'done', old: false, new: true }]],
      ['unpost', [{ field: 'done', old: true, new: false }]],
    ]);
    const linked = (await historyOf(payment.uid)).at(-1);
    expect(linked).toMatchObject({ operation: 'link', kind: 'payment' });
    expect(changeOf(linked, 'parent')).toMatchObject({ old: null, new: { uid: doc.uid } });

    await f.link(payment.uid, null);
    expect((await api.post('/paydocument/delete', { uid: payment.uid })).status).toBe(200);
    const afterDelete = await historyOf(payment.uid);
    expect(afterDelete.map((r) => r.operation)).toEqual(['create', 'link', 'link', 'delete']);
    expect(changeOf(afterDelete.at(-1), 'sum')).toEqual({ field: 'sum', old: 10, new: null });
  });

  it('records directory records, one by one and in batches', async () => {
    const agent = await f.agent('ТОВ «Стара назва»');
    await f.agent('ТОВ «Нова назва»', { uid: agent.uid });
    expect((await historyOf(agent.uid)).map((r) => [r.operation, changeOf(r, 'name')?.new])).toEqual([
      ['create', 'ТОВ «Стара назва»'],
      ['update', 'ТОВ «Нова назва»'],
    ]);
    const uids = [uid(), uid(), uid()];
    const batch = await api.post(
      '/store/batch',
      uids.map((u, i) => ({ uid: u, name: `Склад ${i}` })),
    );
    expect(batch.status).toBe(200);
    for (const u of uids) expect((await historyOf(u)).map((r) => [r.kind, r.operation])).toEqual([['store', 'create']]);
  });

  it('names the person of the token that made each change', async () => {
    const name = `Оксана ${uid().slice(0, 6)}`;
    const token = TokenAdded.parse((await api.post('/company/tokens/add', { name, rights: ['post'] })).body.data).token;
    const hers = apiClient(service.app, token);
    const store = await fixtures(hers).store('Склад Оксани');
    expect((await historyOf(store.uid, hers)).map((r) => r.user)).toEqual([name]);
  });

  it('names the people of the office to every token; only manage-tokens sees the tokens given', async () => {
    const stamp = uid().slice(0, 6);
    const given = async (name: string, rights: string[]) =>
      TokenAdded.parse((await api.post('/company/tokens/add', { name, rights })).body.data);
    const [manager, clerk] = [await given(`Керівниця ${stamp}`, ['manage-tokens']), await given(`Касир ${stamp}`, ['post'])];
    const [managers, clerks] = [apiClient(service.app, manager.token), apiClient(service.app, clerk.token)];
    const byFull = await f.agent('Запис повного');
    const byClerk = await fixtures(clerks).agent('Запис касира');
    expect((await historyOf(byFull.uid, clerks)).map((r) => r.user)).toEqual(['full']);
    expect((await historyOf(byClerk.uid, clerks)).map((r) => r.user)).toEqual([clerk.name]);
    expect((await historyOf(byFull.uid, managers)).map((r) => r.user)).toEqual(['full']);
    expect((await historyOf(byClerk.uid, managers)).map((r) => r.user)).toEqual([clerk.name]);

    // The tokens given name their people in their fields too: only manage-tokens lists them.
    const clerkSees = await historyAroundToday(clerks);
    expect(clerkSees.records.length).toBe(clerkSees.totalCount);
    expect(clerkSees.records.filter((r) => r.kind === 'token')).toEqual([]);
    expect(clerkSees.records.map((r) => r.user)).not.toContain(null);
    expect(clerkSees.records.map((r) => r.user)).toContain('full');
    const managerSees = await historyAroundToday(managers);
    const tokensGiven = managerSees.records.filter((r) => r.kind === 'token').map((r) => changeOf(r, 'name')?.new);
    expect(tokensGiven).toEqual(expect.arrayContaining([manager.name, clerk.name]));
    expect(managerSees.records.map((r) => r.user)).toContain('full');
  });

  it('leaves no record of a refused change', async () => {
    const customer = await f.agent();
    const empty = await f.document({ type: 'invoice', date: '2026-06-12', agent: { uid: customer.uid } });
    expectFailure(await api.post('/document/setdone', { uid: empty.uid, done: true }), 422, 'NO_LINES');
    expectFailure(await api.post('/document/update', { uid: empty.uid, agent: { uid: uid() } }), 422, 'UNKNOWN_REFERENCE');
    expect((await historyOf(empty.uid)).map((r) => r.operation)).toEqual(['create']);
    const never = uid();
    expectFailure(
      await api.post('/document/update', { uid: never, type: 'invoice', date: '2026-06-12', agent: { uid: uid() } }),
      422,
      'UNKNOWN_REFERENCE',
    );
    expect(await historyOf(never)).toEqual([]);
  });

  it('lists a period oldest first, in pages with the total count', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const first = await api.get('/history/', { from: today, to: today, pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.totalCount).toBeGreaterThan(2);
    const second = await api.get('/history/', { from: today, to: today, pageSize: 2, offset: 2 });
    const ids = [...first.body.data, ...second.body.data].map((r: HistoryRecord) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
    expect((await api.get('/history/', { from: '2000-01-01', to: '2000-12-31' })).body).toMatchObject({ data: [], totalCount: 0 });
  });

  it('refuses a query without a record or a whole period, a reversed period, a bad uid or page (400)', async () => {
    expectFailure(await api.get('/history/'), 400, 'VALIDATION');
    expectFailure(await api.get('/history/', { from: '2026-01-01' }), 400, 'VALIDATION');
    expectFailure(await api.get('/history/', { from: '2026-02-01', to: '2026-01-01' }), 400, 'VALIDATION');
    expectFailure(await api.get('/history/', { uid: 'not-a-uid' }), 400, 'VALIDATION');
    expectFailure(await api.get('/history/', { uid: uid(), pageSize: 101 }), 400, 'VALIDATION');
  });

  it('cannot be changed through the API', async () => {
    expectFailure(await api.post('/history/', { uid: uid() }), 405, 'METHOD_NOT_ALLOWED');
    expectFailure(await api.post('/history/delete', { uid: uid() }), 404, 'NOT_FOUND');
  });
});
