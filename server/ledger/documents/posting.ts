import type { CompanyContext } from '../context.js';
import type { RequestBy } from '../request-by.js';
import { MONTH_CLOSE_TYPE, postingProfileOf, receivesFromOwnIssues, type DoneState, type SetDoneBody } from '../../../shared/api/index.js';
import { lockDateOf, requireOpenPeriod } from '../closed-period.js';
import { LedgerError, notFound } from '../errors.js';
import { checkPostingRules } from './posting-rules.js';
import { documentByUid, writePostedFlag } from './posting-sql.js';
import { refreshDraftVat } from './part-vat.js';
import { postSettlement, unpostSettlement } from '../settlements/moves.js';
import { positionsOfDocument } from '../stock/events.js';
import type { PostedLine } from '../stock/appended.js';
import { positionsOfLines, type StockLine } from '../stock/positions.js';
import { replayPositions } from '../stock/replay.js';
import { fixCostsWithVat, forgetCostsWithVat, takesVatIntoCost } from '../stock/receipt-vat.js';
import { modifiedNow } from '../clock.js';
import { rewriteEntries } from '../entries/write-entries.js';
import { requireActiveEntryAccounts } from '../entries/active-accounts.js';
import { advanceSplitsBefore, documentsWithChangedSplits } from '../entries/advance-register.js';
import { entrySettingsOf } from '../entries/entry-settings.js';
import type { Db } from '../types.js';
import type { Selectable } from 'kysely';
import type { DocumentTable } from '../../database/schema.js';
import { setOperationDone } from '../operations/operations.js';

/** The posted flag of a document or payment document; 404 when neither has that uid. */
export async function getDone(db: Db, uid: string): Promise<DoneState> {
  const row = await db.selectFrom('documents').select(['uid', 'done']).where('uid', '=', uid).executeTakeFirst();
  if (!row) throw notFound('document', uid);
  return { uid: row.uid, done: row.done };
}

/**
 * Posts or unposts a document or payment document (spec "States and transitions"). Setting the
 * state it already has changes nothing. Posting writes stock and settlement movements, re-computes
 * later issues and writes its entries; unposting reverses exactly, and is refused while a child is posted.
 * A document marked for deletion is not posted (409 DOCUMENT_MARKED). Whether the person may post or
 * unpost it is their role's, checked by the endpoint before this runs (shared/api/endpoints.ts).
 */
export async function setDone(db: Db, context: CompanyContext, { body }: RequestBy<SetDoneBody>): Promise<DoneState> {
  let doc = await storedDocument(db, body.uid);
  if (!doc) throw notFound('document', body.uid);
  if (doc.done === body.done) return { uid: doc.uid, done: doc.done };
  if (body.done && doc.deletion_mark)
    throw new LedgerError('DOCUMENT_MARKED', 'the document is marked for deletion; unmark it before posting it');
  await requireOpenPeriod(db, context, {
    dates: [doc.date],
    what: `documents dated on or before it cannot be ${body.done ? 'posted' : 'unposted'}`,
  });
  if (doc.type === MONTH_CLOSE_TYPE) {
    throw new LedgerError(
      'MONTH_CLOSE_DOCUMENT',
      "a month's close is posted and reversed with /ledger/monthclose and /ledger/monthclose/reverse",
    );
  }
  // A manual operation's entries are its lines, and they name the registers it moves (ledger/operations/).
  if (doc.category === 'operation') return setOperationDone(db, context, { doc, done: body.done });

  // Posting reads the lines to check them; the positions and the document's stock events come from the same rows.
  let lines: (StockLine & PostedLine)[] | null = null;
  if (body.done) {
    lines = await checkPostingRules(db, doc);
  } else {
    const child = await db
      .selectFrom('documents')
      .select(['type', 'no'])
      .where('parent_uid', '=', doc.uid)
      .where('done', '=', true)
      .executeTakeFirst();
    if (child) throw new LedgerError('HAS_POSTED_CHILDREN', `${child.type} ${child.no} based on this document is posted; unpost it first`);
  }
  // A part of an invoice takes the rest of its VAT from the parts posted before it.
  if (body.done && doc.parent_uid) {
    await refreshDraftVat(db, doc.uid);
    doc = (await storedDocument(db, doc.uid))!;
  }
  const { practice } = await entrySettingsOf(db, context);
  // Its entries and the cost of its goods depend on whether the company pays VAT, which is never assumed.
  if (body.done && practice.vatPayerUnset && entriesCarryVat(doc.type))
    throw new LedgerError(
      'VAT_PAYER_UNSET',
      `the company has not said whether it pays VAT (vatPayer in /company/settings); ${doc.type} ${doc.no} carries VAT and is not posted until it does`,
    );
  // With the first event rule, the advances of the counterparty's later documents may change with this one.
  const splits = await advanceSplitsBefore(db, practice, doc);
  // The document keeps whether the company paid VAT as it is posted: its entries and costs follow that, not a later change.
  const vatPayer = body.done ? practice.vatPayer : null;
  await writePostedFlag(db, { uid: doc.uid, done: body.done, modifiedAt: modifiedNow(), vatPayer });
  if (takesVatIntoCost(doc.type)) {
    if (lines && vatPayer === false) lines = await fixCostsWithVat(db, { documentId: doc.id, doc, lines });
    else if (!body.done && doc.vat_payer === false) await forgetCostsWithVat(db, doc.id);
  }
  if (body.done) await postSettlement(db, doc);
  else await unpostSettlement(db, doc.uid);
  let rewritten = new Set<string>();
  if (doc.category === 'document') {
    // Only events from the document's date on change: each position restarts there.
    const positions = lines ? positionsOfLines(doc, lines) : await positionsOfDocument(db, doc.uid, doc);
    rewritten = await replayPositions(db, context, {
      initial: positions,
      touchedManufacture: receivesFromOwnIssues(doc.type) ? [doc.uid] : [],
      from: doc.date,
      appendedBy: body.done ? { uid: doc.uid, posted: lines ? { header: eventHeaderOf(doc), lines } : undefined } : undefined,
    });
  }
  // The re-computation wrote the entries of the documents whose moves changed; one that moves no stock gets its own here.
  const resplit = await documentsWithChangedSplits(db, context, splits);
  await rewriteEntries(
    db,
    [doc.uid, ...resplit].filter((uid) => !rewritten.has(uid)),
    context,
  );
  if (body.done) await requireActiveEntryAccounts(db, { documentId: doc.id, where: () => `${doc.type} ${doc.no}`, context });
  if (doc.parent_uid) await touch(db, context, doc.parent_uid);
  return { uid: doc.uid, done: body.done };
}

/** Whether a type's entries depend on whether the company pays VAT: a trade document that writes entries (an invoice writes none). */
function entriesCarryVat(type: string): boolean {
  const profile = postingProfileOf(type);
  return !!profile && profile.vat && profile.entries.length > 0;
}

/** A stored document by uid (posting-sql.ts: written out, as every statement a posting makes on every call). */
const storedDocument = documentByUid;

/** A document's header as its stock events carry it (stock/event-fields.ts). */
function eventHeaderOf(doc: Selectable<DocumentTable>) {
  return {
    document_uid: doc.uid,
    document_id: doc.id,
    type: doc.type,
    date: doc.date,
    no_key: doc.no_key,
    vat_code: doc.vat_code,
    vat_in_price: doc.vat_in_price,
    agent_uid: doc.agent_uid,
    parent_uid: doc.parent_uid,
    store_in: doc.store_in,
    store_out: doc.store_out,
  };
}

/**
 * Marks a record modified: its paid, shipped or status changed through a child. A record in the
 * closed period keeps its stamp: nothing of a closed period changes, even when an open-period child
 * of it is linked, posted or deleted (docs/service-behaviour.md, "Closed period").
 */
export async function touch(db: Db, context: CompanyContext, uid: string): Promise<void> {
  const lockDate = await lockDateOf(db, context);
  await db
    .updateTable('documents')
    .set({ modified_at: modifiedNow() })
    .where('uid', '=', uid)
    .$if(lockDate !== null, (q) => q.where('date', '>', lockDate ?? ''))
    .execute();
}
