import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, LedgerOperation, MonthCloseDocument } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * Number series (docs/general-ledger.md, "Numbers of operations and closes"): a manual operation
 * numbers «ОП-000001» on, a month's close «ЗМ-000001» on, each in a series of its own per year, so
 * the opening operation and the first close never share a number with each other or with the
 * documents. A company of its own, so the year's series start at one.
 */
describe('the number series of manual operations and month closes', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    service = await createTestService('numbering-series');
    api = apiClient(service.app);
    f = fixtures(api);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const saveOperation = async (body: object) => {
    const reply = await api.post('/ledgeroperation/update', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(LedgerOperation).parse(reply.body).data;
  };
  /** A posted operation earning `amount` of revenue in the bank, so its month has something to close. */
  const revenue = async (date: string, amount: number) => {
    const op = await saveOperation({ uid: uid(), date, memo: 'Виручка', entries: [{ debit: '311', credit: '703', amount }] });
    await f.post(op.uid);
    return op;
  };
  const closeMonth = async (month: string) => {
    const reply = await api.post('/ledger/monthclose', { month });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(MonthCloseDocument).parse(reply.body).data;
  };

  it('numbers the opening operation, later operations and the month close apart from each other and from documents', async () => {
    const opening = await saveOperation({
      uid: uid(),
      date: '2033-01-01',
      memo: 'Введення залишків',
      entries: [{ debit: '311', credit: '40', amount: 1000 }],
    });
    await f.post(opening.uid);
    const second = await revenue('2033-01-15', 500);
    const close = await closeMonth('2033-01');
    const [customer, store, goods] = [await f.agent('Покупець серій'), await f.store(), await f.entity('Товар серій')];
    const invoice = await f.document({
      type: 'invoice',
      date: '2033-01-20',
      agent: { uid: customer.uid },
      storeOut: { uid: store.uid },
      details: [{ entity: { uid: goods.uid }, qty: 1, price: 10 }],
    });

    expect([opening.no, second.no, close.no, invoice.no]).toEqual(['ОП-000001', 'ОП-000002', 'ЗМ-000001', '000001']);
    // The close's document answers the same number wherever it is read.
    const loaded = await api.get(`/ledgeroperation/load/${close.uid}`);
    expect(envelopeOf(LedgerOperation).parse(loaded.body).data.no).toBe('ЗМ-000001');
  });

  it('goes on from the numbers a company already has, in either form, and starts again each year', async () => {
    // An operation numbered as versions before the series numbered them keeps its number; the series goes on above it.
    const older = await saveOperation({
      uid: uid(),
      date: '2033-02-01',
      no: '000007',
      entries: [{ debit: '311', credit: '40', amount: 1 }],
    });
    expect(older.no).toBe('000007');
    expect((await saveOperation({ uid: uid(), date: '2033-02-02', entries: [{ debit: '311', credit: '40', amount: 1 }] })).no).toBe(
      'ОП-000008',
    );
    // A number typed in the series moves it on too.
    await saveOperation({ uid: uid(), date: '2033-02-03', no: 'ОП-000020', entries: [{ debit: '311', credit: '40', amount: 1 }] });
    expect((await saveOperation({ uid: uid(), date: '2033-02-04', entries: [{ debit: '311', credit: '40', amount: 1 }] })).no).toBe(
      'ОП-000021',
    );
    // A saved operation keeps its number when it changes.
    const kept = await saveOperation({ uid: uid(), date: '2033-03-01', entries: [{ debit: '311', credit: '40', amount: 1 }] });
    expect((await saveOperation({ uid: kept.uid, memo: 'Змінено' })).no).toBe(kept.no);

    await revenue('2033-02-10', 300);
    expect((await closeMonth('2033-02')).no).toBe('ЗМ-000002');
    // Closing the same month again keeps its close and its number.
    await revenue('2033-02-11', 200);
    expect((await closeMonth('2033-02')).no).toBe('ЗМ-000002');

    const nextYear = await revenue('2034-01-05', 100);
    expect(nextYear.no).toBe('ОП-000001');
    expect((await closeMonth('2034-01')).no).toBe('ЗМ-000001');
  });

  it('refuses a number that is not text or is too long, saving nothing and taking no number', async () => {
    const date = '2033-05-01';
    const entries = [{ debit: '311', credit: '40', amount: 1 }];
    for (const no of [17, 'Н'.repeat(600), null]) {
      const body = { uid: uid(), date, no, entries };
      expectFailure(await api.post('/ledgeroperation/update', body), 400, { code: 'VALIDATION', mentions: 'no' });
      expect((await api.get(`/ledgeroperation/load/${body.uid}`)).status).toBe(404);
    }
    expect((await saveOperation({ uid: uid(), date, entries })).no).toBe('ОП-000025');
  });
});
