import { randomBytes } from 'node:crypto';
import type { PersonRights, TokenAdded, TokenAddBody, TokenInfo, TokenRevoked } from '../../shared/api/index.js';
import { hashToken, registerToken, removeUsersNamed, storesOfText, usersOfTokens } from '../auth.js';
import { ServiceError } from '../service-error.js';
import { legacyListOfRights, legacyRightsOfList, roleOfLegacyRights } from './legacy-rights.js';
import { ensureRole, listRoles, requireRole } from './roles.js';
import { recordTokenChanges } from './token-history.js';
import type { Db, User } from '../ledger/types.js';

/**
 * The company's tokens: each person's name, role, stores and rights, never a token or its hash. Launch
 * tokens are not listed: each lives and dies with its launch and is no one's to revoke
 * (docs/security.md, "Launch tokens").
 */
export async function listTokens(db: Db): Promise<TokenInfo[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('roles', 'roles.code', 'users.role')
    .select(['users.name', 'users.role', 'users.stores', 'roles.name as roleName'])
    .where((eb) => eb.exists(eb.selectFrom('tokens').select('tokens.hash').whereRef('tokens.user_id', '=', 'users.id')))
    .where('users.launch_id', 'is', null)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  const roles = new Map((await listRoles(db)).map((role) => [role.code, role]));
  return rows.map((row) => {
    const roleRights = roles.get(row.role)?.rights ?? [];
    return {
      name: row.name,
      role: row.role,
      roleName: row.roleName ?? row.role,
      stores: storesOfText(row.stores),
      roleRights,
      rights: legacyListOfRights(new Set(roleRights)),
    };
  });
}

/** What the person asking may do (`GET /company/me`). */
export async function personRights(db: Db, user: User): Promise<PersonRights> {
  const role = await db.selectFrom('roles').select('name').where('code', '=', user.role).executeTakeFirst();
  return {
    name: user.name,
    role: user.role,
    roleName: role?.name ?? user.role,
    rights: [...user.rights],
    storeLimited: [...user.storeLimited],
    stores: user.stores === null ? null : [...user.stores],
  };
}

/** The role a body gives: its `role`, or the one its old `rights` map onto (made where it is a copy not yet made). */
async function roleOfBody(db: Db, body: TokenAddBody): Promise<string> {
  if (body.role !== undefined) {
    await requireRole(db, body.role);
    return body.role;
  }
  const legacy = roleOfLegacyRights(legacyRightsOfList(body.rights ?? []));
  if (legacy.copy) await ensureRole(db, legacy.code, legacy.copy);
  return legacy.code;
}

/**
 * Refuses (403) a token that gives rights its holder does not hold, naming them: a right is passed on,
 * never grown (docs/security.md, "Token rights"). Store limits are not widened either: a giver limited
 * to some stores gives only those.
 */
async function requireRightsHeld(db: Db, by: User, { role, stores }: { role: string; stores: readonly string[] | null }): Promise<void> {
  const given = (await listRoles(db)).find((r) => r.code === role)?.rights ?? [];
  const beyond = given.filter((key) => !by.rights.has(key));
  if (beyond.length > 0) {
    throw new ServiceError('FORBIDDEN', `a person gives only rights they hold; you lack ${beyond.join(', ')}`, {
      missing: beyond,
    });
  }
  if (by.stores !== null && (stores === null || stores.some((store) => !by.stores?.includes(store)))) {
    throw new ServiceError('FORBIDDEN', 'a person limited to some stores gives only those stores');
  }
}

/**
 * Gives a person a new token with the role named (or the role their old rights map onto), `by` a user
 * who holds each of its rights (403 otherwise); the token is made here, returned once and stored only as
 * its hash, and the history records who gave it with which role. A name that already has a token is
 * refused (409): revoke it first, so one name means one person.
 */
export async function addToken(db: Db, body: TokenAddBody, by: User): Promise<TokenAdded> {
  const role = await roleOfBody(db, body);
  const stores = body.stores ?? null;
  await requireRightsHeld(db, by, { role, stores });
  // A launch's user may carry the same person's name: one name means one person's token, not one launch.
  const taken = await db.selectFrom('users').select('id').where('name', '=', body.name).where('launch_id', 'is', null).executeTakeFirst();
  if (taken) throw new ServiceError('TOKEN_NAME_TAKEN', `"${body.name}" already has a token; revoke it first to give a new one`);
  const token = randomBytes(32).toString('base64url');
  const user = await registerToken(db, token, { name: body.name, role, stores });
  const rights = legacyListOfRights(user.rights);
  await recordTokenChanges(db, by, { operation: 'create', tokens: [{ hash: hashToken(token), name: body.name, role, rights }] });
  const roleName = await requireRole(db, role);
  return { name: body.name, role, roleName, stores, roleRights: [...user.rights], rights, token };
}

/** A revocation done: the reply, and the hashes of the tokens that stopped working (for the auth gate). */
export interface TokenRevocation {
  reply: TokenRevoked;
  hashes: string[];
}

/**
 * Revokes the token of the person called `name` (404 when there is none), recording who revoked it;
 * a token cannot revoke itself (409).
 */
export async function revokeToken(db: Db, name: string, by: User): Promise<TokenRevocation> {
  const held = await usersOfTokens(db, name);
  if (held.some(([, user]) => user.id === by.id)) {
    throw new ServiceError('TOKEN_IN_USE', 'a token cannot revoke itself; revoke it with another token');
  }
  const removed = await removeUsersNamed(db, name);
  if (removed.users === 0) throw new ServiceError('NOT_FOUND', `no token is given to "${name}"`);
  await recordTokenChanges(db, by, {
    operation: 'delete',
    tokens: held.map(([hash, user]) => ({ hash, name, role: user.role, rights: legacyListOfRights(user.rights) })),
  });
  return { reply: { name, revoked: true }, hashes: removed.hashes };
}
