import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Entity, envelopeOf } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, testService, uid, type ApiClient } from '../support/test-service.js';

/** A random 13-digit barcode (EAN-13 length), so barcodes of different tests never collide. */
const barcode = () => Array.from({ length: 13 }, () => randomInt(10)).join('');
/** An article no other test uses. */
const article = () => `АРТ-${uid().slice(0, 8)}`;

describe('entities', () => {
  let api: ApiClient;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
  });

  describe('update', () => {
    it('creates goods when no kind is sent', async () => {
      const e = { uid: uid(), name: 'Цвях 100 мм' };
      const reply = await api.post('/entity/update', e);
      expect(envelopeOf(Entity).parse(reply.body).data).toMatchObject({ ...e, kind: 'goods' });
    });

    it('stores every field and returns them on load', async () => {
      const e = {
        uid: uid(),
        name: 'Послуга доставки',
        kind: 'service',
        article: article(),
        unit: 'послуга',
        barcode: barcode(),
        price: 150.5,
        vatCode: '20',
        account: '703',
      };
      await api.post('/entity/update', e);
      expect((await api.get(`/entity/load/${e.uid}`)).body.data).toEqual({ ...e, version: 1 });
    });

    it('keeps the values of fields not sent, including the kind and price', async () => {
      const e = { uid: uid(), name: 'Борошно', kind: 'material', article: article(), unit: 'кг', price: '12.3456', vatCode: 7 };
      await api.post('/entity/update', e);
      const reply = await api.post('/entity/update', { uid: e.uid, name: 'Борошно пшеничне' });
      expect(reply.body.data).toMatchObject({
        name: 'Борошно пшеничне',
        kind: 'material',
        article: e.article,
        unit: 'кг',
        price: 12.3456,
        vatCode: '7',
      });
    });

    it('clears the VAT code when null is sent', async () => {
      const e = { uid: uid(), name: 'Без ПДВ', vatCode: '20' };
      await api.post('/entity/update', e);
      expect((await api.post('/entity/update', { uid: e.uid, vatCode: null })).body.data.vatCode).toBeNull();
    });

    it('reads a price sent as a number or a numeric string to the same value', async () => {
      const [a, b] = [
        { uid: uid(), name: 'Число', price: 19.99 },
        { uid: uid(), name: 'Рядок', price: '19.99' },
      ];
      await api.post('/entity/batch', [a, b]);
      expect((await api.get(`/entity/load/${a.uid}`)).body.data.price).toBe(19.99);
      expect((await api.get(`/entity/load/${b.uid}`)).body.data.price).toBe(19.99);
    });

    it.each([
      ['kind', 'thing'],
      ['kind', 'Goods'],
      ['barcode', '12AB5678'],
      ['barcode', '1234567'],
      ['barcode', '123456789012345'],
      ['price', 'дорого'],
      ['price', '1.23456'],
      ['price', '1e3'],
      ['price', true],
      ['vatCode', '10'],
    ])('refuses %s = %j with 400 naming the field, and stores nothing', async (field, value) => {
      const e = { uid: uid(), name: 'Поганий', [field]: value };
      expectFailure(await api.post('/entity/update', e), 400, { code: 'VALIDATION', mentions: `body.${field}` });
      expect((await api.get(`/entity/load/${e.uid}`)).status).toBe(404);
    });
  });

  describe('find', () => {
    it('finds an entity by its article and another by its barcode', async () => {
      const byArticle = { uid: uid(), name: 'За артикулом', article: article() };
      const byBarcode = { uid: uid(), name: 'За штрихкодом', barcode: barcode() };
      await api.post('/entity/batch', [byArticle, byBarcode]);
      const one = await api.get('/entity/find/', { what: 'article', value: byArticle.article });
      expect(envelopeOf(Entity.array()).parse(one.body)).toMatchObject({ count: 1, data: [{ uid: byArticle.uid }] });
      const other = await api.get('/entity/find/', { what: 'barcode', value: byBarcode.barcode });
      expect(other.body).toMatchObject({ count: 1, data: [{ uid: byBarcode.uid }] });
    });

    it('looks only in the field it is asked about', async () => {
      const e = { uid: uid(), name: 'Штрихкод', barcode: barcode() };
      await api.post('/entity/update', e);
      expect((await api.get('/entity/find/', { what: 'article', value: e.barcode })).body.count).toBe(0);
    });

    it('matches the whole value exactly, not a part of it', async () => {
      const e = { uid: uid(), name: 'Точно', article: article(), barcode: barcode() };
      await api.post('/entity/update', e);
      for (const [what, value] of [
        ['article', e.article.slice(0, -1)],
        ['article', `${e.article} `],
        ['article', `%${e.article.slice(2)}`],
        ['barcode', e.barcode.slice(1)],
      ]) {
        expect((await api.get('/entity/find/', { what, value })).body).toEqual({ success: true, data: [], count: 0 });
      }
    });

    it('returns at most 10 entities and counts what it returns', async () => {
      const shared = article();
      await api.post(
        '/entity/batch',
        Array.from({ length: 11 }, (_, i) => ({ uid: uid(), name: `Варіант ${i}`, article: shared })),
      );
      const reply = await api.get('/entity/find/', { what: 'article', value: shared });
      expect(reply.body.data).toHaveLength(10);
      expect(reply.body.count).toBe(10);
    });

    it('finds an article with SQL-looking text, Cyrillic and emoji by its exact value', async () => {
      const e = { uid: uid(), name: "Ін'єкція 🧪", article: `' OR '1'='1 -- ${uid().slice(0, 6)} ґїє 🔩` };
      await api.post('/entity/update', e);
      const reply = await api.get('/entity/find/', { what: 'article', value: e.article });
      expect(reply.body).toMatchObject({ count: 1, data: [{ uid: e.uid, name: e.name, article: e.article }] });
    });

    it('refuses a what other than article or barcode, and a missing value, with 400', async () => {
      expectFailure(await api.get('/entity/find/', { what: 'name', value: 'x' }), 400, { code: 'VALIDATION', mentions: 'query.what' });
      expectFailure(await api.get('/entity/find/', { what: 'Article', value: 'x' }), 400, { code: 'VALIDATION', mentions: 'query.what' });
      expectFailure(await api.get('/entity/find/', { value: 'x' }), 400, { code: 'VALIDATION', mentions: 'query.what' });
      expectFailure(await api.get('/entity/find/', { what: 'barcode' }), 400, { code: 'VALIDATION', mentions: 'query.value' });
    });
  });
});
