import type { Kysely, Transaction } from 'kysely';
import type { RightArea, RightKey } from '../../shared/api/index.js';
import type { Database } from '../database/schema.js';

/** A database handle: the database itself for reads, a transaction for writes. */
export type Db = Kysely<Database> | Transaction<Database>;

/** The user a request acts for: the person a token was given to, and what their role lets them do. */
export interface User {
  id: number;
  name: string;
  /** The role's code (docs/security.md, "Rights and roles"). */
  role: string;
  /** The rights the role gives. */
  rights: ReadonlySet<RightKey>;
  /** The areas whose rights hold in the person's `stores` only. */
  storeLimited: readonly RightArea[];
  /** The stores the person works in, by uid; null: every store. */
  stores: readonly string[] | null;
}

/** A user's role and what it gives, as stored with their token. */
export type Rights = Omit<User, 'id' | 'name'>;
