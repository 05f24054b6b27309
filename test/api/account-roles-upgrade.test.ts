import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { checkEntryInvariants } from '../../server/ledger/entries/entry-invariants.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { ddlFor } from '../../server/database/engines.js';
import { entriesText } from '../support/entry-views.js';
import { TO_SCHEMA_22 } from '../support/schema-11.js';
import { apiClient, fixtures, namedCompanyLocation, sayNotVatPayer, TOKENS } from '../support/test-service.js';

const work = mkdtempSync(`${tmpdir()}/oblik-roles-upgrade-`);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A service over `companyDb` for one step of the test, closed after it. */
async function withService<T>(companyDb: CompanyDb, step: (api: ReturnType<typeof apiClient>) => Promise<T>): Promise<T> {
  const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
  try {
    return await step(apiClient(app));
  } finally {
    await app.close();
  }
}

/**
 * A company of schema 21 opened by this version (docs/general-ledger.md, "Account roles"): it gains the
 * accounts the roles need where it lacks them and every role at its default; its posted write-offs keep
 * 949, which they were posted to, through a re-cost; a draft write-off takes 947.
 */
describe('a company of schema 21 opened by this version', () => {
  it('gets the roles’ defaults and the accounts they need; its write-offs keep what they were posted to', async () => {
    const location = await namedCompanyLocation(work, 'roles21');
    const old = await openCompanyDb(location);
    const made = await withService(old, async (api) => {
      await old.write((trx) => registerToken(trx, TOKENS.full, { name: 'full', ...ALL_RIGHTS }));
      await sayNotVatPayer(old);
      const f = fixtures(api);
      const { store, supplier, item } = await f.trade();
      // What a version before the roles posted: a write-off to 949.
      expect((await api.post('/ledger/accountroles/update', { role: 'writeOff', account: '949' })).status).toBe(200);
      const receipt = { type: 'waybillIn', agent: { uid: supplier.uid }, storeIn: { uid: store.uid }, vatCode: 'none' } as const;
      await f.post((await f.document({ ...receipt, date: '2026-03-02', details: [{ entity: { uid: item.uid }, qty: 5, price: 10 }] })).uid);
      const lines = [{ entity: { uid: item.uid }, qty: 1, price: 0 }];
      const posted = await f.document({ type: 'inventoryWriteOff', date: '2026-03-05', storeOut: { uid: store.uid }, details: lines });
      await f.post(posted.uid);
      const draft = await f.document({ type: 'inventoryWriteOff', date: '2026-03-06', storeOut: { uid: store.uid }, details: lines });
      return { store, supplier, item, posted: posted.uid, draft: draft.uid, receipt };
    });
    // Back to schema 21: no roles, write-offs name no account, the chart without the accounts schema 22 adds.
    await old.write(async (trx) => {
      for (const statement of ddlFor(old.engine, TO_SCHEMA_22).split(';\n')) await sql.raw(statement).execute(trx);
      for (const statement of [
        `update documents set pay_account = null where type = 'inventoryWriteOff'`,
        `delete from accounts where code in ('375', '712', '943', '947')`,
        `update meta set value = '21' where key = 'schema_version'`,
      ])
        await sql.raw(statement).execute(trx);
    });
    await old.close();

    const upgraded = await openCompanyDb(location);
    try {
      await withService(upgraded, async (api) => {
        const roles = (await api.get('/ledger/accountroles/')).body.data;
        expect(roles.every((r) => r.account === r.defaultAccount && r.version === 1)).toBe(true);
        const chart = (await api.get('/account/index/')).body.data.map((a) => a.code);
        expect(['375', '712', '943', '947'].filter((code) => chart.includes(code))).toEqual(['375', '712', '943', '947']);
        expect((await api.get(`/document/load/${made.posted}`)).body.data).toMatchObject({ account: '949' });
        expect((await api.get(`/document/load/${made.draft}`)).body.data).toMatchObject({ account: '947' });
        expect(await entriesText(api, made.posted)).toEqual(['949 / 281 Цегла Склад 10 ×1']);
        // A back-dated receipt at 7.00 re-costs the posted write-off: it stays on 949, at the batch it now takes.
        const f = fixtures(api);
        const earlier = await f.document({
          ...made.receipt,
          date: '2026-03-01',
          details: [{ entity: { uid: made.item.uid }, qty: 1, price: 7 }],
        });
        await f.post(earlier.uid);
        expect(await entriesText(api, made.posted)).toEqual(['949 / 281 Цегла Склад 7 ×1']);
        await f.post(made.draft);
        expect(await entriesText(api, made.draft)).toEqual(['947 / 281 Цегла Склад 10 ×1']);
      });
      await upgraded.write((trx) => checkEntryInvariants(trx));
    } finally {
      await upgraded.close();
    }
  });
});
