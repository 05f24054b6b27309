import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, fixtures, testService, uid, type ApiClient } from '../support/test-service.js';

describe('amount rules', () => {
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    api = apiClient((await testService()).app);
    f = fixtures(api);
  });

  /** Sends a document of `type` with `details` and asserts it is refused naming `mentions`, and that nothing was stored. */
  async function expectRefusedDocument(type: string, details: object[], mentions: string, extra: object = {}) {
    const [agent, store] = [await f.agent(), await f.store()];
    const docUid = uid();
    const reply = await api.post('/document/update', {
      uid: docUid,
      type,
      date: '2026-03-10',
      agent: { uid: agent.uid },
      storeIn: { uid: store.uid },
      storeOut: { uid: store.uid },
      details,
      ...extra,
    });
    expectFailure(reply, 422, { code: 'INVALID_AMOUNT', mentions });
    expect((await api.get(`/document/load/${docUid}`)).status).toBe(404);
  }

  it('refuses a receipt line with a negative price with 422 naming the line', async () => {
    const goods = await f.entity();
    await expectRefusedDocument(
      'waybillIn',
      [
        { entity: { uid: goods.uid }, qty: 10, price: 1 },
        { entity: { uid: goods.uid }, qty: 10, price: -5 },
      ],
      'details[1].price must not be negative',
    );
  });

  it('refuses a sale line with a negative sum with 422 naming the line', async () => {
    const goods = await f.entity();
    await expectRefusedDocument(
      'waybillOut',
      [{ entity: { uid: goods.uid }, qty: 1, price: 0, sum: -100 }],
      'details[0].sum must not be negative',
    );
  });

  it('refuses a service act with a negative or zero quantity with 422 naming the line', async () => {
    const service = await f.entity('Послуга', { kind: 'service' });
    const ok = { entity: { uid: service.uid }, qty: 1, price: 100 };
    await expectRefusedDocument(
      'billCompleteWork',
      [ok, ok, { entity: { uid: service.uid }, qty: -3, price: 100 }],
      'details[2].qty must be greater than 0',
    );
    await expectRefusedDocument(
      'billCompleteWork',
      [{ entity: { uid: service.uid }, qty: '0', price: 100 }],
      'details[0].qty must be greater than 0',
    );
  });

  it('refuses a manufacture product line with zero quantity when it is saved, not only when it is posted', async () => {
    const [product, material] = [await f.entity('Виріб', { kind: 'product' }), await f.entity('Сировина', { kind: 'material' })];
    await expectRefusedDocument(
      'manufacture',
      [
        { entity: { uid: product.uid }, qty: 0, kind: 'product' },
        { entity: { uid: material.uid }, qty: 1, kind: 'material' },
      ],
      'details[0].qty must be greater than 0',
    );
  });

  it('refuses a negative document sum with 422 naming the field', async () => {
    const service = await f.entity('Послуга', { kind: 'service' });
    await expectRefusedDocument('billCompleteWork', [{ entity: { uid: service.uid }, qty: 1, price: 100 }], 'sum must not be negative', {
      sum: -1,
    });
  });

  it('refuses a payment with a negative sum with 422 and stores nothing', async () => {
    const agent = await f.agent();
    const payUid = uid();
    expectFailure(
      await api.post('/paydocument/update', {
        uid: payUid,
        type: 'payFromCustomer',
        date: '2026-03-10',
        sum: '-0.01',
        agent: { uid: agent.uid },
      }),
      422,
      { code: 'INVALID_AMOUNT', mentions: 'sum must not be negative' },
    );
    expect((await api.get(`/paydocument/load/${payUid}`)).status).toBe(404);
  });

  it('refuses a negative default price of an entity with 422', async () => {
    const entityUid = uid();
    expectFailure(await api.post('/entity/update', { uid: entityUid, name: 'Мінус', price: -1 }), 422, {
      code: 'INVALID_AMOUNT',
      mentions: 'price must not be negative',
    });
    expect((await api.get(`/entity/load/${entityUid}`)).status).toBe(404);
  });

  it('refuses a price the database cannot hold exactly (ten-thousandths past 2^53) with 422, and keeps the largest one it can', async () => {
    const entityUid = uid();
    expectFailure(await api.post('/entity/update', { uid: entityUid, name: 'Завелика ціна', price: '900719925474.0992' }), 422, {
      code: 'INVALID_AMOUNT',
      mentions: 'price must be less than 100000000000',
    });
    expect((await api.get(`/entity/load/${entityUid}`)).status).toBe(404);
    const largest = await api.post('/entity/update', { uid: entityUid, name: 'Найбільша ціна', price: '99999999999.9999' });
    expect(largest.status).toBe(200);
    expect((await api.get(`/entity/load/${entityUid}`)).body.data.price).toBe(99999999999.9999);
  });

  it('accepts zero prices and sums, the amounts of a gift or a free service', async () => {
    const service = await f.entity('Послуга', { kind: 'service' });
    const doc = await f.document({
      type: 'billCompleteWork',
      date: '2026-03-10',
      sum: 0,
      details: [{ entity: { uid: service.uid }, qty: 1, price: 0, sum: 0 }],
    });
    expect(doc.details[0]).toMatchObject({ qty: 1, price: 0, sum: 0 });
  });

  it('refuses a line whose qty × price overflows the stored precision, naming the line, and stores nothing', async () => {
    const goods = await f.entity();
    await expectRefusedDocument(
      'waybillIn',
      [{ entity: { uid: goods.uid }, qty: '999999999999.999', price: '99999.9999' }],
      'details[0].sum',
    );
  });

  it('refuses a line whose price derived from sum ÷ qty overflows the stored precision', async () => {
    const goods = await f.entity();
    await expectRefusedDocument('waybillIn', [{ entity: { uid: goods.uid }, qty: '0.001', sum: '999999999999.99' }], 'details[0].price');
  });

  it('refuses lines whose sum together overflows a document sum', async () => {
    const goods = await f.entity();
    const line = { entity: { uid: goods.uid }, qty: 10, price: '99999999999' };
    await expectRefusedDocument('waybillIn', [line, line], 'sum');
  });
});
