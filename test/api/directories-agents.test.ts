import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, AgentIndexItem, envelopeOf } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, testService, uid, type ApiClient } from '../support/test-service.js';
import { at, defined, single } from '../support/checked.js';

/** A random string of `n` digits, so codes of different tests never collide. */
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const iban = () => `UA${digits(27)}`;

describe('agents', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  describe('update', () => {
    it('creates an agent of type company when no type is sent', async () => {
      const a = { uid: uid(), name: 'ТОВ «Ромашка»' };
      const reply = await api.post('/agent/update', a);
      expect(envelopeOf(Agent).parse(reply.body).data).toMatchObject({ ...a, type: 'company' });
    });

    it('stores every further field and returns them on load', async () => {
      const a = {
        uid: uid(),
        name: 'ФОП Петренко',
        type: 'person',
        code: digits(10),
        taxCode: digits(12),
        address: 'м. Київ, вул. Хрещатик, 1',
        phone: '+380441234567',
        email: 'p@example.ua',
        iban: iban(),
      };
      await api.post('/agent/update', a);
      expect((await api.get(`/agent/load/${a.uid}`)).body.data).toEqual({ ...a, version: 1 });
    });

    it('keeps the values of fields not sent, including the type', async () => {
      const a = { uid: uid(), name: 'Стара назва', type: 'person', code: digits(8), phone: '111' };
      await api.post('/agent/update', a);
      const reply = await api.post('/agent/update', { uid: a.uid, phone: '222' });
      expect(reply.body.data).toMatchObject({ name: 'Стара назва', type: 'person', code: a.code, phone: '222' });
    });

    it('clears a code when an empty string is sent', async () => {
      const a = { uid: uid(), name: 'Без коду', code: digits(8) };
      await api.post('/agent/update', a);
      expect((await api.post('/agent/update', { uid: a.uid, code: '' })).body.data.code).toBe('');
    });

    it('accepts a registry code of 8 or 10 digits, a 12-digit VAT number and a UA IBAN', async () => {
      for (const fields of [{ code: digits(8) }, { code: digits(10) }, { taxCode: digits(12) }, { iban: iban() }]) {
        expect((await api.post('/agent/update', { uid: uid(), name: 'Коди', ...fields })).status).toBe(200);
      }
    });

    it.each([
      ['code', '1234567'],
      ['code', '123456789'],
      ['code', '12345678901'],
      ['code', '1234567A'],
      ['code', ' 12345678'],
      ['taxCode', '12345678901'],
      ['taxCode', '1234567890123'],
      ['taxCode', 'ABCDEFGHIJKL'],
      ['iban', 'UA12345'],
      ['iban', `PL${'1'.repeat(27)}`],
      ['iban', `ua${'1'.repeat(27)}`],
      ['iban', `UA${'1'.repeat(28)}`],
    ])('refuses %s = %j with 400 naming the field, and stores nothing', async (field, value) => {
      const a = { uid: uid(), name: 'Погані коди', [field]: value };
      expectFailure(await api.post('/agent/update', a), 400, { code: 'VALIDATION', mentions: `body.${field}` });
      expect((await api.get(`/agent/load/${a.uid}`)).status).toBe(404);
    });

    it('refuses a name that is not a string', async () => {
      expectFailure(await api.post('/agent/update', { uid: uid(), name: 42 }), 400, { code: 'VALIDATION', mentions: 'body.name' });
    });
  });

  describe('the internal id', () => {
    it('is returned by the index only, not by update, load or find', async () => {
      const a = { uid: uid(), name: 'Ідентифікатор', code: digits(10) };
      expect((await api.post('/agent/update', a)).body.data).not.toHaveProperty('id');
      expect((await api.get(`/agent/load/${a.uid}`)).body.data).not.toHaveProperty('id');
      expect(at((await api.get('/agent/find/', { what: 'code', value: a.code })).body.data, 0)).not.toHaveProperty('id');
      const count = defined((await api.get('/agent/index/', { pageSize: 1 })).body.totalCount, 'totalCount');
      const page = await api.get('/agent/index/', { pageSize: 1, offset: count - 1 });
      const item = single(envelopeOf(AgentIndexItem.array()).parse(page.body).data);
      expect(item.uid).toBe(a.uid);
      expect(Number.isInteger(item.id)).toBe(true);
    });

    it('grows with creation order and does not change when the agent is updated', async () => {
      const [first, second] = [
        { uid: uid(), name: 'Перший' },
        { uid: uid(), name: 'Другий' },
      ];
      await api.post('/agent/batch', [first, second]);
      const count = defined((await api.get('/agent/index/', { pageSize: 1 })).body.totalCount, 'totalCount');
      const before = (await api.get('/agent/index/', { pageSize: 2, offset: count - 2 })).body.data;
      expect(before.map((i) => i.uid)).toEqual([first.uid, second.uid]);
      expect(at(before, 1).id).toBeGreaterThan(at(before, 0).id);
      await api.post('/agent/update', { uid: first.uid, name: 'Перший, перейменований' });
      const after = (await api.get('/agent/index/', { pageSize: 2, offset: count - 2 })).body.data;
      expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id));
    });
  });

  describe('find by code', () => {
    it('finds an agent by its registry code and another by its VAT number', async () => {
      const byCode = { uid: uid(), name: 'За кодом', code: digits(10) };
      const byTax = { uid: uid(), name: 'За ІПН', taxCode: digits(12) };
      await api.post('/agent/batch', [byCode, byTax]);
      const one = await api.get('/agent/find/', { what: 'code', value: byCode.code });
      expect(envelopeOf(Agent.array()).parse(one.body)).toMatchObject({ count: 1, data: [{ uid: byCode.uid, name: 'За кодом' }] });
      const other = await api.get('/agent/find/', { what: 'code', value: byTax.taxCode });
      expect(other.body).toMatchObject({ count: 1, data: [{ uid: byTax.uid }] });
    });

    it('matches the whole code exactly, not a part of it', async () => {
      const a = { uid: uid(), name: 'Точний збіг', code: digits(10) };
      await api.post('/agent/update', a);
      for (const value of [a.code.slice(0, 8), a.code.slice(1), `${a.code}0`, `%${a.code.slice(2)}`]) {
        expect((await api.get('/agent/find/', { what: 'code', value })).body).toEqual({ success: true, data: [], count: 0 });
      }
    });

    it('returns at most 10 agents and counts what it returns', async () => {
      const code = digits(8);
      await api.post(
        '/agent/batch',
        Array.from({ length: 12 }, (_, i) => ({ uid: uid(), name: `Філія ${i}`, code })),
      );
      const reply = await api.get('/agent/find/', { what: 'code', value: code });
      expect(reply.body.data).toHaveLength(10);
      expect(reply.body.count).toBe(10);
    });

    it('finds nothing for an injection-looking value and leaves the agents intact', async () => {
      const reply = await api.get('/agent/find/', { what: 'code', value: "' OR '1'='1" });
      expect(reply.body).toEqual({ success: true, data: [], count: 0 });
      expect((await api.get('/agent/index/', { pageSize: 1 })).body.totalCount).toBeGreaterThan(0);
    });

    it('refuses any what other than code, and a missing value, with 400', async () => {
      expectFailure(await api.get('/agent/find/', { what: 'taxCode', value: '123' }), 400, { code: 'VALIDATION', mentions: 'query.what' });
      expectFailure(await api.get('/agent/find/', { what: 'name', value: 'x' }), 400, { code: 'VALIDATION', mentions: 'query.what' });
      expectFailure(await api.get('/agent/find/', { value: '12345678' }), 400, { code: 'VALIDATION', mentions: 'query.what' });
      expectFailure(await api.get('/agent/find/', { what: 'code' }), 400, { code: 'VALIDATION', mentions: 'query.value' });
    });
  });

  describe('text is stored verbatim', () => {
    it('keeps SQL-looking text, Cyrillic, apostrophes and emoji exactly as sent', async () => {
      const a = {
        uid: uid(),
        name: "Robert'); DROP TABLE agents; --",
        address: "м. Кам'янець-Подільський, вул. Зарічанська, 2 🏭",
        phone: '1; DELETE FROM tokens',
        email: '\\x00 "quoted" ʼ’ 𝕌',
      };
      await api.post('/agent/update', a);
      expect((await api.get(`/agent/load/${a.uid}`)).body.data).toMatchObject(a);
      expect((await api.get('/agent/index/', { pageSize: 1 })).status).toBe(200);
    });
  });
});
