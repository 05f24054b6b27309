import { categoryOf, doneFlagsOf } from './history-sql.js';
import type { HistoryKind } from '../../../shared/api/index.js';
import { DIRECTORIES } from '../directories/directories.js';
import { loadDocument } from '../documents/documents.js';
import { viewOfRecord, type FieldView } from '../../../shared/api/record-diff.js';
import type { HistoryTarget } from './history.js';
import { loadPayment } from '../documents/payments.js';
import { loadOperation } from '../operations/operations.js';
import type { Db } from '../types.js';
import { yieldToOthers } from '../yield.js';

type View = HistoryTarget['view'];

/** Records read whole between two turns of other requests (100 held the loop ~30 ms). */
const RECORDS_PER_TURN = 50;

/** Reads each record whole through `load`; a record that is not there has no view. */
const eachLoaded =
  (load: (db: Db, uid: string) => Promise<object>): View =>
  async (db, uids) => {
    const views = new Map<string, FieldView>();
    for (const [i, uid] of uids.entries()) {
      // The records of a large import are read one by one: other requests get turns between pieces.
      if (i > 0 && i % RECORDS_PER_TURN === 0) await yieldToOthers();
      const record = await load(db, uid).catch(() => null);
      if (record) views.set(uid, viewOfRecord(record));
    }
    return views;
  };

const directoryView =
  (name: keyof typeof DIRECTORIES): View =>
  async (db, uids) => {
    const records = (await DIRECTORIES[name].load(db, uids)) as { uid: string }[];
    return new Map(records.map((r) => [r.uid, viewOfRecord(r)]));
  };

/**
 * The kinds of records the ledger changes through `withHistory` by uid; tokens record their own history
 * (company/token-history.ts), accounts theirs under their code (accounts/account-history.ts), the
 * settings theirs under one uid (company/settings.ts), money accounts theirs under their uid
 * (money-accounts/money-account-history.ts), account roles theirs under their name (accounts/account-roles.ts).
 */
type RecordKind = Exclude<HistoryKind, 'token' | 'account' | 'settings' | 'moneyAccount' | 'accountRole'>;

/** The views of whole records, by kind: a create, an update or a delete compares every field. */
export const RECORD_VIEWS: Record<RecordKind, View> = {
  document: withNamedParent(eachLoaded((db, uid) => loadDocument(db, null, { uid }))),
  payment: withNamedParent(eachLoaded((db, uid) => loadPayment(db, null, uid))),
  operation: eachLoaded(loadOperation),
  agent: directoryView('agents'),
  entity: directoryView('entities'),
  contract: directoryView('contracts'),
  store: directoryView('stores'),
};

/** Only the posted flag: posting a document needs no more, and stays quick. */
export const doneView: View = async (db, uids) => {
  const rows = await doneFlagsOf(db, uids);
  return new Map(rows.map((r) => [r.uid, new Map([['done', r.done]])]));
};

/** The parents of documents, each named by its type, number and date (`invoice № 000101 2026-11-19`), by the child's uid. */
async function namedParents(db: Db, uids: string[]): Promise<Map<string, { uid: string; name: string } | null>> {
  const rows = await db
    .selectFrom('documents as d')
    .leftJoin('documents as p', 'p.uid', 'd.parent_uid')
    .select(['d.uid', 'p.uid as parent_uid', 'p.type', 'p.no', 'p.date'])
    .where('d.uid', 'in', uids)
    .execute();
  return new Map(
    rows.map((r) => [r.uid, r.parent_uid ? { uid: r.parent_uid, name: `${r.type ?? ''} № ${r.no ?? ''} ${r.date ?? ''}`.trim() } : null]),
  );
}

/** Only the parent, named by its type, number and date. */
export const parentView: View = async (db, uids) => {
  const parents = await namedParents(db, uids);
  return new Map([...parents].map(([uid, parent]) => [uid, new Map([['parent', parent]])]));
};

/**
 * A whole document or payment, its parent named as the link names it: the record's own `parent` is a
 * bare uid, which the history would show as such (docs/service-behaviour.md, "History of changes").
 */
function withNamedParent(view: View): View {
  return async (db, uids) => {
    const views = await view(db, uids);
    const linked = [...views].filter(([, fields]) => fields.get('parent')).map(([uid]) => uid);
    if (linked.length === 0) return views;
    const parents = await namedParents(db, linked);
    for (const uid of linked) {
      const parent = parents.get(uid);
      if (parent) views.get(uid)?.set('parent', parent);
    }
    return views;
  };
}

/** Whole records of one kind: creates, updates and deletes. */
export const recordsOf = (kind: RecordKind, uids: string[]): HistoryTarget => ({ kind, uids, view: RECORD_VIEWS[kind] });

/** A document, payment document or manual operation, by the category it is stored with (an unknown uid is refused by the change itself). */
async function kindOfDocument(db: Db, uid: string): Promise<RecordKind> {
  return (await categoryOf(db, uid)) ?? 'document';
}

/** The posted flag of a document or payment: posting and unposting. */
export const postingOf = async (db: Db, uid: string): Promise<HistoryTarget> => ({
  kind: await kindOfDocument(db, uid),
  uids: [uid],
  view: doneView,
});

/** The parent of a document or payment: linking. */
export const linkOf = async (db: Db, uid: string): Promise<HistoryTarget> => ({
  kind: await kindOfDocument(db, uid),
  uids: [uid],
  view: parentView,
});
