import { createHash } from 'node:crypto';
import type { Db, User } from './ledger/types.js';

/** Tokens are kept as SHA-256 hashes: a copied database gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Registers a user and a token for it; an existing token is re-pointed at the new user. */
export async function registerToken(db: Db, token: string, user: { name: string; canPost: boolean; canUnpost: boolean }): Promise<User> {
  const row = await db
    .insertInto('users')
    .values({ name: user.name, can_post: user.canPost, can_unpost: user.canUnpost })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tokens')
    .values({ hash: hashToken(token), user_id: row.id })
    .onConflict((oc) => oc.column('hash').doUpdateSet({ user_id: row.id }))
    .execute();
  return { id: row.id, ...user };
}

/**
 * Makes `token` the only token of the user called `name`: earlier tokens given on the command line
 * stop working, so a per-launch token dies with its launch.
 */
export async function replaceTokensOf(
  db: Db,
  name: string,
  token: string,
  rights: { canPost: boolean; canUnpost: boolean },
): Promise<User> {
  const old = db.selectFrom('users').select('id').where('name', '=', name);
  await db.deleteFrom('tokens').where('user_id', 'in', old).execute();
  await db.deleteFrom('users').where('name', '=', name).execute();
  return registerToken(db, token, { name, ...rights });
}

/** The user a token belongs to, or null for an unknown token. */
export async function userOfToken(db: Db, token: string): Promise<User | null> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select(['users.id', 'users.name', 'users.can_post', 'users.can_unpost'])
    .where('tokens.hash', '=', hashToken(token))
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, canPost: row.can_post, canUnpost: row.can_unpost } : null;
}

/** Reads the token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const text = header.trim();
  const token = /^bearer\s+/i.test(text) ? text.replace(/^bearer\s+/i, '') : text;
  return token.length > 0 && token.length <= 512 ? token : null;
}
