import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf'];

describe('type codes that are names of object properties', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  it.each(PROTOTYPE_KEYS)('refuses a document of type %s with 400 naming body.type, and stores nothing', async (type) => {
    const docUid = uid();
    expectFailure(await api.post('/document/update', { uid: docUid, type, date: '2026-03-10' }), 400, {
      code: 'VALIDATION',
      mentions: 'body.type',
    });
    expect((await api.get(`/document/load/${docUid}`)).status).toBe(404);
  });

  it.each(PROTOTYPE_KEYS)('refuses a payment of type %s with 400 naming body.type', async (type) => {
    expectFailure(await api.post('/paydocument/update', { uid: uid(), type, date: '2026-03-10', sum: 1 }), 400, {
      code: 'VALIDATION',
      mentions: 'body.type',
    });
  });

  it.each(PROTOTYPE_KEYS)('refuses a printed form named %s with 404', async (form) => {
    const doc = await fixtures(api).document({ type: 'invoice', date: '2026-03-10' });
    expectFailure(await api.get(`/document/pdf/${doc.uid}`, { form }), 404, 'FORM_NOT_FOUND');
  });
});

describe('text the database cannot store', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  const NUL = 'Ремонт\u0000ТОВ';
  const LONE_HIGH = 'Склад \ud800 №1';
  const LONE_LOW = '\udc00Склад';

  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ])('refuses %s in a directory name with 400 naming body.name, and stores nothing', async (_, name) => {
    for (const path of ['store', 'agent', 'entity', 'contract']) {
      const recordUid = uid();
      expectFailure(await api.post(`/${path}/update`, { uid: recordUid, name }), 400, { code: 'VALIDATION', mentions: 'body.name' });
      expect((await api.get(`/${path}/load/${recordUid}`)).status).toBe(404);
    }
  });

  it('refuses NUL in a document memo, number and line memo with 400 naming the field', async () => {
    const goods = await f.entity();
    const base = { uid: uid(), type: 'invoice', date: '2026-03-10' };
    expectFailure(await api.post('/document/update', { ...base, memo: NUL }), 400, { code: 'VALIDATION', mentions: 'body.memo' });
    expectFailure(await api.post('/document/update', { ...base, no: NUL }), 400, { code: 'VALIDATION', mentions: 'body.no' });
    expectFailure(
      await api.post('/document/update', { ...base, details: [{ entity: { uid: goods.uid }, qty: 1, memo: LONE_HIGH }] }),
      400,
      { code: 'VALIDATION', mentions: 'body.details.0.memo' },
    );
    expect((await api.get(`/document/load/${base.uid}`)).status).toBe(404);
  });

  it('refuses NUL in a payment memo with 400 naming the field', async () => {
    expectFailure(await api.post('/paydocument/update', { uid: uid(), type: 'cashIn', date: '2026-03-10', memo: NUL }), 400, {
      code: 'VALIDATION',
      mentions: 'body.memo',
    });
  });

  it('refuses NUL and lone surrogates in a batch, naming the record, and stores none of the batch', async () => {
    const first = { uid: uid(), name: 'Добрий' };
    expectFailure(await api.post('/store/batch', [first, { uid: uid(), name: LONE_LOW }]), 400, {
      code: 'VALIDATION',
      mentions: 'body.1.name',
    });
    expect((await api.get(`/store/load/${first.uid}`)).status).toBe(404);
  });

  // A query string is UTF-8 on the wire, so a lone surrogate cannot arrive in one; NUL (%00) can.
  it('refuses NUL in a find value with 400 naming query.value', async () => {
    expectFailure(await api.get('/agent/find/', { what: 'code', value: '1234\u00005678' }), 400, {
      code: 'VALIDATION',
      mentions: 'query.value',
    });
    expectFailure(await api.get('/entity/find/', { what: 'article', value: 'A\u0000' }), 400, {
      code: 'VALIDATION',
      mentions: 'query.value',
    });
  });

  it('stores text with every other control character, emoji and Cyrillic exactly as sent', async () => {
    const name = 'Tab\there\r\nі ґ 🧾 \u0001\u001f\u007f';
    const stored = await f.store(name);
    expect((await api.get(`/store/load/${stored.uid}`)).body.data.name).toBe(name);
  });
});
