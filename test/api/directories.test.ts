import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AgentIndexItem, Contract, Entity, envelopeOf, Store } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { at, defined } from '../support/checked.js';
import { apiClient, testService, uid, type ApiClient } from '../support/test-service.js';

/** What the shared behaviour of one directory needs: its path, a valid record and one that breaks a field rule. */
interface Kind {
  path: 'agent' | 'entity' | 'contract' | 'store';
  item: z.ZodType;
  valid: (name: string) => { uid: string; name: string };
  invalid: { record: Record<string, unknown>; field: string };
}

const KINDS: Kind[] = [
  {
    path: 'agent',
    item: AgentIndexItem,
    valid: (name) => ({ uid: uid(), name }),
    invalid: { record: { code: '123456789' }, field: 'code' },
  },
  { path: 'entity', item: Entity, valid: (name) => ({ uid: uid(), name }), invalid: { record: { barcode: '12AB5678' }, field: 'barcode' } },
  { path: 'contract', item: Contract, valid: (name) => ({ uid: uid(), name }), invalid: { record: { date: '2026-02-29' }, field: 'date' } },
  { path: 'store', item: Store, valid: (name) => ({ uid: uid(), name }), invalid: { record: { name: 'x'.repeat(501) }, field: 'name' } },
];

describe.each(KINDS)('the $path directory', (kind) => {
  let api: ApiClient;
  const base = `/${kind.path}` as const;
  const total = async () => defined((await api.get(`${base}/index/`, { pageSize: 1 })).body.totalCount, 'totalCount');
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  it('creates a record on update of a new uid and loads it back', async () => {
    const record = kind.valid('Перший запис');
    const created = await api.post(`${base}/update`, record);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, data: { uid: record.uid, name: 'Перший запис' } });
    const loaded = await api.get(`${base}/load/${record.uid}`);
    expect(loaded.body.data).toEqual(created.body.data);
  });

  it('counts a new record in totalCount and lists it last, in creation order', async () => {
    const before = await total();
    const record = kind.valid('Останній');
    await api.post(`${base}/update`, record);
    const page = await api.get(`${base}/index/`, { pageSize: 1, offset: before });
    expect(envelopeOf(kind.item.array()).parse(page.body).totalCount).toBe(before + 1);
    expect(page.body.data).toEqual([expect.objectContaining({ uid: record.uid, name: 'Останній' })]);
  });

  it('updates an existing record in place without adding another', async () => {
    const record = kind.valid('Стара назва');
    await api.post(`${base}/update`, record);
    const before = await total();
    const updated = await api.post(`${base}/update`, { uid: record.uid, name: 'Нова назва' });
    expect(updated.body.data.name).toBe('Нова назва');
    expect(await total()).toBe(before);
    expect((await api.get(`${base}/load/${record.uid}`)).body.data.name).toBe('Нова назва');
  });

  it('treats a UUID in upper case as the same record', async () => {
    const record = kind.valid('Регістр');
    await api.post(`${base}/update`, { ...record, uid: record.uid.toUpperCase() });
    const loaded = await api.get(`${base}/load/${record.uid.toUpperCase()}`);
    expect(loaded.body.data.uid).toBe(record.uid);
  });

  it('pages 20 records by default and honours pageSize 1 to 20', async () => {
    // Guarantees more than 20 records whatever else this worker has stored.
    await api.post(
      `${base}/batch`,
      Array.from({ length: 21 }, (_, i) => kind.valid(`Сторінка ${i}`)),
    );
    expect((await api.get(`${base}/index/`)).body.data).toHaveLength(20);
    expect((await api.get(`${base}/index/`, { pageSize: 20 })).body.data).toHaveLength(20);
    expect((await api.get(`${base}/index/`, { pageSize: 1 })).body.data).toHaveLength(1);
    const first = await api.get(`${base}/index/`, { pageSize: 2 });
    const second = await api.get(`${base}/index/`, { pageSize: 1, offset: 1 });
    expect(at(second.body.data, 0).uid).toBe(at(first.body.data, 1).uid);
  });

  it('returns an empty page past the end, still with the total', async () => {
    const count = await total();
    const reply = await api.get(`${base}/index/`, { offset: count + 5 });
    expect(reply.body).toEqual({ success: true, data: [], totalCount: count });
  });

  it.each([['0'], ['21'], ['x'], ['1.5'], ['-1']])('refuses pageSize=%s with 400 naming pageSize', async (pageSize) => {
    expectFailure(await api.get(`${base}/index/`, { pageSize }), 400, { code: 'VALIDATION', mentions: 'pageSize' });
  });

  it('refuses a negative or non-numeric offset with 400 naming offset', async () => {
    expectFailure(await api.get(`${base}/index/`, { offset: -1 }), 400, { code: 'VALIDATION', mentions: 'offset' });
    expectFailure(await api.get(`${base}/index/`, { offset: 'abc' }), 400, { code: 'VALIDATION', mentions: 'offset' });
  });

  it('answers an unknown uid with 404 in the envelope', async () => {
    const missing = uid();
    expectFailure(await api.get(`${base}/load/${missing}`), 404, { code: 'NOT_FOUND', mentions: missing });
  });

  it('answers a path uid that is not a UUID with 400', async () => {
    expectFailure(await api.get(`${base}/load/not-a-uuid`), 400, { code: 'VALIDATION', mentions: 'path.uid' });
    expectFailure(await api.get(`${base}/load/${uid()}x`), 400, { code: 'VALIDATION', mentions: 'path.uid' });
  });

  it('refuses an update without a valid uid', async () => {
    expectFailure(await api.post(`${base}/update`, { name: 'Без uid' }), 400, { code: 'VALIDATION', mentions: 'body.uid' });
    expectFailure(await api.post(`${base}/update`, { uid: '123', name: 'Поганий uid' }), 400, { code: 'VALIDATION', mentions: 'body.uid' });
  });

  it('refuses an update that breaks a field rule, names the field and stores nothing', async () => {
    const record = { ...kind.valid('Неправильний'), ...kind.invalid.record };
    expectFailure(await api.post(`${base}/update`, record), 400, { code: 'VALIDATION', mentions: `body.${kind.invalid.field}` });
    expect((await api.get(`${base}/load/${record.uid}`)).status).toBe(404);
  });

  it('stores every record of a batch and reports how many', async () => {
    const records = [kind.valid('Пакет 1'), kind.valid('Пакет 2'), kind.valid('Пакет 3')];
    const reply = await api.post(`${base}/batch`, records);
    expect(reply.body).toEqual({ success: true, data: { count: 3 } });
    for (const r of records) expect((await api.get(`${base}/load/${r.uid}`)).body.data.name).toBe(r.name);
  });

  it('keeps the later record when a batch names one uid twice', async () => {
    const first = kind.valid('Перша версія');
    await api.post(`${base}/batch`, [first, { uid: first.uid, name: 'Друга версія' }]);
    expect((await api.get(`${base}/load/${first.uid}`)).body.data.name).toBe('Друга версія');
  });

  it('accepts an empty batch as zero records', async () => {
    expect((await api.post(`${base}/batch`, [])).body).toEqual({ success: true, data: { count: 0 } });
  });

  it('refuses a batch that is not an array', async () => {
    expectFailure(await api.post(`${base}/batch`, kind.valid('Один')), 400, 'VALIDATION');
  });

  it('refuses a batch of 1,001 records with 413 and writes none of them', async () => {
    const before = await total();
    const records = Array.from({ length: 1001 }, (_, i) => kind.valid(`Забагато ${i}`));
    expectFailure(await api.post(`${base}/batch`, records), 413, 'PAYLOAD_TOO_LARGE');
    expect(await total()).toBe(before);
    expect((await api.get(`${base}/load/${at(records, 0).uid}`)).status).toBe(404);
  });

  it('refuses a batch with one bad record with 400 naming it, and writes none of the batch', async () => {
    const records = [
      kind.valid('Добрий 1'),
      kind.valid('Добрий 2'),
      { ...kind.valid('Поганий'), ...kind.invalid.record },
      kind.valid('Добрий 3'),
    ];
    expectFailure(await api.post(`${base}/batch`, records), 400, { code: 'VALIDATION', mentions: `body.2.${kind.invalid.field}` });
    for (const r of records) expect((await api.get(`${base}/load/${r.uid}`)).status).toBe(404);
  });
});

describe('the store directory at its batch limit', () => {
  it('accepts a batch of exactly 1,000 records', async () => {
    const api = apiClient((await testService()).app);
    const records = Array.from({ length: 1000 }, (_, i) => ({ uid: uid(), name: `Склад ${i}` }));
    expect((await api.post('/store/batch', records)).body).toEqual({ success: true, data: { count: 1000 } });
    expect((await api.get(`/store/load/${at(records, 999).uid}`)).body.data.name).toBe('Склад 999');
  });
});
