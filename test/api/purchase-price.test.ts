import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, PurchasePrice } from '../../shared/api/index.js';
import { lastPurchasePrice } from '../../server/ledger/documents/purchase-price.js';
import { expectFailure } from '../support/api-assertions.js';
import { plansOf } from '../support/query-plans.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';

type Ref = { uid: string };

/**
 * The last purchase price (docs/service-behaviour.md, "Purchase prices"), which a receipt's line is
 * prefilled with: the supplier's own latest posted buying document first, else any supplier's;
 * drafts, sales and documents after the date never count. A company of its own, so the goods'
 * history is this file's alone.
 */
describe('GET /entity/purchaseprice/{uid}', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let store: Ref;
  let brick: Ref;
  let first: Ref;
  let second: Ref;
  let stranger: Ref;
  const documents: Record<string, { uid: string; no: string }> = {};

  beforeAll(async () => {
    service = await createTestService('purchase-price');
    api = apiClient(service.app);
    f = fixtures(api);
    [store, brick] = [await f.store(), await f.entity('Цегла')];
    [first, second, stranger] = [await f.agent('ТОВ «Перший»'), await f.agent('ТОВ «Другий»'), await f.agent('ТОВ «Чужий»')];
    const customer = await f.agent('Покупець');
    const buy = async (name: string, type: string, agent: Ref, date: string, price: number, posted = true, vatInPrice = false) => {
      const head = type === 'waybillOut' ? { storeOut: { uid: store.uid } } : { storeIn: { uid: store.uid } };
      const doc = await f.document({
        type,
        date,
        agent: { uid: agent.uid },
        ...head,
        vatCode: '20',
        vatInPrice,
        details: [{ entity: { uid: brick.uid }, qty: 10, price }],
      });
      if (posted) await f.post(doc.uid);
      documents[name] = doc;
    };
    await buy('january', 'waybillIn', first, '2035-01-10', 100);
    await buy('february', 'waybillIn', second, '2035-02-05', 120, true, true);
    await buy('invoice', 'invoiceIn', first, '2035-02-20', 105);
    await buy('draft', 'waybillIn', first, '2035-03-01', 130, false);
    await buy('sale', 'waybillOut', customer, '2035-03-05', 250);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const priceOf = async (entity: string, query: Record<string, string> = {}) => {
    const reply = await api.get(`/entity/purchaseprice/${entity}`, query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(PurchasePrice).parse(reply.body).data;
  };

  it("gives the supplier's own last price, posted and dated on or before the day asked", async () => {
    expect(await priceOf(brick.uid, { agent: first.uid })).toEqual({
      price: 105,
      vatInPrice: false,
      vatCode: '20',
      fromAgent: true,
      agent: { uid: first.uid, name: 'ТОВ «Перший»' },
      document: { uid: documents.invoice!.uid, type: 'invoiceIn', no: documents.invoice!.no, date: '2035-02-20' },
    });
    // The draft of 01.03 and the sale of 05.03 are not prices we paid.
    expect((await priceOf(brick.uid, { agent: first.uid, date: '2035-03-31' }))?.price).toBe(105);
    expect(await priceOf(brick.uid, { agent: first.uid, date: '2035-02-19' })).toMatchObject({ price: 100, fromAgent: true });
  });

  it("falls back to any supplier's last price, with that document's VAT convention", async () => {
    expect(await priceOf(brick.uid, { agent: stranger.uid, date: '2035-02-10' })).toMatchObject({
      price: 120,
      vatInPrice: true,
      fromAgent: false,
      agent: { uid: second.uid, name: 'ТОВ «Другий»' },
    });
    expect(await priceOf(brick.uid, { agent: second.uid, date: '2035-01-31' })).toMatchObject({ price: 100, fromAgent: false });
    expect(await priceOf(brick.uid)).toMatchObject({ price: 105, fromAgent: false });
  });

  it('is null for goods never bought, or not yet bought on the day', async () => {
    const sand = await f.entity('Пісок');
    expect(await priceOf(sand.uid, { agent: first.uid })).toBeNull();
    expect(await priceOf(brick.uid, { date: '2035-01-09' })).toBeNull();
  });

  it('refuses a malformed uid, supplier or date, and records that do not exist, in the envelope', async () => {
    expectFailure(await api.get('/entity/purchaseprice/not-a-uuid'), 400, 'VALIDATION');
    expectFailure(await api.get(`/entity/purchaseprice/${brick.uid}`, { agent: 'nobody' }), 400, { code: 'VALIDATION', mentions: 'agent' });
    expectFailure(await api.get(`/entity/purchaseprice/${brick.uid}`, { date: '2035-13-40' }), 400, {
      code: 'VALIDATION',
      mentions: 'date',
    });
    expectFailure(await api.get(`/entity/purchaseprice/${uid()}`), 404, { code: 'NOT_FOUND', mentions: 'entity' });
    expectFailure(await api.get(`/entity/purchaseprice/${brick.uid}`, { agent: uid() }), 422, {
      code: 'UNKNOWN_REFERENCE',
      mentions: 'agent',
    });
  });

  it("reads the goods' own lines by their index, not every line of every document", async () => {
    const plans = (await plansOf(service.companyDb, (db) => lastPurchasePrice(db, brick.uid, { agent: stranger.uid }))).join('\n');
    expect(plans).toMatch(/document_lines_entity/);
    expect(plans).not.toMatch(/SCAN (l|document_lines)\b(?! USING)|Seq Scan on document_lines/);
  });
});
