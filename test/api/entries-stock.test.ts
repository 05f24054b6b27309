import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/api-assertions.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';

/**
 * The entries of stock operations (docs/service-behaviour.md, "Entries"), and how re-costing and the
 * closed period treat them (docs/general-ledger.md). A company of its own that pays VAT.
 */
describe('entries of stock operations', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    service = await createTestService('entriesstock');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true, lockDate: null })).status).toBe(200);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** A receipt of `qty` goods at `price` (no VAT) into `store`, posted. */
  async function receive(store: { uid: string }, goods: { uid: string }, qty: number, price: number, date: string) {
    const supplier = await f.agent('Постачальник');
    const doc = await f.document({
      type: 'waybillIn',
      date,
      agent: { uid: supplier.uid },
      storeIn: { uid: store.uid },
      vatCode: 'none',
      details: [{ entity: { uid: goods.uid }, qty, price }],
    });
    await f.post(doc.uid);
    return doc;
  }

  it('writes a manufacture: materials and services into 23, the products out of it into 26 at their cost', async () => {
    const [raw, finished] = [await f.store('Сировина'), await f.store('Цех')];
    const [flour, baking, bread] = [
      await f.entity('Борошно', { kind: 'material' }),
      await f.entity('Випікання', { kind: 'service' }),
      await f.entity('Хліб', { kind: 'product' }),
    ];
    await receive(raw, flour, 10, 10, '2026-04-01');
    const doc = await f.document({
      type: 'manufacture',
      date: '2026-04-02',
      storeOut: { uid: raw.uid },
      storeIn: { uid: finished.uid },
      details: [
        { entity: { uid: flour.uid }, kind: 'material', qty: 4 },
        { entity: { uid: baking.uid }, kind: 'material', qty: 1, price: 20 },
        { entity: { uid: bread.uid }, kind: 'product', qty: 2 },
      ],
    });
    await f.post(doc.uid);
    expect(await entriesText(api, doc.uid)).toEqual(['23 / 201 Борошно Сировина 40 ×4', '23 / 92 20', '26 Хліб Цех / 23 60 ×2']);
  });

  it('writes a move from store to store and a write-off at batch cost', async () => {
    const [a, b] = [await f.store('Склад А'), await f.store('Склад Б')];
    const nails = await f.entity('Цвях');
    await receive(a, nails, 10, 2.5, '2026-04-01');
    const move = await f.document({
      type: 'inventoryMove',
      date: '2026-04-02',
      storeOut: { uid: a.uid },
      storeIn: { uid: b.uid },
      details: [{ entity: { uid: nails.uid }, qty: 4 }],
    });
    await f.post(move.uid);
    expect(await entriesText(api, move.uid)).toEqual(['281 Цвях Склад Б / 281 Цвях Склад А 10 ×4']);
    const writeOff = await f.document({
      type: 'inventoryWriteOff',
      date: '2026-04-03',
      storeOut: { uid: b.uid },
      details: [{ entity: { uid: nails.uid }, qty: 1 }],
    });
    await f.post(writeOff.uid);
    expect(await entriesText(api, writeOff.uid)).toEqual(['947 / 281 Цвях Склад Б 2.5 ×1']);
  });

  it('corrects the cost entries of a later sale when a back-dated receipt re-costs it, and restores them on unposting', async () => {
    const store = await f.store('Склад');
    const [customer, nails] = [await f.agent('Покупець'), await f.entity('Цвях')];
    await receive(store, nails, 10, 10, '2026-04-10');
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-04-20',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: nails.uid }, qty: 5, price: 30 }],
    });
    await f.post(sale.uid);
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 180', '702 / 641 30', '902 / 281 Цвях Склад 50 ×5']);

    // Older and dearer goods: the sale takes them first.
    const older = await receive(store, nails, 5, 20, '2026-04-01');
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 180', '702 / 641 30', '902 / 281 Цвях Склад 100 ×5']);
    await f.unpost(older.uid);
    expect(await entriesText(api, sale.uid)).toEqual(['361 Покупець / 702 180', '702 / 641 30', '902 / 281 Цвях Склад 50 ×5']);
  });

  it('refuses a change to the entries of a closed period, and changes none', async () => {
    const store = await f.store('Склад');
    const [customer, nails] = [await f.agent('Покупець'), await f.entity('Цвях')];
    const receipt = await receive(store, nails, 10, 10, '2026-01-10');
    const sale = await f.document({
      type: 'waybillOut',
      date: '2026-01-20',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: nails.uid }, qty: 5, price: 30 }],
    });
    await f.post(sale.uid);
    const before = { receipt: await entriesText(api, receipt.uid), sale: await entriesText(api, sale.uid) };
    expect((await api.post('/company/settings', { lockDate: '2026-01-31' })).status).toBe(200);
    try {
      expectFailure(await api.post('/document/setdone', { uid: receipt.uid, done: false }), 409, 'PERIOD_CLOSED');
      // A dearer receipt dated before the sale, that would re-cost it, cannot even be written there.
      const dearer = {
        uid: uid(),
        type: 'waybillIn',
        date: '2026-01-05',
        agent: { uid: customer.uid },
        storeIn: { uid: store.uid },
        details: [{ entity: { uid: nails.uid }, qty: 5, price: 99 }],
      };
      expectFailure(await api.post('/document/update', dearer), 409, 'PERIOD_CLOSED');
    } finally {
      expect((await api.post('/company/settings', { lockDate: null })).status).toBe(200);
    }
    expect({ receipt: await entriesText(api, receipt.uid), sale: await entriesText(api, sale.uid) }).toEqual(before);
  });

  it('keeps the books equal to the settlements per counterparty and to the stock per store and goods', async () => {
    await expect(service.companyDb.db.transaction().execute((trx) => checkEntryInvariants(trx))).resolves.toBeUndefined();
  });
});
