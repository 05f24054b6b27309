import type { CompanyContext } from '../context.js';
import type { MarkBody, MarkState } from '../../../shared/api/index.js';
import { requireOpenPeriod } from '../closed-period.js';
import { modifiedNow } from '../clock.js';
import { LedgerError, notFound } from '../errors.js';
import type { Db } from '../types.js';

/**
 * Sets or clears a document's deletion mark (an extension of our service, docs/service-behaviour.md,
 * "Deletion mark"). The mark deletes nothing: it is kept with the document, shown by load and the
 * index, and forbids posting until cleared. Refused, changing nothing: an unknown uid or a payment
 * document (404), a posted document (409 DOCUMENT_POSTED: unpost it first) and one dated in the
 * closed period (409 PERIOD_CLOSED). Setting the mark it already has changes nothing.
 */
export async function markDocument(db: Db, context: CompanyContext, body: MarkBody): Promise<MarkState> {
  const row = await db
    .selectFrom('documents')
    .select(['uid', 'category', 'date', 'done', 'deletion_mark'])
    .where('uid', '=', body.uid)
    .executeTakeFirst();
  if (!row) throw notFound('document', body.uid);
  if (row.category !== 'document')
    throw new LedgerError('NOT_FOUND', `document ${body.uid} not found: it is a ${row.category}, which has no deletion mark`);
  if (row.deletion_mark === body.deletionMark) return { uid: row.uid, deletionMark: row.deletion_mark };
  await requireOpenPeriod(db, context, { dates: [row.date], what: 'a document dated on or before it cannot be marked or unmarked' });
  // Not as BAS, which unposts on marking: unposting changes the books and needs its own right, so it stays a step of its own.
  if (row.done) throw new LedgerError('DOCUMENT_POSTED', 'the document is posted; unpost it before marking it for deletion');
  await db
    .updateTable('documents')
    .set({ deletion_mark: body.deletionMark, modified_at: modifiedNow() })
    .where('uid', '=', row.uid)
    .execute();
  return { uid: row.uid, deletionMark: body.deletionMark };
}
