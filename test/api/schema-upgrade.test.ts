import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken, userOfToken } from '../../server/auth.js';
import { SCHEMA_VERSION } from '../../server/store/migrations.js';
import { openStore } from '../../server/store/open-store.js';
import { toSchema6 } from '../support/schema-6.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a company file of schema 5 opened by this version', () => {
  it('gains the history and the two new rights; its tokens keep what they had and get no new right', async () => {
    const file = join(work, 'v5.oblik');
    await (await openStore({ file })).close();
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

    const store = await openStore({ file });
    try {
      const version = await store.db.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirstOrThrow();
      expect(version.value).toBe(String(SCHEMA_VERSION));
      expect(await userOfToken(store.db, 'old-token')).toEqual({
        id: 7,
        name: 'Бухгалтер',
        canPost: true,
        canUnpost: false,
        canClosePeriod: false,
        canManageTokens: false,
      });
      expect(await store.db.selectFrom('history').selectAll().execute()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('a company file of schema 7 opened by this version', () => {
  it('gains the table of imported bank statement lines, empty', async () => {
    const file = join(work, 'v7.oblik');
    await (await openStore({ file })).close();
    const db = new DatabaseSync(file);
    db.exec(`drop table bank_lines; update meta set value = '7' where key = 'schema_version';`);
    db.close();
    const store = await openStore({ file });
    try {
      expect(await store.db.selectFrom('bank_lines').selectAll().execute()).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
