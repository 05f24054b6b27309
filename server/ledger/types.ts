import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.js';

/** A database handle: the database itself for reads, a transaction for writes. */
export type Db = Kysely<Database> | Transaction<Database>;

/** The user a request acts for: the person a token was given to, and what the token may do. */
export interface User {
  id: number;
  name: string;
  canPost: boolean;
  canUnpost: boolean;
  canClosePeriod: boolean;
  canManageTokens: boolean;
}

/** A user's rights, as stored with their token. */
export type Rights = Omit<User, 'id' | 'name'>;
