import { sql } from 'kysely';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// Written out: a posting asks for these keys in several of its statements (docs/style.md, "SQL").
const documents = sqlNames('documents');
const stores = sqlNames('stores');
const agents = sqlNames('agents');

/** A document's integer key, as a subquery by its uid: for statements on its lines and moves. */
export const documentId = (uid: string) => sql<number>`(select ${documents.id} from ${documents.$} where ${documents.uid} = ${uid})`;

/** A store's integer key, as a subquery by its uid. */
export const storeId = (uid: string) => sql<number>`(select ${stores.id} from ${stores.$} where ${stores.uid} = ${uid})`;

/** An agent's integer key, as a subquery by its uid. */
export const agentId = (uid: string) => sql<number>`(select ${agents.id} from ${agents.$} where ${agents.uid} = ${uid})`;

/** The tables with integer keys. */
export type Keyed = 'stores' | 'entities' | 'agents' | 'documents';

const KEYED = { stores, entities: sqlNames('entities'), agents, documents } as const;

/** The integer keys of the records of `table` with the uids given (those it has). */
export async function keysByUid(db: Db, table: Keyed, uids: readonly string[]): Promise<{ uid: string; id: number | string }[]> {
  const t = KEYED[table];
  const { rows } = await sql<{ uid: string; id: number | string }>`select ${t.uid}, ${t.id} from ${t.$} where ${t.uid} in (${sql.join(
    uids,
  )})`.execute(db);
  return rows;
}
