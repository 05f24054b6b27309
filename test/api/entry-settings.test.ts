import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS } from '../../server/auth.js';
import { writeCompany } from '../../server/company/settings.js';
import { setDone } from '../../server/ledger/documents/posting.js';
import { entriesText } from '../support/entry-views.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * Posting keeps what it reads of the company for its entries, whether it pays VAT and the chart's
 * analytics, between postings (docs/general-ledger.md, "Entries"): a change of either is seen by the
 * next posting, and one rolled back is not. A company of its own: it changes its settings.
 */
/** A VAT payer's nails: at their net cost, the VAT to the tax credit. */
const AS_PAYER = ['281 Цвях Склад / 631 Постачальник 100 ×10', '641 / 631 Постачальник 20'];
/** A company that does not pay VAT carries the supplier's VAT in the cost of the goods (docs/general-ledger.md, "A non-payer's VAT"). */
const AS_NON_PAYER = ['281 Цвях Склад / 631 Постачальник 120 ×10'];

describe('what postings keep of the company for their entries', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let receipt: (goods: { uid: string }) => Promise<{ uid: string }>;
  beforeAll(async () => {
    service = await createTestService('entrysettings');
    api = apiClient(service.app);
    f = fixtures(api);
    const [store, supplier] = [await f.store('Склад'), await f.agent('Постачальник')];
    receipt = (goods) =>
      f.document({
        type: 'waybillIn',
        date: '2026-03-01',
        agent: { uid: supplier.uid },
        storeIn: { uid: store.uid },
        vatCode: '20',
        vatInPrice: false,
        details: [{ entity: { uid: goods.uid }, qty: 10, price: 10 }],
      });
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });
  const posted = async (goods: { uid: string }) => {
    const doc = await receipt(goods);
    await f.post(doc.uid);
    return entriesText(api, doc.uid);
  };

  it('writes VAT once the company pays it, and not for a change to its settings that was rolled back', async () => {
    const goods = await f.entity('Цвях');
    expect(await posted(goods)).toEqual(AS_NON_PAYER);

    const { companyDb } = service;
    const inside = await receipt(goods);
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      companyDb.write(async (trx) => {
        await writeCompany(trx, companyDb.context, { vatPayer: true });
        await setDone(trx, companyDb.context, { body: { uid: inside.uid, done: true }, user: { id: 0, name: 'test', ...ALL_RIGHTS } });
        const vat = await trx.selectFrom('entries').select('debit').where('debit', '=', '641').execute();
        expect(vat.length).toBeGreaterThan(0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await posted(goods)).toEqual(AS_NON_PAYER);

    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    expect(await posted(goods)).toEqual(AS_PAYER);
    expect((await api.post('/company/settings', { vatPayer: false })).status).toBe(200);
    expect(await posted(goods)).toEqual(AS_NON_PAYER);
  });

  it('tracks goods and store on a sub-account added after a posting, as its parent does', async () => {
    expect(await posted(await f.entity('Болт'))).toEqual(['281 Болт Склад / 631 Постачальник 120 ×10']);
    expect((await api.post('/account/update', { code: '281.7', name: 'Товари в дорозі' })).status).toBe(200);
    expect(await posted(await f.entity('Гвинт', { account: '281.7' }))).toEqual(['281.7 Гвинт Склад / 631 Постачальник 120 ×10']);
  });
});
