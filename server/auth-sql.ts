import { sql } from 'kysely';
import { sqlNames } from './database/sql-names.js';
import type { Db } from './ledger/types.js';

// Written out: every request asks who its token is (docs/style.md, "SQL").
const tokens = sqlNames('tokens', 'tokens');
const users = sqlNames('users', 'users');
const roles = sqlNames('roles', 'roles');

/** The token's row joined to its user's and the user's role, by the token's hash; the columns `tokenUsers` (auth.ts) selects. */
export async function tokenUserByHash<Row>(db: Db, hash: string): Promise<Row | undefined> {
  const { rows } = await sql<Row>`select ${tokens.hash}, ${users.id}, ${users.name}, ${users.role}, ${users.stores},
      ${roles.rights}, ${roles.store_limited}
    from ${tokens.$} join ${users.$} on ${users.id} = ${tokens.user_id} left join ${roles.$} on ${roles.code} = ${users.role}
    where ${tokens.hash} = ${hash}`.execute(db);
  return rows[0];
}
