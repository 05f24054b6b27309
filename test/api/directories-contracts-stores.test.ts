import { beforeAll, describe, expect, it } from 'vitest';
import { Contract, envelopeOf, Store } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

describe('contracts', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  it('stores the agent, number and date and returns the agent with its name', async () => {
    const agent = await f.agent('ТОВ «Постачальник»');
    const c = { uid: uid(), name: 'Договір поставки', agent: { uid: agent.uid }, no: 'П-17/2026', date: '2026-01-15' };
    const reply = await api.post('/contract/update', c);
    expect(envelopeOf(Contract).parse(reply.body).data).toEqual({
      ...c,
      agent: { uid: agent.uid, name: 'ТОВ «Постачальник»' },
      version: 1,
    });
    expect((await api.get(`/contract/load/${c.uid}`)).body.data).toEqual(reply.body.data);
  });

  it('creates a contract without an agent, number or date', async () => {
    const c = { uid: uid(), name: 'Рамковий' };
    expect((await api.post('/contract/update', c)).body.data).toEqual({ ...c, agent: null, no: '', date: null, version: 1 });
  });

  it('keeps the agent and other fields when they are not sent, and detaches the agent on null', async () => {
    const agent = await f.agent();
    const c = { uid: uid(), name: 'Договір', agent: { uid: agent.uid }, no: '1', date: '2026-02-01' };
    await api.post('/contract/update', c);
    const renamed = await api.post('/contract/update', { uid: c.uid, name: 'Договір (нова редакція)' });
    expect(renamed.body.data).toMatchObject({ agent: { uid: agent.uid }, no: '1', date: '2026-02-01' });
    expect((await api.post('/contract/update', { uid: c.uid, agent: null })).body.data).toMatchObject({ agent: null, no: '1' });
  });

  it('refuses a contract that points at an unknown agent with 422 and stores nothing', async () => {
    const c = { uid: uid(), name: 'Сирота', agent: { uid: uid() } };
    expectFailure(await api.post('/contract/update', c), 422, { code: 'UNKNOWN_REFERENCE', mentions: c.agent.uid });
    expect((await api.get(`/contract/load/${c.uid}`)).status).toBe(404);
  });

  it('refuses a batch with one contract of an unknown agent and writes none of it', async () => {
    const agent = await f.agent();
    const good = { uid: uid(), name: 'Добрий', agent: { uid: agent.uid } };
    const bad = { uid: uid(), name: 'Сирота', agent: { uid: uid() } };
    expectFailure(await api.post('/contract/batch', [good, bad]), 422, 'UNKNOWN_REFERENCE');
    expect((await api.get(`/contract/load/${good.uid}`)).status).toBe(404);
  });

  it('refuses an agent reference that is not a UUID and a date that does not exist', async () => {
    expectFailure(await api.post('/contract/update', { uid: uid(), agent: { uid: 'ТОВ' } }), 400, {
      code: 'VALIDATION',
      mentions: 'body.agent.uid',
    });
    expectFailure(await api.post('/contract/update', { uid: uid(), date: '2026-02-29' }), 400, {
      code: 'VALIDATION',
      mentions: 'body.date',
    });
    expectFailure(await api.post('/contract/update', { uid: uid(), date: '15.01.2026' }), 400, {
      code: 'VALIDATION',
      mentions: 'body.date',
    });
  });

  describe("an agent's contracts", () => {
    it('lists exactly the contracts of that agent, with totalCount', async () => {
      const [mine, other] = [await f.agent('Мій'), await f.agent('Чужий')];
      const contracts = [
        { uid: uid(), name: 'Перший', agent: { uid: mine.uid } },
        { uid: uid(), name: 'Чужий', agent: { uid: other.uid } },
        { uid: uid(), name: 'Другий', agent: { uid: mine.uid } },
      ];
      expect((await api.post('/contract/batch', contracts)).body.data.count).toBe(3);
      const reply = await api.get(`/agent/contract/index/${mine.uid}`);
      const body = envelopeOf(Contract.array()).parse(reply.body);
      expect(body.totalCount).toBe(2);
      expect(body.data.map((c) => c.name)).toEqual(['Перший', 'Другий']);
    });

    it('follows a contract moved to another agent', async () => {
      const [from, to] = [await f.agent(), await f.agent()];
      const c = { uid: uid(), name: 'Переданий', agent: { uid: from.uid } };
      await api.post('/contract/update', c);
      await api.post('/contract/update', { uid: c.uid, agent: { uid: to.uid } });
      expect((await api.get(`/agent/contract/index/${from.uid}`)).body).toEqual({ success: true, data: [], totalCount: 0 });
      expect((await api.get(`/agent/contract/index/${to.uid}`)).body.data.map((x: { uid: string }) => x.uid)).toEqual([c.uid]);
    });

    it('answers an unknown agent with 404 and a uid that is not a UUID with 400', async () => {
      const missing = uid();
      expectFailure(await api.get(`/agent/contract/index/${missing}`), 404, { code: 'NOT_FOUND', mentions: missing });
      expectFailure(await api.get('/agent/contract/index/12345'), 400, { code: 'VALIDATION', mentions: 'path.uid' });
    });
  });
});

describe('stores', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  it('stores a name and an address and keeps the address when only the name is sent', async () => {
    const s = { uid: uid(), name: 'Центральний склад', address: 'м. Львів, вул. Городоцька, 300' };
    const created = await api.post('/store/update', s);
    expect(envelopeOf(Store).parse(created.body).data).toEqual({ ...s, version: 1 });
    const renamed = await api.post('/store/update', { uid: s.uid, name: 'Головний склад' });
    expect(renamed.body.data).toEqual({ ...s, name: 'Головний склад', version: 2 });
  });

  it('creates a store with empty text for fields not sent', async () => {
    const s = { uid: uid() };
    expect((await api.post('/store/update', s)).body.data).toEqual({ uid: s.uid, name: '', address: '', version: 1 });
  });

  it('keeps SQL-looking text, Cyrillic and emoji exactly as sent', async () => {
    const s = { uid: uid(), name: "Склад'; TRUNCATE stores; --", address: 'Вінниця 📦 "лапки" \\ ʼ' };
    await api.post('/store/batch', [s]);
    expect((await api.get(`/store/load/${s.uid}`)).body.data).toEqual({ ...s, version: 1 });
  });
});
