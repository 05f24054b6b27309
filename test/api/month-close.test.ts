import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Entry,
  envelopeOf,
  HistoryRecord,
  MonthCloseDocument,
  MonthClosePreview,
  MonthCloseReversed,
  TrialBalance,
  type TrialBalanceRow,
} from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, type ApiClient, type TestService } from '../support/test-service.js';

type Ref = { uid: string };
const closing = (row: TrialBalanceRow | undefined) => row && [row.closingDebit, row.closingCredit];
const text = (entries: { debit: string | null; credit: string | null; amount: number }[]) =>
  entries.map((e) => `${e.debit} / ${e.credit} ${e.amount}`);

/**
 * Closing the month (docs/general-ledger.md, "Closing the month"): October 2026 has a purchase, a
 * sale from it, services bought and a write-off; its revenue and expenses close to 791 and the
 * profit to 441. A service of its own: a close reads every entry of the month, and one test closes a period.
 */
describe('closing a month', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;
  let store: Ref;
  let goods: Ref;
  let customer: Ref;

  beforeAll(async () => {
    service = await createTestService('month-close');
    api = apiClient(service.app);
    f = fixtures(api);
    expect((await api.post('/company/settings', { vatPayer: true })).status).toBe(200);
    const [supplier, contractor] = [await f.agent('Постачальник'), await f.agent('Підрядник')];
    [store, goods, customer] = [await f.store(), await f.entity('Цегла'), await f.agent('Покупець')];
    const repair = await f.entity('Ремонт', { kind: 'service' });
    const documents = [
      { type: 'waybillIn', date: '2026-10-02', agent: { uid: supplier.uid }, storeIn: { uid: store.uid }, qty: 10, price: 100 },
      { type: 'waybillOut', date: '2026-10-10', agent: { uid: customer.uid }, storeOut: { uid: store.uid }, qty: 4, price: 250 },
      { type: 'billCompleteWorkIn', date: '2026-10-12', agent: { uid: contractor.uid }, entity: repair, qty: 1, price: 300 },
      { type: 'inventoryWriteOff', date: '2026-10-15', storeOut: { uid: store.uid }, qty: 1, price: 100 },
    ];
    for (const { qty, price, entity, ...head } of documents) {
      const vat = head.type === 'inventoryWriteOff' ? {} : { vatCode: '20' };
      const doc = await f.document({ ...head, ...vat, details: [{ entity: { uid: (entity ?? goods).uid }, qty, price }] });
      await f.post(doc.uid);
    }
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const preview = async (month: string) => {
    const reply = await api.get('/ledger/monthclose/preview', { month });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(MonthClosePreview).parse(reply.body).data;
  };
  const close = async (month: string) => {
    const reply = await api.post('/ledger/monthclose', { month });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(MonthCloseDocument).parse(reply.body).data;
  };
  const reverse = async (month: string) => {
    const reply = await api.post('/ledger/monthclose/reverse', { month });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(MonthCloseReversed).parse(reply.body).data;
  };
  const trialBalance = async (from: string, to: string) => {
    const reply = await api.get('/report/trialbalance/', { from, to });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const rows = envelopeOf(TrialBalance).parse(reply.body).data.rows;
    return (account: string) => closing(rows.find((r) => r.account === account));
  };
  const sale = async (date: string, price: number) => {
    const doc = await f.document({
      type: 'waybillOut',
      date,
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      vatCode: '20',
      details: [{ entity: { uid: goods.uid }, qty: 1, price }],
    });
    await f.post(doc.uid);
    return doc;
  };
  const OCTOBER = ['702 / 791 1000', '791 / 902 400', '791 / 92 300', '791 / 947 100', '791 / 441 200'];

  it('shows the entries before writing them: revenue and expenses to 791, the profit to 441', async () => {
    const shown = await preview('2026-10');
    expect(shown).toMatchObject({ month: '2026-10', date: '2026-10-31', revenue: 1000, expenses: 800, result: 200, closed: null });
    expect(text(shown.entries)).toEqual(OCTOBER);
    const osv = await trialBalance('2026-10-01', '2026-10-31');
    expect(osv('702')).toEqual([0, 1000]);
    expect(osv('441')).toBeUndefined();
  });

  it('closes the month: the ОСВ shows 70x, 90x, 92, 94 and 791 at zero and the profit on 441', async () => {
    const written = await close('2026-10');
    expect(written).toMatchObject({ date: '2026-10-31', upToDate: true, version: 1 });
    expect(text(written.entries)).toEqual(OCTOBER);
    const entries = envelopeOf(z.array(Entry)).parse((await api.get(`/document/entries/${written.uid}`)).body).data;
    expect(text(entries)).toEqual(OCTOBER);
    expect(entries.every((e) => e.date === '2026-10-31')).toBe(true);
    const osv = await trialBalance('2026-10-01', '2026-10-31');
    for (const account of ['702', '902', '92', '947', '791']) expect(osv(account), account).toEqual([0, 0]);
    expect(osv('441')).toEqual([0, 200]);
    expect((await preview('2026-10')).closed).toMatchObject({ uid: written.uid, upToDate: true });
    const history = HistoryRecord.array().parse((await api.get('/history/', { uid: written.uid })).body.data);
    expect(history.map((h) => [h.kind, h.operation])).toEqual([['operation', 'create']]);
  });

  it('says a close is out of date once a posting changes the month, and closing again replaces it', async () => {
    const before = await close('2026-10');
    await sale('2026-10-20', 150);
    const shown = await preview('2026-10');
    expect(shown.closed).toMatchObject({ uid: before.uid, upToDate: false });
    expect(shown.result).toBe(250);
    const again = await close('2026-10');
    expect(again.uid).toBe(before.uid);
    // Its entries changed, so it moved on to its next version (docs/service-behaviour.md, "Versions and conflicts").
    expect(again.version).toBe(Number(before.version) + 1);
    expect(text(again.entries)).toEqual(['702 / 791 1150', '791 / 902 500', '791 / 92 300', '791 / 947 100', '791 / 441 250']);
    expect((await preview('2026-10')).closed?.upToDate).toBe(true);
    const osv = await trialBalance('2026-10-01', '2026-10-31');
    expect(osv('791')).toEqual([0, 0]);
    expect(osv('441')).toEqual([0, 250]);
    const index = await api.get('/ledgeroperation/index/', { from: '2026-10-01', to: '2026-10-31' });
    expect((index.body.data as { type: string }[]).filter((d) => d.type === 'monthClose')).toHaveLength(1);
  });

  it('takes a loss to 442', async () => {
    const writeOff = await f.document({
      type: 'inventoryWriteOff',
      date: '2026-11-03',
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 1, price: 100 }],
    });
    await f.post(writeOff.uid);
    expect(text((await close('2026-11')).entries)).toEqual(['791 / 947 100', '442 / 791 100']);
    expect((await trialBalance('2026-11-01', '2026-11-30'))('442')).toEqual([100, 0]);
  });

  it('is reversed: the revenue and expense accounts keep their balances again, and 441 none', async () => {
    const written = (await preview('2026-10')).closed;
    expect((await reverse('2026-10')).uid).toBe(written?.uid);
    const osv = await trialBalance('2026-10-01', '2026-10-31');
    expect(osv('702')).toEqual([0, 1150]);
    expect(osv('902')).toEqual([500, 0]);
    expect(osv('441')).toBeUndefined();
    expect((await preview('2026-10')).closed).toBeNull();
    expectFailure(await api.get(`/document/entries/${written?.uid ?? ''}`), 404, 'NOT_FOUND');
    const history = HistoryRecord.array().parse((await api.get('/history/', { uid: written?.uid })).body.data);
    expect(history.map((h) => h.operation)).toContain('delete');
  });

  it('is changed only through its own endpoints: unposting or deleting it elsewhere is refused', async () => {
    const written = await close('2026-10');
    expectFailure(await api.post('/document/setdone', { uid: written.uid, done: false }), 409, 'MONTH_CLOSE_DOCUMENT');
    expectFailure(await api.post('/ledgeroperation/delete', { uid: written.uid }), 409, 'DOCUMENT_POSTED');
    expect((await preview('2026-10')).closed?.upToDate).toBe(true);
  });

  it('refuses a month with nothing to close and one with no close to reverse, writing nothing', async () => {
    expectFailure(await api.post('/ledger/monthclose', { month: '2026-03' }), 422, { code: 'NOTHING_TO_CLOSE', mentions: '2026-03' });
    expectFailure(await api.post('/ledger/monthclose/reverse', { month: '2026-03' }), 404, { code: 'NOT_FOUND', mentions: '2026-03' });
    expect(await preview('2026-03')).toMatchObject({ entries: [], result: 0, closed: null });
  });

  it('refuses to close onto a deactivated result account, writing nothing', async () => {
    await sale('2026-12-05', 250);
    const before = (await trialBalance('2026-12-01', '2026-12-31'))('441');
    expect((await api.post('/account/update', { code: '441', active: false })).status).toBe(200);
    try {
      expectFailure(await api.post('/ledger/monthclose', { month: '2026-12' }), 422, { code: 'ACCOUNT_INACTIVE', mentions: '441' });
      expect((await preview('2026-12')).closed).toBeNull();
      expect((await trialBalance('2026-12-01', '2026-12-31'))('441')).toEqual(before);
    } finally {
      expect((await api.post('/account/update', { code: '441', active: true })).status).toBe(200);
    }
    expect(text((await close('2026-12')).entries)).toContain('791 / 441 150');
  });

  it.each([['2026-13'], ['2026-1'], ['10.2026'], ['2026-10-01'], [''], [undefined]])('refuses the month %s (400)', async (month) => {
    const sent = month === undefined ? {} : { month };
    expectFailure(await api.get('/ledger/monthclose/preview', sent), 400, { code: 'VALIDATION', mentions: 'month' });
    expectFailure(await api.post('/ledger/monthclose', sent), 400, { code: 'VALIDATION', mentions: 'month' });
    expectFailure(await api.post('/ledger/monthclose/reverse', sent), 400, { code: 'VALIDATION', mentions: 'month' });
  });

  it('refuses to close or reverse a month in the closed period, changing nothing', async () => {
    const written = (await preview('2026-10')).closed;
    expect((await api.post('/company/settings', { lockDate: '2026-10-31' })).status).toBe(200);
    try {
      expectFailure(await api.post('/ledger/monthclose', { month: '2026-10' }), 409, { code: 'PERIOD_CLOSED', mentions: '2026-10-31' });
      expectFailure(await api.post('/ledger/monthclose/reverse', { month: '2026-10' }), 409, 'PERIOD_CLOSED');
      expectFailure(await api.post('/ledger/monthclose', { month: '2026-09' }), 409, 'PERIOD_CLOSED');
      expect((await preview('2026-10')).closed).toEqual(written);
      // November is open: its close can still be reversed.
      expect((await reverse('2026-11')).month).toBe('2026-11');
    } finally {
      expect((await api.post('/company/settings', { lockDate: null })).status).toBe(200);
    }
  });
});
