import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { Account, envelopeOf } from '../../shared/api/index.js';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { CHART_OF_ACCOUNTS } from '../../server/ledger/accounts/chart.js';
import { openCompanyDb, type CompanyDb, type CompanyLocation } from '../../server/database/company-db.js';
import { ddlFor } from '../../server/database/engines.js';
import { TO_SCHEMA_22, TO_SCHEMA_22_BUT_ROLES, UNDO_ROLES } from '../support/schema-11.js';
import { apiClient, namedCompanyLocation, TOKENS, type ApiClient } from '../support/test-service.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-chart-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The accounts a company of schema 21 started with: those a trading and manufacturing company used. */
const CHART_OF_SCHEMA_21 =
  '00 02 024 10 103 104 105 106 109 12 127 13 131 133 15 152 20 201 203 204 207 22 23 26 28 281 282 285 30 301 31 311 312 36 361 37 371 372 377 38 39 40 44 441 442 443 60 601 63 631 64 641 642 643 644 65 651 66 661 68 681 685 70 701 702 703 704 71 719 79 791 792 793 90 901 902 903 91 92 93 94 949 97 977 98'.split(
    ' ',
  );
const Chart = envelopeOf(Account.array());

/** Runs `use` against a service on the company at `location`, opened (and so upgraded) by this version. */
async function withCompany<T>(location: CompanyLocation, use: (api: ApiClient, companyDb: CompanyDb) => Promise<T>): Promise<T> {
  const companyDb = await openCompanyDb(location);
  try {
    await companyDb.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }));
    const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
    try {
      return await use(apiClient(app), companyDb);
    } finally {
      await app.close();
    }
  } finally {
    await companyDb.close();
  }
}

const chartOf = async (api: ApiClient) => Chart.parse((await api.get('/account/index/')).body).data;
const byCode = (accounts: Account[]) => new Map(accounts.map((account) => [account.code, account]));

/**
 * A company as schema 21 left it: the chart of a trading company, 791 under its old name (or the
 * company's own, when `own791` is given), the company's own 361.1 and its own 209 «Будматеріали», a
 * sub-account that chart lacked and the company added. `prepare` makes more changes of the company's own.
 */
async function companyOfSchema21(name: string, own791?: string): Promise<CompanyLocation> {
  const location = await namedCompanyLocation(work, name);
  await withCompany(location, async (api, companyDb) => {
    await companyDb.write(async (trx) => {
      // The later schemas (the roles name accounts of the chart) undone first: a company of schema 21 had none.
      for (const statement of ddlFor(companyDb.engine, TO_SCHEMA_22_BUT_ROLES).split(';\n')) await sql.raw(statement).execute(trx);
      await trx.deleteFrom('accounts').where('code', 'not in', CHART_OF_SCHEMA_21).execute();
      await trx.updateTable('accounts').set({ name: 'Результат основної діяльності' }).where('code', '=', '791').execute();
    });
    const made = [
      await api.post('/account/update', { code: '361.1', name: 'Покупці — мережі' }),
      await api.post('/account/update', { code: '209', name: 'Будматеріали', analytics: ['entity'] }),
      ...(own791 ? [await api.post('/account/update', { code: '791', name: own791 })] : []),
    ];
    for (const reply of made) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    for (const statement of ddlFor(companyDb.engine, UNDO_ROLES).split(';\n')) await sql.raw(statement).execute(companyDb.db);
    await sql`update meta set value = '21' where key = 'schema_version'`.execute(companyDb.db);
  });
  return location;
}

describe('a company of schema 21 opened by this version', () => {
  it('gets every account of the order it lacked, 791 under the order’s name, and keeps its own sub-accounts', async () => {
    const location = await companyOfSchema21('chart21');
    await withCompany(location, async (api) => {
      const accounts = await chartOf(api);
      const chart = byCode(accounts);
      for (const account of CHART_OF_ACCOUNTS.filter((a) => a.code !== '209'))
        expect(chart.get(account.code), account.code).toMatchObject({
          name: account.name,
          parent: account.parent,
          kind: account.kind,
          offBalance: account.offBalance,
          analytics: account.analytics,
          active: true,
        });
      expect(accounts).toHaveLength(CHART_OF_ACCOUNTS.length + 1);
      expect(chart.get('791')).toMatchObject({ name: 'Результат операційної діяльності', version: 2 });
      expect(chart.get('947')).toMatchObject({ name: 'Нестачі і втрати від псування цінностей', parent: '94', version: 1 });
      expect(chart.get('361')).toMatchObject({ version: 1 });
      // The company's own: its 209 keeps its name and analytics, its 361.1 is there.
      expect(chart.get('209')).toMatchObject({ name: 'Будматеріали', analytics: ['entity'], version: 1 });
      expect(chart.get('361.1')).toMatchObject({ name: 'Покупці — мережі', parent: '361' });
    });
  });

  it('keeps a name the company gave 791 itself', async () => {
    const location = await companyOfSchema21('chart21own', 'Результат від продажу');
    await withCompany(location, async (api) => {
      expect(byCode(await chartOf(api)).get('791')).toMatchObject({ name: 'Результат від продажу', version: 2 });
    });
  });

  it('changes nothing when the step runs again', async () => {
    const location = await companyOfSchema21('chart21twice');
    const once = await withCompany(location, async (api, companyDb) => {
      const chart = await chartOf(api);
      for (const statement of ddlFor(companyDb.engine, TO_SCHEMA_22).split(';\n')) await sql.raw(statement).execute(companyDb.db);
      await sql`update meta set value = '21' where key = 'schema_version'`.execute(companyDb.db);
      return chart;
    });
    await withCompany(location, async (api) => {
      expect(await chartOf(api)).toEqual(once);
    });
  });
});
