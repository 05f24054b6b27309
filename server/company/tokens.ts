import { randomBytes } from 'node:crypto';
import type { TokenAdded, TokenAddBody, TokenInfo, TokenRevoked, TokenRight } from '../../shared/api/index.js';
import { hashToken, registerToken, removeUsersNamed, usersOfTokens } from '../auth.js';
import { ServiceError } from '../service-error.js';
import { recordTokenChanges } from './token-history.js';
import type { Db, Rights, User } from '../ledger/types.js';

const RIGHT_COLUMNS = [
  ['post', 'canPost'],
  ['unpost', 'canUnpost'],
  ['close-period', 'canClosePeriod'],
  ['manage-tokens', 'canManageTokens'],
] as const satisfies readonly (readonly [TokenRight, keyof Rights])[];

/** The rights a list of right names gives; every right not named is denied. */
export function rightsFromList(list: readonly TokenRight[]): Rights {
  return Object.fromEntries(RIGHT_COLUMNS.map(([name, key]) => [key, list.includes(name)])) as unknown as Rights;
}

/** The names of the rights a user holds, in the order of TOKEN_RIGHTS. */
export function listOfRights(rights: Rights): TokenRight[] {
  return RIGHT_COLUMNS.filter(([, key]) => rights[key]).map(([name]) => name);
}

/** Whether a user holds the right named `right`. */
export function holdsRight(user: Rights, right: TokenRight): boolean {
  return RIGHT_COLUMNS.some(([name, key]) => name === right && user[key]);
}

/** Refuses (403) a user without the right to manage tokens. */
export function requireTokenManager(user: User): void {
  if (!user.canManageTokens) throw new ServiceError('FORBIDDEN', 'your token has no right to manage tokens (manage-tokens)');
}

/**
 * The company's tokens: each person's name and rights, never a token or its hash. Launch tokens are not
 * listed: each lives and dies with its launch and is no one's to revoke (docs/security.md, "Launch tokens").
 */
export async function listTokens(db: Db): Promise<TokenInfo[]> {
  const rows = await db
    .selectFrom('users')
    .select(['name', 'can_post', 'can_unpost', 'can_close_period', 'can_manage_tokens'])
    .where((eb) => eb.exists(eb.selectFrom('tokens').select('tokens.hash').whereRef('tokens.user_id', '=', 'users.id')))
    .where('launch_id', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    rights: listOfRights({
      canPost: row.can_post,
      canUnpost: row.can_unpost,
      canClosePeriod: row.can_close_period,
      canManageTokens: row.can_manage_tokens,
    }),
  }));
}

/**
 * Refuses (403) a token that gives rights its holder does not hold, naming them: a right is passed on,
 * never grown (docs/security.md, "Token rights").
 */
function requireRightsHeld(by: User, rights: Rights): void {
  const held = listOfRights(by);
  const beyond = listOfRights(rights).filter((right) => !held.includes(right));
  if (beyond.length > 0) {
    throw new ServiceError('FORBIDDEN', `a token gives only rights its giver holds; yours lacks ${beyond.join(', ')}`);
  }
}

/**
 * Gives a person a new token with the rights named, `by` a user who holds each of them (403 otherwise);
 * the token is made here, returned once and stored only as its hash, and the history records who gave
 * it with which rights. A name that already has a token is refused (409): revoke it first, so one name
 * means one person.
 */
export async function addToken(db: Db, body: TokenAddBody, by: User): Promise<TokenAdded> {
  const rights = rightsFromList(body.rights);
  requireRightsHeld(by, rights);
  // A launch's user may carry the same person's name: one name means one person's token, not one launch.
  const taken = await db.selectFrom('users').select('id').where('name', '=', body.name).where('launch_id', 'is', null).executeTakeFirst();
  if (taken) throw new ServiceError('TOKEN_NAME_TAKEN', `"${body.name}" already has a token; revoke it first to give a new one`);
  const token = randomBytes(32).toString('base64url');
  await registerToken(db, token, { name: body.name, ...rights });
  await recordTokenChanges(db, by, {
    operation: 'create',
    tokens: [{ hash: hashToken(token), name: body.name, rights: listOfRights(rights) }],
  });
  return { name: body.name, rights: listOfRights(rights), token };
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
    tokens: held.map(([hash, user]) => ({ hash, name, rights: listOfRights(user) })),
  });
  return { reply: { name, revoked: true }, hashes: removed.hashes };
}
