import { RIGHT_AREAS, RightKeySchema, type Role, type RoleDefinition } from '../../shared/api/index.js';
import { ServiceError } from '../service-error.js';
import type { Db } from '../ledger/types.js';

/**
 * The company's roles (docs/security.md, "Rights and roles"): the ready ones, seeded by the upgrade
 * to schema 28, and the office's own copies. Stored as their rights' keys and store-limited areas,
 * each comma-separated.
 */

/** Makes role `code` as `role` defines it, unless the company has one of that code already. */
export async function ensureRole(db: Db, code: string, role: RoleDefinition): Promise<void> {
  await db
    .insertInto('roles')
    .values({ code, name: role.name, rights: role.rights.join(','), store_limited: role.storeLimited.join(','), ready: false })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

const listOf = (text: string) => text.split(',').filter(Boolean);

/** The company's roles, the ready ones first, each in the order it was named. */
export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db.selectFrom('roles').selectAll().orderBy('ready', 'desc').orderBy('code').execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    rights: listOf(row.rights).flatMap((key) => {
      const parsed = RightKeySchema.safeParse(key);
      return parsed.success ? [parsed.data] : [];
    }),
    storeLimited: listOf(row.store_limited).filter((area) => (RIGHT_AREAS as readonly string[]).includes(area)) as Role['storeLimited'],
    ready: Boolean(row.ready),
  }));
}

/** The name of role `code`; a role the company does not have is a 404 naming it. */
export async function requireRole(db: Db, code: string): Promise<string> {
  const row = await db.selectFrom('roles').select('name').where('code', '=', code).executeTakeFirst();
  if (!row) throw new ServiceError('NOT_FOUND', `the company has no role "${code}"; GET /company/roles lists its roles`);
  return row.name;
}
