import { createHash } from 'node:crypto';
import { tokenUserByHash } from './auth-sql.js';
import type { Db, Rights, User } from './ledger/types.js';

/** Tokens are kept as SHA-256 hashes: a copied database gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Every right: what a launch token and the command line's token commands hold. */
export const ALL_RIGHTS: Rights = { canPost: true, canUnpost: true, canClosePeriod: true, canManageTokens: true };

/**
 * Who the command line's token commands act as: the person who runs them (`name`), as the machine's
 * owner with every right, so they may give any right (docs/security.md, "Token rights"). Its id is no user's.
 */
export const commandLineUser = (name: string): User => ({ id: 0, name, ...ALL_RIGHTS });

/** Rights sent partly (older callers name only post and unpost) with the rest denied. */
const rightsOf = (rights: Partial<Rights>): Rights => ({
  canPost: rights.canPost ?? false,
  canUnpost: rights.canUnpost ?? false,
  canClosePeriod: rights.canClosePeriod ?? false,
  canManageTokens: rights.canManageTokens ?? false,
});

/**
 * Registers a user and a token for it; an existing token is re-pointed at the new user. A launch token's
 * user names its launch (`launchId`); a person's token has none.
 */
export async function registerToken(db: Db, token: string, user: { name: string; launchId?: string } & Partial<Rights>): Promise<User> {
  const rights = rightsOf(user);
  const row = await db
    .insertInto('users')
    .values({
      name: user.name,
      can_post: rights.canPost,
      can_unpost: rights.canUnpost,
      can_close_period: rights.canClosePeriod,
      can_manage_tokens: rights.canManageTokens,
      launch_id: user.launchId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tokens')
    .values({ hash: hashToken(token), user_id: row.id })
    .onConflict((oc) => oc.column('hash').doUpdateSet({ user_id: row.id }))
    .execute();
  return { id: row.id, name: user.name, ...rights };
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

export interface ReplaceTokensOfOptions {
  name: string;
  token: string;
  rights: Partial<Rights>;
}

/**
 * Makes `token` the only token of the person called `name`: their earlier ones stop working. A launch's
 * own token is registered by launch-tokens.ts instead, which replaces only its launch's.
 */
export async function replaceTokensOf(db: Db, { name, token, rights }: ReplaceTokensOfOptions): Promise<User> {
  await removeUsersNamed(db, name);
  return registerToken(db, token, { name, ...rights });
}

const tokenUsers = (db: Db) =>
  db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select([
      'tokens.hash',
      'users.id',
      'users.name',
      'users.can_post',
      'users.can_unpost',
      'users.can_close_period',
      'users.can_manage_tokens',
    ]);

type TokenUserRow = Awaited<ReturnType<ReturnType<typeof tokenUsers>['executeTakeFirstOrThrow']>>;

const userOfRow = (row: TokenUserRow): User => ({
  id: row.id,
  name: row.name,
  canPost: row.can_post,
  canUnpost: row.can_unpost,
  canClosePeriod: row.can_close_period,
  canManageTokens: row.can_manage_tokens,
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
