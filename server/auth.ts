import { createHash } from 'node:crypto';
import type { Db, Rights, User } from './ledger/types.js';

/** Tokens are kept as SHA-256 hashes: a copied database gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Every right: what the command line's token and the desktop app's own launch token hold. */
export const ALL_RIGHTS: Rights = { canPost: true, canUnpost: true, canClosePeriod: true, canManageTokens: true };

/** Rights sent partly (older callers name only post and unpost) with the rest denied. */
const rightsOf = (rights: Partial<Rights>): Rights => ({
  canPost: rights.canPost ?? false,
  canUnpost: rights.canUnpost ?? false,
  canClosePeriod: rights.canClosePeriod ?? false,
  canManageTokens: rights.canManageTokens ?? false,
});

/** Registers a user and a token for it; an existing token is re-pointed at the new user. */
export async function registerToken(db: Db, token: string, user: { name: string } & Partial<Rights>): Promise<User> {
  const rights = rightsOf(user);
  const row = await db
    .insertInto('users')
    .values({
      name: user.name,
      can_post: rights.canPost,
      can_unpost: rights.canUnpost,
      can_close_period: rights.canClosePeriod,
      can_manage_tokens: rights.canManageTokens,
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

/** Removes the users called `name` and their tokens; how many users went. */
export async function removeUsersNamed(db: Db, name: string): Promise<number> {
  const ids = db.selectFrom('users').select('id').where('name', '=', name);
  await db.deleteFrom('tokens').where('user_id', 'in', ids).execute();
  const result = await db.deleteFrom('users').where('name', '=', name).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Makes `token` the only token of the user called `name`: earlier tokens given on the command line
 * stop working, so a per-launch token dies with its launch.
 */
export async function replaceTokensOf(db: Db, name: string, token: string, rights: Partial<Rights>): Promise<User> {
  await removeUsersNamed(db, name);
  return registerToken(db, token, { name, ...rights });
}

/** The user a token belongs to, or null for an unknown token. */
export async function userOfToken(db: Db, token: string): Promise<User | null> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select(['users.id', 'users.name', 'users.can_post', 'users.can_unpost', 'users.can_close_period', 'users.can_manage_tokens'])
    .where('tokens.hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    canPost: row.can_post,
    canUnpost: row.can_unpost,
    canClosePeriod: row.can_close_period,
    canManageTokens: row.can_manage_tokens,
  };
}

/** Reads the token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const text = header.trim();
  const token = /^bearer\s+/i.test(text) ? text.replace(/^bearer\s+/i, '') : text;
  return token.length > 0 && token.length <= 512 ? token : null;
}
