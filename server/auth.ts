import { createHash } from 'node:crypto';
import { ALL_RIGHT_KEYS, RIGHT_AREAS, type RightArea, type RightKey } from '../shared/api/index.js';
import { tokenUserByHash } from './auth-sql.js';
import { ensureRole } from './company/roles.js';
import { roleOfLegacyRights, type LegacyRights } from './company/legacy-rights.js';
import type { Db, Rights, User } from './ledger/types.js';

/** Tokens are kept as SHA-256 hashes: a copied database gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Every right, in every store: a Головний бухгалтер's, what a launch token and the command line's token commands hold. */
export const ALL_RIGHTS: Rights = { role: 'chiefAccountant', rights: new Set(ALL_RIGHT_KEYS), storeLimited: [], stores: null };

/**
 * Who the command line's token commands act as: the person who runs them (`name`), as the machine's
 * owner with every right, so they may give any right (docs/security.md, "Token rights"). Its id is no user's.
 */
export const commandLineUser = (name: string): User => ({ id: 0, name, ...ALL_RIGHTS });

/**
 * Whom a token is registered for: a name, their role (a role's code) or, as callers written before
 * roles say it, the four old rights, mapped onto the nearest role (company/legacy-rights.ts); and the
 * stores they work in (none given: every store). A launch token's user names its launch (`launchId`).
 */
export interface TokenHolder extends Partial<LegacyRights> {
  name: string;
  launchId?: string;
  role?: string;
  stores?: readonly string[] | null;
}

/** The role a holder is given: theirs, or the one their old rights map onto (made where it is a copy no one needed yet). */
async function roleOfHolder(db: Db, holder: TokenHolder): Promise<string> {
  if (holder.role !== undefined) return holder.role;
  const legacy = roleOfLegacyRights({
    canPost: holder.canPost ?? false,
    canUnpost: holder.canUnpost ?? false,
    canClosePeriod: holder.canClosePeriod ?? false,
    canManageTokens: holder.canManageTokens ?? false,
  });
  if (legacy.copy) await ensureRole(db, legacy.code, legacy.copy);
  return legacy.code;
}

/**
 * Registers a user and a token for it; an existing token is re-pointed at the new user. A launch token's
 * user names its launch (`launchId`); a person's token has none.
 */
export async function registerToken(db: Db, token: string, holder: TokenHolder): Promise<User> {
  const role = await roleOfHolder(db, holder);
  const stores = holder.stores ?? null;
  const row = await db
    .insertInto('users')
    .values({ name: holder.name, role, stores: stores === null ? null : JSON.stringify(stores), launch_id: holder.launchId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tokens')
    .values({ hash: hashToken(token), user_id: row.id })
    .onConflict((oc) => oc.column('hash').doUpdateSet({ user_id: row.id }))
    .execute();
  const user = await userOfToken(db, token);
  if (!user) throw new Error('a token just registered is not found');
  return user;
}

/** What removing the users of a name took away: how many users, and the hashes of their tokens. */
export interface RemovedUsers {
  users: number;
  hashes: string[];
}

/** Removes the users of the person called `name` (never a launch's) and their tokens. */
export async function removeUsersNamed(db: Db, name: string): Promise<RemovedUsers> {
  return removeUsers(db, { name });
}

/** Removes the users of launch `launchId` and their tokens. */
export async function removeLaunchUsers(db: Db, launchId: string): Promise<RemovedUsers> {
  return removeUsers(db, { launchId });
}

async function removeUsers(db: Db, which: { name: string } | { launchId: string }): Promise<RemovedUsers> {
  const users = db.selectFrom('users').select('id');
  const ids =
    'name' in which ? users.where('name', '=', which.name).where('launch_id', 'is', null) : users.where('launch_id', '=', which.launchId);
  const tokens = await db.selectFrom('tokens').select('hash').where('user_id', 'in', ids).execute();
  await db.deleteFrom('tokens').where('user_id', 'in', ids).execute();
  const result = await db.deleteFrom('users').where('id', 'in', ids).executeTakeFirst();
  return { users: Number(result.numDeletedRows), hashes: tokens.map((t) => t.hash) };
}

/** Whose token `replaceTokensOf` makes the only one: the person's name, the token, and their role or old rights. */
export interface ReplaceTokensOfOptions {
  name: string;
  token: string;
  rights: Omit<TokenHolder, 'name'>;
}

/**
 * Makes `token` the only token of the person called `name`: their earlier ones stop working. A launch's
 * own token is registered by launch-tokens.ts instead, which replaces only its launch's.
 */
export async function replaceTokensOf(db: Db, { name, token, rights }: ReplaceTokensOfOptions): Promise<User> {
  await removeUsersNamed(db, name);
  return registerToken(db, token, { ...rights, name });
}

const tokenUsers = (db: Db) =>
  db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .leftJoin('roles', 'roles.code', 'users.role')
    .select(['tokens.hash', 'users.id', 'users.name', 'users.role', 'users.stores', 'roles.rights', 'roles.store_limited']);

type TokenUserRow = Awaited<ReturnType<ReturnType<typeof tokenUsers>['executeTakeFirstOrThrow']>>;

const listOf = (text: string | null): string[] => (text ? text.split(',').filter(Boolean) : []);
const isKey = (key: string): key is RightKey => (ALL_RIGHT_KEYS as readonly string[]).includes(key);
const isArea = (area: string): area is RightArea => (RIGHT_AREAS as readonly string[]).includes(area);

/** A person's stores as stored: a JSON array of uids, or null for every store. */
export function storesOfText(text: string | null): string[] | null {
  if (text === null) return null;
  const stores: unknown = JSON.parse(text);
  return Array.isArray(stores) ? stores.filter((s): s is string => typeof s === 'string') : [];
}

/** A user as stored. A role that is gone gives no right; a right or area this version does not know is ignored. */
const userOfRow = (row: TokenUserRow): User => ({
  id: row.id,
  name: row.name,
  role: row.role,
  rights: new Set(listOf(row.rights).filter(isKey)),
  storeLimited: listOf(row.store_limited).filter(isArea),
  stores: storesOfText(row.stores),
});

/** The user a token belongs to, or null for an unknown token. */
export async function userOfToken(db: Db, token: string): Promise<User | null> {
  const row = await tokenUserByHash<TokenUserRow>(db, hashToken(token));
  return row ? userOfRow(row) : null;
}

/**
 * The company's tokens, launch tokens included (only those of the person called `name`, when given, and
 * never a launch's then), as each one's hash and user.
 */
export async function usersOfTokens(db: Db, name?: string): Promise<[hash: string, user: User][]> {
  const query = name === undefined ? tokenUsers(db) : tokenUsers(db).where('users.name', '=', name).where('users.launch_id', 'is', null);
  const rows = await query.execute();
  return rows.map((row) => [row.hash, userOfRow(row)]);
}

/** Reads the token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const text = header.trim();
  const token = /^bearer\s+/i.test(text) ? text.replace(/^bearer\s+/i, '') : text;
  return token.length > 0 && token.length <= 512 ? token : null;
}
