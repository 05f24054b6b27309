import type { CompanyContext } from '../context.js';
import type { Deleted } from '../../../shared/api/index.js';
import { requireOpenPeriod } from '../closed-period.js';
import { LedgerError, notFound } from '../errors.js';
import { touch } from './posting.js';
import { documentId } from '../stock/keys.js';
import type { Db } from '../types.js';

type Category = 'document' | 'payment' | 'operation';
const WHAT = { document: 'document', payment: 'payment document', operation: 'manual operation' } as const;
const PATH = { document: '/document/delete', payment: '/paydocument/delete', operation: '/ledgeroperation/delete' } as const;

/** The record to delete: its `uid`, and the `category` it must be of (document, payment or operation). */
export interface DeletedRecord {
  uid: string;
  category: Category;
}

/**
 * Deletes an unposted document or payment document with its lines (an extension of our service,
 * docs/service-behaviour.md). Refused, changing nothing: an unknown uid or one of the other
 * category (404), a posted one (409 DOCUMENT_POSTED: unpost it first) and one that other
 * documents are linked to (409 HAS_CHILDREN: their parent would dangle). The parent of a deleted
 * child is marked modified, so clients that sync by `dateModified` see its related list change.
 */
export async function deleteDocument(db: Db, context: CompanyContext, { uid, category }: DeletedRecord): Promise<Deleted> {
  const row = await db
    .selectFrom('documents')
    .select(['uid', 'category', 'date', 'done', 'parent_uid'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound(WHAT[category], uid);
  if (row.category !== category) {
    throw new LedgerError(
      'NOT_FOUND',
      `${WHAT[category]} ${uid} not found: it is a ${WHAT[row.category]}; delete it with ${PATH[row.category]}`,
    );
  }
  await requireOpenPeriod(db, context, { dates: [row.date], what: `a ${WHAT[category]} dated on or before it cannot be deleted` });
  if (row.done) throw new LedgerError('DOCUMENT_POSTED', `the ${WHAT[category]} is posted; unpost it before deleting it`);
  const children = await db
    .selectFrom('documents')
    .select(['no', 'type'])
    .where('parent_uid', '=', uid)
    .orderBy('date')
    .orderBy('no_key')
    .execute();
  const [first] = children;
  if (first) {
    throw new LedgerError(
      'HAS_CHILDREN',
      `${children.length} linked document(s) are based on it (the first: ${first.type} № ${first.no}); unlink or delete them first`,
    );
  }
  // Lines go explicitly: SQLite applies the schema's cascade only with foreign keys switched on, PostgreSQL always.
  await db.deleteFrom('document_lines').where('document_id', '=', documentId(uid)).execute();
  await db.deleteFrom('operation_lines').where('document_id', '=', documentId(uid)).execute();
  await db.deleteFrom('documents').where('uid', '=', uid).execute();
  if (row.parent_uid) await touch(db, context, row.parent_uid);
  return { uid, deleted: true };
}
