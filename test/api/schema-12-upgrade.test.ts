import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ddlFor } from '../../server/database/engines.js';
import { openCompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { TO_SCHEMA_11, TO_SCHEMA_12 } from '../support/schema-11.js';
import { freshPostgresDatabase } from '../support/test-service.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-upgrade-12-'));

/** A company of this version rewritten by `statements`, on the engine the tests run on. */
async function olderCompany(name: string, statements: string): Promise<CompanyLocation> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const location: CompanyLocation = serverUrl
    ? { databaseUrl: await freshPostgresDatabase(serverUrl, `_${name}`) }
    : { file: join(work, `${name}.oblik`) };
  const created = await openCompanyDb(location);
  for (const statement of ddlFor(created.engine, statements).split(';\n')) await sql.raw(statement).execute(created.db);
  await created.close();
  return location;
}
afterAll(() => rmSync(work, { recursive: true, force: true }));

const GOODS = '55555555-5555-4555-8555-555555555555';
const STORE = '66666666-6666-4666-8666-666666666666';
const DOCUMENT = '77777777-7777-4777-8777-777777777777';

/** A schema-11 company with goods and a store numbered 7 and 3 by `seq`, and a document line that refers to the goods by it. */
const SCHEMA_11_COMPANY = `${TO_SCHEMA_11};
insert into entities (uid, seq, name, modified_at) values ('${GOODS}', 7, 'Цвях', 'x');
insert into stores (uid, seq, name, modified_at) values ('${STORE}', 3, 'Склад', 'x');
insert into documents (uid, id, category, type, date, no, no_key, sum, store_in, modified_at)
  values ('${DOCUMENT}', 1, 'document', 'waybillIn', '2026-11-05', '1', '1', 0, '${STORE}', 'x');
insert into document_lines (document_id, position, uid, entity_id, qty, price, sum, sent_sum)
  values (1, 0, '${DOCUMENT.replace('7777-4', '8888-4')}', 7, 1000, 100, 100, 100)`;

describe('a company of schema 11 opened by this version', () => {
  it('calls the integer key of goods, contracts and stores `id`, keeping every number and reference', async () => {
    const location = await olderCompany('v11', SCHEMA_11_COMPANY);

    const companyDb = await openCompanyDb(location);
    try {
      expect(await companyDb.db.selectFrom('entities').select(['uid', 'id']).execute()).toEqual([{ uid: GOODS, id: 7 }]);
      expect(await companyDb.db.selectFrom('stores').select(['uid', 'id']).execute()).toEqual([{ uid: STORE, id: 3 }]);
      const line = await companyDb.db
        .selectFrom('document_lines as l')
        .innerJoin('entities as e', 'e.id', 'l.entity_id')
        .select('e.uid')
        .executeTakeFirst();
      expect(line).toEqual({ uid: GOODS });
      // The line still refers to the goods: the renamed key keeps its foreign key.
      await expect(companyDb.write((trx) => trx.deleteFrom('entities').execute())).rejects.toThrow();
    } finally {
      await companyDb.close();
    }
  });
});

describe('a company of schema 12 opened by this version', () => {
  it('gains the chart of accounts of order No. 291, no entries, and goods that take their kind’s account', async () => {
    const location = await olderCompany(
      'v12',
      `${TO_SCHEMA_12};\ninsert into entities (uid, id, name, kind, modified_at) values ('${GOODS}', 1, 'Борошно', 'material', 'x')`,
    );
    const companyDb = await openCompanyDb(location);
    try {
      const accounts = await companyDb.db.selectFrom('accounts').select(['code', 'name', 'parent', 'analytics']).orderBy('code').execute();
      const byCode = new Map(accounts.map((a) => [a.code, a]));
      for (const code of ['201', '23', '26', '281', '301', '311', '361', '631', '641', '702', '791', '902', '92', '949']) {
        expect(byCode.has(code), code).toBe(true);
      }
      expect(byCode.get('361')).toEqual({
        code: '361',
        name: 'Розрахунки з вітчизняними покупцями',
        parent: '36',
        analytics: 'agent,contract',
      });
      expect(await companyDb.db.selectFrom('entries').selectAll().execute()).toEqual([]);
      expect(await companyDb.db.selectFrom('entities').select(['uid', 'account']).execute()).toEqual([{ uid: GOODS, account: null }]);
    } finally {
      await companyDb.close();
    }
  });
});
