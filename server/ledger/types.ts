import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema.js';

/** A database handle: the store itself for reads, a transaction for writes. */
export type Db = Kysely<Database> | Transaction<Database>;

/** The user a request acts for, with the rights that /document/setdone checks. */
export interface User {
  id: number;
  name: string;
  canPost: boolean;
  canUnpost: boolean;
}
