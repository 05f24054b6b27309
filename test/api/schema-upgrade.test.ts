import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken, userOfToken } from '../../server/auth.js';
import { SCHEMA_VERSION } from '../../server/database/migrations.js';
import { openCompanyDb } from '../../server/database/company-db.js';
import { toSchema6, toSchema8, toSchema9 } from '../support/schema-6.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a company file of schema 5 opened by this version', () => {
  it('gains the history and roles; its tokens keep what they had and get no new right', async () => {
    const file = join(work, 'v5.oblik');
    await (await openCompanyDb({ file })).close();
    toSchema6(file);
    // Version 5 as it was: no history table, users with two rights only.
    const db = new DatabaseSync(file);
    db.exec(`drop table history;
      alter table users drop column can_close_period;
      alter table users drop column can_manage_tokens;
      insert into users (id, name, can_post, can_unpost) values (7, 'Бухгалтер', 1, 0);
      insert into tokens (hash, user_id) values ('${hashToken('old-token')}', 7);
      update meta set value = '5' where key = 'schema_version';`);
    db.close();

    const companyDb = await openCompanyDb({ file });
    try {
      const version = await companyDb.db.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirstOrThrow();
      expect(version.value).toBe(String(SCHEMA_VERSION));
      // Posting without unposting: a copy of Бухгалтер without unposting (docs/service-behaviour.md, "Tokens and rights").
      const user = await userOfToken(companyDb.db, 'old-token');
      expect(user).toMatchObject({ id: 7, name: 'Бухгалтер', role: 'accountant-no-unpost', stores: null });
      expect(user?.rights.has('sales.post')).toBe(true);
      expect(
        [...(user?.rights ?? [])].filter((key) => key.endsWith('.unpost') || key.startsWith('people.') || key === 'period.edit'),
      ).toEqual([]);
      expect(await companyDb.db.selectFrom('history').selectAll().execute()).toEqual([]);
    } finally {
      await companyDb.close();
    }
  });
});

describe('a company file of schema 7 opened by this version', () => {
  it('gains the table of imported bank statement lines, empty', async () => {
    const file = join(work, 'v7.oblik');
    await (await openCompanyDb({ file })).close();
    toSchema8(file);
    const db = new DatabaseSync(file);
    db.exec(`drop table bank_lines; update meta set value = '7' where key = 'schema_version';`);
    db.close();
    const companyDb = await openCompanyDb({ file });
    try {
      expect(await companyDb.db.selectFrom('bank_lines').selectAll().execute()).toEqual([]);
    } finally {
      await companyDb.close();
    }
  });
});

describe('a company file of schema 8 opened by this version', () => {
  it("gains the settlement moves' index that holds their amounts, which the agent turnover reads alone", async () => {
    const file = join(work, 'v8.oblik');
    await (await openCompanyDb({ file })).close();
    toSchema8(file);
    const companyDb = await openCompanyDb({ file });
    await companyDb.close();
    const db = new DatabaseSync(file);
    try {
      const columns = db.prepare("select name from pragma_index_info('settlement_moves_account') order by seqno").all();
      expect(columns.map((c) => c.name)).toEqual(['account', 'agent_id', 'date', 'debit', 'credit']);
    } finally {
      db.close();
    }
  });
});

describe('a company file of schema 9 opened by this version', () => {
  it('gains a counter that every write of a document moves, and nothing else does', async () => {
    const file = join(work, 'v9.oblik');
    await (await openCompanyDb({ file })).close();
    toSchema9(file);
    const companyDb = await openCompanyDb({ file });
    try {
      const counter = async () =>
        Number(
          (await companyDb.db.selectFrom('counters').select('value').where('name', '=', 'document_change').executeTakeFirstOrThrow()).value,
        );
      const start = await counter();
      const uid = '00000000-0000-4000-8000-000000000001';
      await companyDb.write((trx) =>
        sql`insert into documents (uid, category, type, date, no, no_key, sum, modified_at, id)
          values (${uid}, 'document', 'invoice', '2026-01-01', '1', '1', 0, 'x', 1)`.execute(trx),
      );
      expect(await counter()).toBe(start + 1);
      await companyDb.write((trx) => trx.updateTable('documents').set({ memo: 'змінено' }).where('uid', '=', uid).execute());
      expect(await counter()).toBe(start + 2);
      await companyDb.write((trx) =>
        trx.insertInto('stores').values({ uid, id: 1, name: 'Склад', address: '', modified_at: 'x' }).execute(),
      );
      expect(await counter()).toBe(start + 2);
      await companyDb.write((trx) => trx.deleteFrom('documents').where('uid', '=', uid).execute());
      expect(await counter()).toBe(start + 3);
    } finally {
      await companyDb.close();
    }
  });
});
