import {
  RECORD_KINDS,
  type HistoryChange,
  type HistoryKind,
  type HistoryOperation,
  type HistoryQuery,
  type HistoryRecord,
} from '../../../shared/api/index.js';
import { changedFields, type FieldView } from '../../../shared/api/record-diff.js';
import { accountHistoryUid } from '../accounts/account-history.js';
import { kindsWritten } from '../change-kinds.js';
import { modifiedNow } from '../clock.js';
import type { Db, User } from '../types.js';
import { yieldToOthers } from '../yield.js';
import { seesTokenRecords } from './names.js';
import { bumpVersions, withNewVersions } from './versions.js';

/** One change to record: who did what to which record, and the fields it changed. */
export interface HistoryEntry {
  user: User;
  operation: HistoryOperation;
  kind: HistoryKind;
  uid: string;
  changes: HistoryChange[];
}

/**
 * Writes history records in the caller's transaction, so a change and its record are kept or rolled back
 * together, and moves the counters of the kinds it records (change-kinds.ts), so whatever the company
 * keeps of them is read anew. An update that changed no field leaves no record. A delete of a kind
 * whose records are never deleted (`RECORD_KINDS`, which caches rely on) is refused, and the
 * transaction with it.
 */
export async function recordHistory(db: Db, entries: HistoryEntry[]): Promise<void> {
  const at = modifiedNow();
  const changed = entries.filter((e) => e.changes.length > 0);
  const deletedWrongly = changed.find((e) => e.operation === 'delete' && !RECORD_KINDS[e.kind].deleted);
  if (deletedWrongly)
    throw new Error(`a ${deletedWrongly.kind} record is never deleted (shared/api/record-kinds.ts), yet ${deletedWrongly.uid} was`);
  await kindsWritten(db, new Set(changed.map((e) => e.kind)));
  for (let i = 0; i < changed.length; i += ROWS_PER_TURN) {
    // Thousands of records (a bank import) are written a piece at a time, other requests running between.
    if (i > 0) await yieldToOthers();
    await db
      .insertInto('history')
      .values(
        changed.slice(i, i + ROWS_PER_TURN).map((e) => ({
          at,
          user_name: e.user.name,
          operation: e.operation,
          kind: e.kind,
          record_uid: e.uid,
          changes: JSON.stringify(e.changes),
        })),
      )
      .execute();
  }
}

/** History rows compared or written between two turns of other requests: 500 at once held the loop ~40 ms. */
const ROWS_PER_TURN = 200;

/** What a change is recorded against: the kind of record, its uids, and how to read the fields that may change. */
export interface HistoryTarget {
  kind: HistoryKind;
  uids: string[];
  view: (db: Db, uids: string[]) => Promise<Map<string, FieldView>>;
  /** Where the records' versions are kept, when not in their kind's table (an account's under its code, the settings'). */
  versions?: VersionKeeper;
}

/** How the versions of a kind of record are read and moved on, by the uids the history knows them by. */
export interface VersionKeeper {
  /**
   * The record's version, when it was last written, and the key a client names it by where that is not
   * the uid (an account's code); undefined when there is no such record.
   */
  read: (db: Db, uid: string) => Promise<{ version: number; at: string; key?: string } | undefined>;
  /** One more for each of these records, in the caller's transaction; the new versions by the key a reply names them with. */
  bump: (db: Db, uids: string[]) => Promise<Map<string, number>>;
}

/** A change to record: the records it touched (`target`), their views `before` it, and the operation it was, when not guessed. */
export interface RecordedChange {
  /** The records the change touched, and how to read their views. */
  target: HistoryTarget;
  /** Their views before the change, by uid; a record missing here did not exist. */
  before: Map<string, FieldView>;
  /** What the history calls it; without it, create, update or delete as the views say. */
  operation?: HistoryOperation | undefined;
}

/** A change to run and record: the records it touches (`target`), the `change` itself, and the operation it is. */
export interface TrackedChange<T> {
  /** The records the change touches, and how to read their views. */
  target: HistoryTarget;
  /** The change itself; its result is answered with the records' new versions. */
  change: () => Promise<T>;
  /** What the history calls it; without it, create, update or delete as the views say. */
  operation?: HistoryOperation | undefined;
}

/**
 * Records what a change did to the records of `target`, read through its view now and compared
 * with `before` (their views before the change; a record missing there did not exist): a record
 * that was not there before is created, one that is gone now is deleted.
 */
export async function recordChanges(db: Db, user: User, { target, before, operation }: RecordedChange): Promise<string[]> {
  if (target.uids.length === 0) return [];
  const after = await target.view(db, target.uids);
  const entries: HistoryEntry[] = [];
  for (const [i, uid] of [...new Set(target.uids)].entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await yieldToOthers();
    const [was, is] = [before.get(uid) ?? null, after.get(uid) ?? null];
    entries.push({
      user,
      operation: operation ?? (was === null ? 'create' : is === null ? 'delete' : 'update'),
      kind: target.kind,
      uid,
      changes: changedFields(was, is),
    });
  }
  await recordHistory(db, entries);
  // What existed before and still does, and changed: those records move on to their next version.
  return entries.filter((e) => e.changes.length > 0 && before.has(e.uid) && after.has(e.uid)).map((e) => e.uid);
}

/**
 * Runs `change` and records what it did to the records of `target`, read before and after it; the
 * records it changed move on to their next version, which its result (read before that) is given.
 */
export async function withHistory<T>(db: Db, user: User, { target, change, operation }: TrackedChange<T>): Promise<T> {
  if (target.uids.length === 0) return change();
  const before = await target.view(db, target.uids);
  const result = await change();
  const changed = await recordChanges(db, user, { target, before, operation });
  return withNewVersions(result, await bumpVersions(db, target, changed));
}

const UUID_SHAPE = /^[0-9a-f]{8}-/i;

type HistoryRow = { id: number; at: string; user_name: string; operation: string; kind: string; record_uid: string; changes: string };

const toRecord = (row: HistoryRow): HistoryRecord => ({
  id: Number(row.id),
  at: row.at,
  user: row.user_name,
  operation: row.operation as HistoryOperation,
  kind: row.kind as HistoryKind,
  uid: row.record_uid,
  changes: JSON.parse(row.changes) as HistoryChange[],
});

/**
 * `GET /history/`: one record's changes, or those of a period (UTC dates), oldest first, one page, as
 * `reader` may see them: the names of others only with `manage-tokens`, and the tokens given and revoked
 * (whose fields name people) only with it too.
 */
export async function readHistory(db: Db, query: HistoryQuery, reader: User): Promise<{ records: HistoryRecord[]; totalCount: number }> {
  let base = db.selectFrom('history');
  // An account is asked for by its code and answered under it (accounts/account-history.ts).
  const byCode = query.uid !== undefined && !UUID_SHAPE.test(query.uid);
  if (query.uid !== undefined) base = base.where('record_uid', '=', byCode ? accountHistoryUid(query.uid) : query.uid);
  if (query.from !== undefined) base = base.where('at', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to !== undefined) base = base.where('at', '<=', `${query.to}T23:59:59.999Z`);
  if (!seesTokenRecords(reader)) base = base.where('kind', '<>', 'token');
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id').limit(query.pageSize).offset(query.offset).execute();
  const records = rows.map(toRecord);
  return {
    records: byCode ? records.map((record) => ({ ...record, uid: query.uid ?? record.uid })) : records,
    totalCount: Number(counted.n),
  };
}
