import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_RIGHT_KEYS, READY_ROLES, type RightKey } from '../../shared/api/index.js';
import { hashToken, userOfToken } from '../../server/auth.js';
import { ddlFor } from '../../server/database/engines.js';
import { openCompanyDb } from '../../server/database/company-db.js';
import { namedCompanyLocation } from '../support/test-service.js';
import { TO_SCHEMA_27 } from '../support/schema-11.js';

const work = mkdtempSync(join(tmpdir(), 'oblik-roles-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The old rights of each person of a company of schema 27: post, unpost, close period, manage tokens. */
const PEOPLE = [
  { name: 'Олена Коваль', flags: [false, false, false, true] },
  { name: 'Ірина Бондар', flags: [true, true, false, false] },
  { name: 'Петро Шевчук', flags: [true, false, false, false] },
  { name: 'Гість', flags: [false, false, false, false] },
  { name: 'Марта Лисенко', flags: [true, true, true, false] },
] as const;

const accountant = new Set<RightKey>(READY_ROLES.accountant.rights);
const without = (rights: Set<RightKey>, action: string) => new Set([...rights].filter((key) => !key.endsWith(`.${action}`)));

/**
 * A company of schema 27 opened by this version (docs/service-behaviour.md, "Tokens and rights"): each
 * person gets the role their four old rights map onto, keeping every right they had and gaining none
 * where a role allows it; the ready roles are there; the old columns are gone.
 */
describe('a company of schema 27 opened by this version', () => {
  it('maps each person’s four rights onto a role', async () => {
    const location = await namedCompanyLocation(work, 'roles27');
    const today = await openCompanyDb(location);
    await today.write(async (trx) => {
      for (const statement of ddlFor(today.engine, TO_SCHEMA_27).split(';\n')) await sql.raw(statement).execute(trx);
      for (const [i, { name, flags }] of PEOPLE.entries()) {
        const [post, unpost, close, manage] = flags;
        await sql
          .raw(
            `insert into users (id, name, can_post, can_unpost, can_close_period, can_manage_tokens) values (${100 + i}, '${name}', ${post}, ${unpost}, ${close}, ${manage})`,
          )
          .execute(trx);
        await sql.raw(`insert into tokens (hash, user_id) values ('${hashToken(`old-${i}`)}', ${100 + i})`).execute(trx);
      }
    });
    await today.close();

    const upgraded = await openCompanyDb(location);
    try {
      const users = await Promise.all(PEOPLE.map((_, i) => userOfToken(upgraded.db, `old-${i}`)));
      expect(users.map((u) => u?.role)).toEqual([
        'chiefAccountant',
        'accountant',
        'accountant-no-unpost',
        'accountant-no-post-no-unpost',
        'accountant-period',
      ]);
      expect(users[0]?.rights).toEqual(new Set(ALL_RIGHT_KEYS));
      expect(users[1]?.rights).toEqual(accountant);
      expect(users[2]?.rights).toEqual(without(accountant, 'unpost'));
      // A token without rights still edited every draft: it keeps that, and posts nothing.
      expect(users[3]?.rights).toEqual(without(without(accountant, 'unpost'), 'post'));
      expect(users[4]?.rights).toEqual(new Set([...accountant, 'period.edit']));
      expect(users.every((u) => u?.stores === null)).toBe(true);
      const roles = (await upgraded.db.selectFrom('roles').select(['code', 'name', 'ready']).orderBy('code').execute()).map((r) => ({
        ...r,
        ready: Boolean(r.ready),
      }));
      expect(roles.filter((r) => Boolean(r.ready)).map((r) => r.code)).toEqual(
        ['accountant', 'cashier', 'chiefAccountant', 'salesManager', 'storekeeper', 'viewer'].sort(),
      );
      // Copies only where someone needed one.
      expect(roles.filter((r) => !r.ready)).toEqual([
        { code: 'accountant-no-post-no-unpost', name: 'Бухгалтер (без проведення, без скасування проведення)', ready: false },
        { code: 'accountant-no-unpost', name: 'Бухгалтер (без скасування проведення)', ready: false },
        { code: 'accountant-period', name: 'Бухгалтер (із закриттям періоду)', ready: false },
      ]);
    } finally {
      await upgraded.close();
    }
  });
});
