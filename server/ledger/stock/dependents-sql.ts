import { sql } from 'kysely';
import { sqlNames } from '../../database/sql-names.js';
import type { Db } from '../types.js';

// Every posting of an issue reads these: written out rather than built (docs/style.md, "SQL").
const documents = sqlNames('documents');
const d = sqlNames('documents', 'd');
const l = sqlNames('document_lines', 'l');
const e = sqlNames('entities', 'e');

/** What decides where a document's cost flows: its type, date and the store it receives into. */
export async function costFlowHeadersOf(
  db: Db,
  uids: readonly string[],
): Promise<{ uid: string; type: string; date: string; store_in: string | null }[]> {
  const { rows } = await sql<{
    uid: string;
    type: string;
    date: string;
    store_in: string | null;
  }>`select ${documents.uid}, ${documents.type},
      ${documents.date}, ${documents.store_in}
    from ${documents.$} where ${documents.uid} in (${sql.join(uids)})`.execute(db);
  return rows;
}

/** The goods lines of the posted returns of `types` based on the sales `parents`, with the store each came back to. */
export async function returnLinesOf(
  db: Db,
  parents: readonly string[],
  types: readonly string[],
): Promise<{ parent_uid: string | null; store_in: string | null; date: string; entity_uid: string }[]> {
  const { rows } = await sql<{ parent_uid: string | null; store_in: string | null; date: string; entity_uid: string }>`
    select ${d.parent_uid}, ${d.store_in}, ${d.date}, ${e.uid} as entity_uid
    from ${d.$} join ${l.$} on ${l.document_id} = ${d.id} join ${e.$} on ${e.id} = ${l.entity_id}
    where ${d.parent_uid} in (${sql.join(parents)}) and ${d.type} in (${sql.join(types)}) and ${d.done} = ${true}`.execute(db);
  return rows;
}
