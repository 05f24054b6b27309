import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentTurnover, envelopeOf, TrialBalance } from '../../shared/api/index.js';
import { expectFailure } from '../support/api-assertions.js';
import { apiClient, createTestService, fixtures, uid, type ApiClient, type TestService } from '../support/test-service.js';

/**
 * A report that fails leaves nothing behind (docs/database.md, "One writer, and no request blocks the
 * service"): the reports after it read what is committed after it, and the company file's log folds
 * into the file. A service of its own: the test writes figures beyond the amount limits straight into
 * the database, as a company written before those limits were kept may hold them.
 */
describe('a report that fails', () => {
  let service: TestService;
  let api: ApiClient;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    service = await createTestService('failedread');
    api = apiClient(service.app);
    f = fixtures(api);
  });
  afterAll(async () => {
    await service.app.close();
    await service.companyDb.close();
  });

  /** Ten posted operations of Дт 92 Кт 661 of 999 999 999 999,99, each then made a hundred times larger in the database itself. */
  async function salariesBeyondTheLimits(date: string): Promise<string[]> {
    const uids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const entries = [{ debit: '92', credit: '661', amount: '999999999999.99' }];
      const saved = await api.post('/ledgeroperation/update', { uid: uid(), date, entries });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      uids.push(saved.body.data.uid);
      await f.post(saved.body.data.uid);
    }
    // The company's own file or database: nothing else is dated on that day.
    const { db } = service.companyDb;
    await service.companyDb.write(async (trx) => {
      await sql`update entries set amount = amount * 100 where date = ${date}`.execute(trx);
      await sql`update entry_totals set debit = debit * 100, credit = credit * 100 where date = ${date}`.execute(trx);
      // What the books' limit counts (docs/database.md, "Amounts"), as such a company's upgrade counted it.
      await sql`update counters set value = (select sum(amount) from entries) where name = 'entry_amounts'`.execute(trx);
    });
    const [row] = (await sql<{ n: number }>`select count(*) as n from entries where date = ${date}`.execute(db)).rows;
    expect(Number(row?.n)).toBe(10);
    return uids;
  }

  it('answers in the envelope, and the reports after it see what was posted after it', async () => {
    const operations = await salariesBeyondTheLimits('2026-02-10');
    // 10¹⁶ kopecks: beyond what the database's integers add exactly; refused, not rounded, and not a fault.
    expectFailure(await api.get('/report/statements/', { from: '2026-01-01', to: '2026-06-30' }), 422, 'INVALID_AMOUNT');
    expectFailure(await api.get('/report/trialbalance/', { from: '2026-01-01', to: '2026-06-30' }), 422, 'INVALID_AMOUNT');

    for (const op of operations) {
      await f.unpost(op);
      expect((await api.post('/ledgeroperation/delete', { uid: op })).status).toBe(200);
    }
    const customer = await f.agent('Покупець після збою');
    const payment = await f.payment({ type: 'payFromCustomer', date: '2026-03-02', agent: { uid: customer.uid }, sum: 1500 });
    await f.post(payment.uid);

    const turnover = await api.get('/report/agentturnover/', { accCode: '361', from: '2026-01-01', to: '2026-06-30' });
    expect(turnover.status, JSON.stringify(turnover.body)).toBe(200);
    const rows = envelopeOf(AgentTurnover).parse(turnover.body).data.rows;
    expect(rows.find((r) => r.agent.uid === customer.uid)).toMatchObject({ crSum: 1500, balanceEndCr: 1500 });
    const aging = await api.get('/report/aging/', { date: '2026-06-30' });
    expect(JSON.stringify(aging.body)).toContain(customer.uid);

    const balance = await api.get('/report/trialbalance/', { from: '2026-01-01', to: '2026-06-30' });
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
    const tb = envelopeOf(TrialBalance).parse(balance.body).data;
    expect(tb.rows.find((r) => r.account === '311')).toMatchObject({ debit: 1500, closingDebit: 1500 });
    expect(tb.rows.some((r) => r.account === '92' || r.account === '661')).toBe(false);
    expect(tb.total).toMatchObject({ debit: 1500, credit: 1500 });
    const statements = await api.get('/report/statements/', { from: '2026-01-01', to: '2026-06-30' });
    expect(statements.status, JSON.stringify(statements.body)).toBe(200);

    // On a company file: no read is left open, so the log folds into the file whole.
    const file = service.companyDb.sqlite;
    if (file) {
      const folded = file.prepare('pragma wal_checkpoint(passive)').get() as { log: number; checkpointed: number };
      expect(folded.checkpointed).toBe(folded.log);
    }
  });
});
