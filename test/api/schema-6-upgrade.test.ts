import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoCompany } from '../../server/demo/seed-demo-company.js';
import { companyFigures } from '../../server/company/company-figures.js';
import { loadDocument } from '../../server/ledger/documents/documents.js';
import { agentTurnover } from '../../server/ledger/reports/reports.js';
import { warehouseBalance } from '../../server/replies/balance-replies.js';
import { SCHEMA_VERSION } from '../../server/database/migrations.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { toSchema6 } from '../support/schema-6.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-upgrade-6-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TODAY = '2026-11-25';

/** What a user reads of the company: balances (now, past, per supplier), settlements, and documents with their lines. */
async function reports({ db, context }: CompanyDb, documents: string[]) {
  const suppliers = await db.selectFrom('agents').select('uid').orderBy('id').limit(3).execute();
  return {
    figures: (await companyFigures(db, context)).text,
    past: await warehouseBalance(db, context, { query: { date: '2026-03-15' }, today: TODAY }),
    bySupplier: await Promise.all(suppliers.map((s) => warehouseBalance(db, context, { query: { supplier: s.uid }, today: TODAY }))),
    turnover: await agentTurnover(db, { accCode: '631', from: '2026-01-01', to: '2026-06-30' }),
    documents: await Promise.all(documents.map((uid) => loadDocument(db, context, { uid }))),
  };
}

describe('a company file of schema 6 opened by this version', () => {
  it('gets integer keys, its stock re-computed, and reads the same reports', { timeout: 120_000 }, async () => {
    const file = join(work, 'v6.oblik');
    const companyDb = await openCompanyDb({ file });
    let before: Awaited<ReturnType<typeof reports>>;
    let documents: string[];
    try {
      await seedDemoCompany(companyDb, TODAY);
      const picked = await companyDb.db
        .selectFrom('documents')
        .select('uid')
        .where('category', '=', 'document')
        .where('type', 'in', ['manufacture', 'inventoryMove', 'waybillRetOut', 'waybillOut'])
        .orderBy('uid')
        .limit(12)
        .execute();
      documents = picked.map((d) => d.uid);
      before = await reports(companyDb, documents);
    } finally {
      await companyDb.close();
    }
    expect(before.past.rows.length).toBeGreaterThan(0);
    toSchema6(file);

    const upgraded = await openCompanyDb({ file });
    try {
      const version = await upgraded.db.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirstOrThrow();
      expect(version.value).toBe(String(SCHEMA_VERSION));
      expect(await reports(upgraded, documents)).toEqual(before);
      // A new document takes the next number after those the upgrade gave.
      const numbers = await upgraded.db
        .selectFrom('documents')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('top'), eb.fn.min('id').as('bottom')])
        .executeTakeFirstOrThrow();
      expect([Number(numbers.bottom), Number(numbers.top)]).toEqual([1, Number(numbers.n)]);
    } finally {
      await upgraded.close();
    }
  });
});
