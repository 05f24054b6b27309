import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountAnalysis, AccountCard, envelopeOf, TrialBalance } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * Off-balance accounts (class 0 but 00) are single-entry (docs/general-ledger.md, "Off-balance
 * accounts"): an entry on one names no corresponding account, an entry pairing one with a balance
 * account is refused, and the ОСВ keeps them in a section of their own, apart from the balance
 * accounts' totals, whose debits equal their credits. A service of its own: its books are read whole.
 */
describe('an off-balance account', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    service = await createTestService('offbalance');
    api = apiClient(service.app);
    f = fixtures(api);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  async function posted(date: string, entries: object[]): Promise<string> {
    const saved = await api.post('/ledgeroperation/update', { uid: uid(), date, entries });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await f.post(saved.body.data.uid);
    return saved.body.data.uid;
  }

  const trialBalance = async (from: string, to: string) => {
    const reply = await api.get('/report/trialbalance/', { from, to });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return envelopeOf(TrialBalance).parse(reply.body).data;
  };

  it('takes an entry of one side, and the ОСВ shows it apart while the balance totals stay equal', async () => {
    // Goods taken on commission, 1 000,00, of which 400,00 go back to the principal; the bank gets 500,00 of capital.
    const received = await posted('2026-03-02', [{ debit: '024', amount: 1000, memo: 'Прийнято на комісію' }]);
    await posted('2026-03-05', [{ credit: '024', amount: 400 }]);
    await posted('2026-03-06', [{ debit: '311', credit: '40', amount: 500 }]);

    const entries = await api.get(`/document/entries/${received}`);
    expect(entries.body.data).toEqual([expect.objectContaining({ debit: '024', credit: null, amount: 1000 })]);
    const loaded = await api.get(`/ledgeroperation/load/${received}`);
    expect(loaded.body.data.entries).toEqual([expect.objectContaining({ debit: '024', credit: null, amount: 1000 })]);

    const tb = await trialBalance('2026-03-01', '2026-03-31');
    expect(tb.rows.map((r) => r.account)).toEqual(['31', '311', '40']);
    expect(tb.total).toEqual({ openingDebit: 0, openingCredit: 0, debit: 500, credit: 500, closingDebit: 500, closingCredit: 500 });
    expect(tb.offBalance.rows.map((r) => [r.account, r.debit, r.credit, r.closingDebit])).toEqual([
      ['02', 1000, 400, 600],
      ['024', 1000, 400, 600],
    ]);
    expect(tb.offBalance.total).toMatchObject({ debit: 1000, credit: 400, closingDebit: 600, closingCredit: 0 });
    expect(tb.mixedEntries).toEqual([]);

    // The next month opens with what this one closed.
    const april = await trialBalance('2026-04-01', '2026-04-30');
    expect(april.offBalance.rows.find((r) => r.account === '024')).toMatchObject({ openingDebit: 600, closingDebit: 600 });

    const card = envelopeOf(AccountCard).parse(
      (await api.get('/report/accountcard/', { account: '024', from: '2026-03-01', to: '2026-03-31' })).body,
    ).data;
    expect(card.rows.map((r) => [r.against, r.debit, r.credit, r.balance])).toEqual([
      [null, 1000, 0, 1000],
      [null, 0, 400, 600],
    ]);
    const analysis = envelopeOf(AccountAnalysis).parse(
      (await api.get('/report/accountanalysis/', { account: '024', from: '2026-03-01', to: '2026-03-31' })).body,
    ).data;
    expect(analysis).toMatchObject({ opening: 0, debit: 1000, credit: 400, closing: 600 });
    expect(analysis.rows).toEqual([expect.objectContaining({ against: null, debit: 1000, credit: 400 })]);
  });

  it('refuses an entry that pairs an off-balance account with a balance one, or names no account on the balance, naming it', async () => {
    const ok = { debit: '311', credit: '40', amount: 10 };
    for (const [entry, words] of [
      [{ debit: '024', credit: '311', amount: 1000 }, '024'],
      [{ debit: '311', credit: '024', amount: 1000 }, '024'],
      [{ debit: '311', amount: 1000 }, '311'],
      [{ credit: '40', amount: 1000 }, '40'],
    ] as const) {
      const refused = uid();
      expectFailure(await api.post('/ledgeroperation/update', { uid: refused, date: '2026-03-10', entries: [ok, entry] }), 422, {
        code: 'OFF_BALANCE_ENTRY',
        mentions: `entries[2]`,
      });
      expectFailure(await api.post('/ledgeroperation/update', { uid: refused, date: '2026-03-10', entries: [entry] }), 422, {
        code: 'OFF_BALANCE_ENTRY',
        mentions: words,
      });
      expectFailure(await api.get(`/ledgeroperation/load/${refused}`), 404, 'NOT_FOUND');
    }
    // Two off-balance accounts in one entry: each takes an entry of its own.
    expect((await api.post('/account/update', { code: '024.1', name: 'Товари комітента А' })).status).toBe(200);
    expectFailure(
      await api.post('/ledgeroperation/update', {
        uid: uid(),
        date: '2026-03-10',
        entries: [{ debit: '024.1', credit: '024', amount: 5 }],
      }),
      422,
      { code: 'OFF_BALANCE_ENTRY', mentions: 'entries[1]' },
    );
    // One side of a deactivated off-balance account is refused at posting like any other deactivated account.
    const commission = await api.post('/ledgeroperation/update', {
      uid: uid(),
      date: '2026-03-11',
      entries: [{ credit: '024.1', amount: 5 }],
    });
    expect(commission.status, JSON.stringify(commission.body)).toBe(200);
    expect((await api.post('/account/update', { code: '024.1', active: false })).status).toBe(200);
    expectFailure(await api.post('/document/setdone', { uid: commission.body.data.uid, done: true }), 422, {
      code: 'ACCOUNT_INACTIVE',
      mentions: '024.1',
    });
    expect((await api.get(`/document/entries/${commission.body.data.uid}`)).body.data).toEqual([]);
    // An entry of no account at all is malformed.
    expectFailure(
      await api.post('/ledgeroperation/update', { uid: uid(), date: '2026-03-10', entries: [{ amount: 5 }] }),
      400,
      'VALIDATION',
    );
  });

  it('keeps a mixed entry written before they were refused: readable, named by the ОСВ, not posted again', async () => {
    // Such an operation, as an earlier version saved and posted it: Дт 024 Кт 311 1 000,00.
    const draft = await api.post('/ledgeroperation/update', {
      uid: uid(),
      date: '2026-05-04',
      no: 'ЗБ-1',
      entries: [{ debit: '024', amount: 1000 }],
    });
    const op = draft.body.data.uid;
    const { db } = service.companyDb;
    const [doc] = (await sql<{ id: number }>`select id from documents where uid = ${op}`.execute(db)).rows;
    await service.companyDb.write(async (trx) => {
      await sql`update operation_lines set credit = '311' where document_id = ${doc?.id}`.execute(trx);
    });
    // Posting it now is refused, naming the entry; the draft can be corrected.
    expectFailure(await api.post('/document/setdone', { uid: op, done: true }), 422, { code: 'OFF_BALANCE_ENTRY', mentions: 'entries[1]' });
    await service.companyDb.write(async (trx) => {
      await sql`update documents set done = ${true} where id = ${doc?.id}`.execute(trx);
      await sql`insert into entries (document_id, position, date, debit, credit, amount) values (${doc?.id}, 0, '2026-05-04', '024', '311', 100000)`.execute(
        trx,
      );
    });

    expect((await api.get(`/document/entries/${op}`)).body.data).toEqual([
      expect.objectContaining({ debit: '024', credit: '311', amount: 1000 }),
    ]);
    const tb = await trialBalance('2026-05-01', '2026-05-31');
    // 311's credit counts among the balance accounts, 024's debit off the balance: the totals differ by the entry, which the ОСВ names.
    expect(tb.total.credit - tb.total.debit).toBe(1000);
    expect(tb.offBalance.rows.find((r) => r.account === '024')).toMatchObject({ debit: 1000 });
    expect(tb.mixedEntries).toEqual([
      {
        document: { uid: op, type: 'ledgerOperation', no: 'ЗБ-1', date: '2026-05-04' },
        entry: 1,
        debit: '024',
        credit: '311',
        amount: 1000,
      },
    ]);

    await f.unpost(op);
    expect((await trialBalance('2026-05-01', '2026-05-31')).mixedEntries).toEqual([]);
    const fixed = await api.post('/ledgeroperation/update', { uid: op, entries: [{ debit: '024', amount: 1000 }] });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    await f.post(op);
  });
});
