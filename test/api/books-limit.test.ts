import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountAnalysis, envelopeOf, MonthClosePreview, Statements, TrialBalance } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * Every sum the ledger adds stays exact (docs/database.md, "Amounts"): a manual operation's entries add up
 * to less than 10¹², and the books as a whole hold less than 10¹³ in all their entries, so every
 * turnover, balance and total a report adds is an exact integer of kopecks and an exact JSON number.
 * A write that would pass either is refused with 422 in the envelope and changes nothing. A service of
 * its own: the test fills its books.
 */
describe('the amount limits of the books', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    service = await createTestService('bookslimit');
    api = apiClient(service.app);
    f = fixtures(api);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  const salary = (amount: string) => ({ debit: '92', credit: '661', amount });

  it("refuses a manual operation whose entries add up to 10¹² or more, and keeps a draft's entries as they were", async () => {
    const refused = uid();
    const body = { uid: refused, date: '2026-01-15', entries: [salary('600000000000'), salary('600000000000')] };
    expectFailure(await api.post('/ledgeroperation/update', body), 422, { code: 'INVALID_AMOUNT', mentions: 'entries' });
    expectFailure(await api.get(`/ledgeroperation/load/${refused}`), 404, 'NOT_FOUND');

    const draft = await api.post('/ledgeroperation/update', { uid: uid(), date: '2026-01-15', entries: [salary('600000000000')] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const again = { uid: draft.body.data.uid, entries: [salary('600000000000'), salary('399999999999.99'), salary('0.01')] };
    expectFailure(await api.post('/ledgeroperation/update', again), 422, { code: 'INVALID_AMOUNT', mentions: 'entries' });
    const kept = await api.get(`/ledgeroperation/load/${draft.body.data.uid}`);
    expect(kept.body.data).toMatchObject({ sum: 600000000000, entries: [{ amount: 600000000000 }] });
    expect((await api.post('/ledgeroperation/delete', { uid: draft.body.data.uid })).status).toBe(200);
  });

  it('refuses the posting that would take the books past 10¹³, and every report of them answers exactly', async () => {
    // Each operation of 999 999 999 999,99, the largest it may be; the books take ten of them and no more.
    let refused: { uid: string; no: number } | null = null;
    for (let no = 1; no <= 100 && !refused; no++) {
      const saved = await api.post('/ledgeroperation/update', { uid: uid(), date: '2026-02-10', entries: [salary('999999999999.99')] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const posted = await api.post('/document/setdone', { uid: saved.body.data.uid, done: true });
      if (posted.status !== 200) {
        expectFailure(posted, 422, { code: 'INVALID_AMOUNT', mentions: '10000000000000' });
        refused = { uid: saved.body.data.uid, no };
      }
    }
    expect(refused?.no).toBe(11);
    const left = await api.get(`/ledgeroperation/load/${refused?.uid ?? ''}`);
    expect(left.body.data.done).toBe(false);
    expect((await api.get(`/document/entries/${refused?.uid ?? ''}`)).body.data).toEqual([]);
    // A smaller one still fits beside the ten: 9 999 999 999 999,90 + 0,09.
    const last = await api.post('/ledgeroperation/update', { uid: uid(), date: '2026-02-11', entries: [salary('0.09')] });
    await f.post(last.body.data.uid);

    // Hand figures: ten times 999 999 999 999,99 plus 0,09 = 9 999 999 999 999,99 on 92 and on 661.
    const whole = '9999999999999.99';
    const period = { from: '2026-01-01', to: '2026-06-30' };
    const tb = await api.get('/report/trialbalance/', period);
    expect(tb.status, JSON.stringify(tb.body)).toBe(200);
    const balance = envelopeOf(TrialBalance).parse(tb.body).data;
    expect(balance.rows.find((r) => r.account === '92')).toMatchObject({ debit: Number(whole), closingDebit: Number(whole) });
    expect(balance.total).toMatchObject({ debit: Number(whole), credit: Number(whole) });
    expect(String(balance.total.debit)).toBe(whole);

    const analysis = await api.get('/report/accountanalysis/', { ...period, account: '92' });
    expect(analysis.status, JSON.stringify(analysis.body)).toBe(200);
    expect(envelopeOf(AccountAnalysis).parse(analysis.body).data).toMatchObject({ debit: Number(whole), closing: Number(whole) });

    const statements = await api.get('/report/statements/', period);
    expect(statements.status, JSON.stringify(statements.body)).toBe(200);
    const results = envelopeOf(Statements).parse(statements.body).data.results;
    // 2180 «Інші операційні витрати» reads 92–94; the result 2350 is the loss of the same.
    expect(results.find((l) => l.code === '2180')?.current).toBe(Number(whole));

    const preview = await api.get('/ledger/monthclose/preview', { month: '2026-02' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(envelopeOf(MonthClosePreview).parse(preview.body).data).toMatchObject({ expenses: Number(whole), closed: null });
    // The close would write 92 and 791 once more: past the limit, so it is refused and nothing is written.
    expectFailure(await api.post('/ledger/monthclose', { month: '2026-02' }), 422, 'INVALID_AMOUNT');
    expect((await api.get('/ledger/monthclose/preview', { month: '2026-02' })).body.data.closed).toBeNull();
  });
});
