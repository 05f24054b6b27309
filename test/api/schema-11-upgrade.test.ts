import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ddlFor } from '../../server/database/engines.js';
import { openCompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { TO_SCHEMA_11 } from '../support/schema-11.js';
import { freshPostgresDatabase } from '../support/test-service.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-upgrade-11-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const AGENT = '33333333-3333-4333-8333-333333333333';
const PAYMENT = '44444444-4444-4444-8444-444444444444';

/** `bank_lines` as schema 10 kept it: a line known by account, bank number, date and amount. */
const SCHEMA_10_BANK_LINES = `${TO_SCHEMA_11};
drop table bank_lines;
create table bank_lines (
  account text not null, no text not null, date {date} not null, amount bigint not null, payment_uid {uuid} not null,
  primary key (account, no, date, amount));
create index bank_lines_payment on bank_lines(payment_uid);
insert into agents (uid, id, name, code, modified_at) values ('${AGENT}', 1, 'ТОВ «Давній»', '32855961', 'x');
insert into documents (uid, id, category, type, date, no, no_key, sum, agent_uid, modified_at)
  values ('${PAYMENT}', 1, 'payment', 'payFromCustomer', '2026-11-05', '1', '1', 30000, '${AGENT}', 'x');
insert into bank_lines (account, no, date, amount, payment_uid) values ('UA1', '15', '2026-11-05', 30000, '${PAYMENT}');
update meta set value = '10' where key = 'schema_version'`;

describe('a company of schema 10 opened by this version', () => {
  it("keeps its imported bank lines, each known by its payment's counterparty code from now on", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const location: CompanyLocation = serverUrl
      ? { databaseUrl: await freshPostgresDatabase(serverUrl, '_v10') }
      : { file: join(work, 'v10.oblik') };
    const created = await openCompanyDb(location);
    for (const statement of ddlFor(created.engine, SCHEMA_10_BANK_LINES).split(';\n')) await sql.raw(statement).execute(created.db);
    await created.close();

    const companyDb = await openCompanyDb(location);
    try {
      expect(await companyDb.db.selectFrom('bank_lines').selectAll().execute()).toEqual([
        {
          account: 'UA1',
          date: '2026-11-05',
          amount: 30000,
          party: '32855961',
          no: '15',
          place: '',
          occurrence: 1,
          payment_uid: PAYMENT,
        },
      ]);
    } finally {
      await companyDb.close();
    }
  });
});
