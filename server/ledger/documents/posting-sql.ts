import { sql, type Selectable } from 'kysely';
import type { DocumentTable } from '../../database/schema.js';
import { sqlNames } from '../../database/sql-names.js';
import type { PostedLine } from '../stock/appended.js';
import { documentId } from '../stock/keys-sql.js';
import type { Db } from '../types.js';

// The statements a posting makes on every call are written out rather than built: the query builder's
// work was a good part of a posting's (docs/style.md, "SQL"; docs/performance.md, "Posting with its entries").
const documents = sqlNames('documents');
const l = sqlNames('document_lines', 'l');
const e = sqlNames('entities', 'e');

/** A stored document by uid, every column of it. */
export async function documentByUid(db: Db, uid: string): Promise<Selectable<DocumentTable> | undefined> {
  const { rows } = await sql<Selectable<DocumentTable>>`select * from ${documents.$} where ${documents.uid} = ${uid}`.execute(db);
  return rows[0];
}

/** What a posting or unposting changes in the document's own row. */
export interface PostedFlag {
  uid: string;
  done: boolean;
  modifiedAt: string;
  /** Whether the company paid VAT as it was posted; null once unposted. */
  vatPayer: boolean | null;
}

/** Writes a document's posted flag, its time of change and the VAT practice it was posted with. */
export async function writePostedFlag(db: Db, flag: PostedFlag): Promise<void> {
  await sql`update ${documents.$} set ${documents.done} = ${flag.done}, ${documents.modified_at} = ${flag.modifiedAt},
    ${documents.vat_payer} = ${flag.vatPayer} where ${documents.uid} = ${flag.uid}`.execute(db);
}

/** A document's lines with their goods or services, as the posting rules check them and the appended check takes them. */
export async function postingLinesOf(db: Db, uid: string): Promise<(PostedLine & { name: string })[]> {
  const { rows } = await sql<
    PostedLine & { name: string }
  >`select ${l.uid} as line_uid, ${e.uid} as entity_uid, ${l.position}, ${l.kind}, ${l.qty}, ${l.sum},
      ${l.cost_with_vat}, ${e.kind} as entity_kind, ${e.name}
    from ${l.$} join ${e.$} on ${e.id} = ${l.entity_id}
    where ${l.document_id} = ${documentId(uid)}`.execute(db);
  return rows;
}
