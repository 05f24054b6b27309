import { sql } from 'kysely';
import { expect } from 'vitest';
import type { CompanyDb } from '../../server/database/company-db.js';

/** The daily totals as stored, and as the entries sum them, each keyed `account:agent:date` with its debit and credit; zero days left out. */
export async function totalsAndEntries(companyDb: CompanyDb) {
  const keyed = (rows: { account: string; agent_id: unknown; date: unknown; debit: unknown; credit: unknown }[]) =>
    Object.fromEntries(
      rows
        .filter((r) => Number(r.debit) !== 0 || Number(r.credit) !== 0)
        .map((r) => [`${r.account}:${Number(r.agent_id)}:${String(r.date).slice(0, 10)}`, [Number(r.debit), Number(r.credit)]]),
    );
  const { rows: stored } = await sql<{ account: string; agent_id: number; date: string; debit: number; credit: number }>`
    select account, agent_id, date, debit, credit from entry_totals`.execute(companyDb.db);
  const { rows: summed } = await sql<{ account: string; agent_id: number; date: string; debit: number; credit: number }>`
    select account, agent_id, date, sum(dr) as debit, sum(cr) as credit from (
      select debit as account, coalesce(debit_agent_id, 0) as agent_id, date, amount as dr, 0 as cr from entries where debit is not null
      union all select credit, coalesce(credit_agent_id, 0), date, 0, amount from entries where credit is not null) s
    group by account, agent_id, date`.execute(companyDb.db);
  return { stored: keyed(stored), summed: keyed(summed) };
}

/**
 * Expects daily totals, and that they hold what the entries add up to, and the books' counter
 * (`entry_amounts`, docs/database.md "Amounts") the sum of every entry's amount; returns the totals.
 */
export async function expectTotalsOfEntries(companyDb: CompanyDb) {
  const { stored, summed } = await totalsAndEntries(companyDb);
  expect(Object.keys(stored).length).toBeGreaterThan(0);
  expect(stored).toEqual(summed);
  const { rows } = await sql<{ counted: unknown; summed: unknown }>`select
    (select value from counters where name = 'entry_amounts') as counted, (select sum(amount) from entries) as summed`.execute(
    companyDb.db,
  );
  expect(Number(rows[0]?.counted)).toBe(Number(rows[0]?.summed));
  return stored;
}
