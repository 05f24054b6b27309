import { sql } from 'kysely';
import type { DocumentTable } from '../../database/schema.js';
import { sqlNames, type ColumnName } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// Every save and posting reads what it changes and moves a version: written out rather than built (docs/style.md, "SQL").
const documents = sqlNames('documents');

/** The tables whose rows keep a version, each with the column its records are found by. */
export const VERSION_KEYS = {
  documents: 'uid',
  agents: 'uid',
  entities: 'uid',
  contracts: 'uid',
  stores: 'uid',
  accounts: 'code',
} as const satisfies { [T in 'documents' | 'agents' | 'entities' | 'contracts' | 'stores' | 'accounts']: ColumnName<T> };

/** A table whose rows keep a version. */
export type VersionedTable = keyof typeof VERSION_KEYS;

const VERSIONED = {
  documents: { t: documents, key: documents.uid },
  agents: { t: sqlNames('agents'), key: sqlNames('agents').uid },
  entities: { t: sqlNames('entities'), key: sqlNames('entities').uid },
  contracts: { t: sqlNames('contracts'), key: sqlNames('contracts').uid },
  stores: { t: sqlNames('stores'), key: sqlNames('stores').uid },
  accounts: { t: sqlNames('accounts'), key: sqlNames('accounts').code },
};

/** Moves the version of each row found by its key on by one; the new versions, by key. */
export async function addToVersions(
  db: Db,
  table: VersionedTable,
  keys: readonly string[],
): Promise<{ key: string; version: number | string }[]> {
  const { t, key } = VERSIONED[table];
  const { rows } = await sql<{ key: string; version: number | string }>`update ${t.$} set ${t.version} = ${t.version} + 1
    where ${key} in (${sql.join(keys)}) returning ${key} as "key", ${t.version}`.execute(db);
  return rows;
}

/** The posted flag of each document asked, by uid. */
export async function doneFlagsOf(db: Db, uids: readonly string[]): Promise<{ uid: string; done: boolean }[]> {
  const { rows } = await sql<{ uid: string; done: boolean }>`select ${documents.uid}, ${documents.done} from ${documents.$}
    where ${documents.uid} in (${sql.join(uids)})`.execute(db);
  return rows;
}

/** The category a document is stored with (a document, a payment or an operation), if there is one of that uid. */
export async function categoryOf(db: Db, uid: string): Promise<DocumentTable['category'] | undefined> {
  const { rows } = await sql<{ category: DocumentTable['category'] }>`select ${documents.category} from ${documents.$}
    where ${documents.uid} = ${uid}`.execute(db);
  return rows[0]?.category;
}
