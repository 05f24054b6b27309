import { MAX_CHANGES_PER_REPLY, type Change, type HistoryKind, type HistoryOperation } from '../../../shared/api/index.js';
import type { Db, User } from '../types.js';
import { seesTokenRecords } from './names.js';

/**
 * The changes after `since`, oldest first, at most MAX_CHANGES_PER_REPLY, as `reader` may see them: the
 * history is the feed (seq = a history record's id), so every write that recorded history is in it once.
 * Ids are handed out in commit order (database/engines.ts, `lockForWriting`), so a client that asks again
 * from the last seq it got misses nothing. Like `GET /history/`, it names who made each change, and only a
 * token that manages tokens sees the tokens given and revoked (docs/security.md, "Names in the history").
 */
export async function readChanges(db: Db, since: number, reader: User): Promise<Change[]> {
  let query = db.selectFrom('history').select(['id', 'at', 'user_name', 'operation', 'kind', 'record_uid']).where('id', '>', since);
  if (!seesTokenRecords(reader)) query = query.where('kind', '<>', 'token');
  const rows = await query.orderBy('id').limit(MAX_CHANGES_PER_REPLY).execute();
  return rows.map((row) => ({
    seq: Number(row.id),
    kind: row.kind as HistoryKind,
    uid: row.record_uid,
    action: row.operation as HistoryOperation,
    by: row.user_name,
    at: row.at,
  }));
}

/** The seq of the last change (0 when nothing was changed yet): where a client that has read everything else starts. */
export async function lastChangeSeq(db: Db): Promise<number> {
  const row = await db
    .selectFrom('history')
    .select((eb) => eb.fn.max('id').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}
