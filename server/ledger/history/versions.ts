import { type HistoryKind, type VersionConflict } from '../../../shared/api/index.js';
import { ServiceError } from '../../service-error.js';
import type { Db } from '../types.js';
import type { HistoryTarget, VersionKeeper } from './history.js';
import { addToVersions, VERSION_KEYS, type VersionedTable } from './history-sql.js';

/**
 * Records' versions (docs/service-behaviour.md, "Versions and conflicts"): a change that names the
 * version its client loaded is refused with 409 `CONFLICT` when the record has moved on since, and a
 * record the change did change moves on by one. Both happen in the change's own write transaction,
 * which holds the company's write lock on either engine (docs/database.md), so of two saves made on the
 * same version exactly one is kept.
 */

/**
 * The versions of records kept in a table's `version` column, found by its key column (the uid; an
 * account's code, `VERSION_KEYS`): `keyOf` gives the key from the uid the history knows the record by.
 */
export function rowVersions(table: VersionedTable, keyOf = (uid: string) => uid): VersionKeeper {
  // One statement shape for every table; Kysely is told of one of them, as the directories' rows do.
  const t = table as 'stores';
  const c = VERSION_KEYS[table] as 'uid';
  return {
    read: async (db, uid) => {
      const key = keyOf(uid);
      const row = await db.selectFrom(t).select(['version', 'modified_at']).where(c, '=', key).executeTakeFirst();
      return row && { version: Number(row.version), at: String(row.modified_at), ...(key === uid ? {} : { key }) };
    },
    bump: async (db, uids) => {
      if (uids.length === 0) return new Map();
      const rows = await addToVersions(db, table, uids.map(keyOf));
      return new Map(rows.map((row) => [row.key, Number(row.version)]));
    },
  };
}

/** Where each kind keeps its versions, unless its history target says otherwise (accounts, settings). */
const KEEPERS: Partial<Record<HistoryKind, VersionKeeper>> = {
  document: rowVersions('documents'),
  payment: rowVersions('documents'),
  operation: rowVersions('documents'),
  agent: rowVersions('agents'),
  entity: rowVersions('entities'),
  contract: rowVersions('contracts'),
  store: rowVersions('stores'),
};

const keeperOf = (target: HistoryTarget): VersionKeeper | undefined => target.versions ?? KEEPERS[target.kind];

/**
 * Moves on the version of each of `uids` of `target` (the records a change did change) and gives the
 * new versions by the key a reply names the record with (its uid; an account's code).
 */
export async function bumpVersions(db: Db, target: HistoryTarget, uids: string[]): Promise<Map<string, number>> {
  const keeper = keeperOf(target);
  return keeper && uids.length > 0 ? keeper.bump(db, uids) : new Map();
}

/** The key of a record a reply names by nothing (the company settings). */
export const UNNAMED = '';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Puts the new versions into a change's reply, read before they moved on: the record itself, a list of
 * them, or the record a reply wraps (`{ record, warnings }`).
 */
export function withNewVersions<T>(reply: T, versions: Map<string, number>, depth = 0): T {
  if (versions.size === 0 || !isObject(reply) || depth > 1) return reply;
  if (Array.isArray(reply)) {
    for (const item of reply) withNewVersions(item, versions, depth + 1);
    return reply;
  }
  // The settings, the one record of their kind, are named by no key in their reply: their keeper gives ''.
  const key = typeof reply.uid === 'string' ? reply.uid : typeof reply.code === 'string' ? reply.code : UNNAMED;
  const version = versions.get(key);
  if (version !== undefined && typeof reply.version === 'number') Object.assign(reply, { version });
  else for (const value of Object.values(reply)) if (isObject(value)) withNewVersions(value, versions, depth + 1);
  return reply;
}

/** How a conflict names the record in its message. */
const WHAT: Record<HistoryKind, string> = {
  document: 'document',
  payment: 'payment',
  operation: 'manual operation',
  agent: 'agent',
  entity: 'entity',
  contract: 'contract',
  store: 'store',
  account: 'account',
  token: 'token',
  settings: 'the company settings',
  moneyAccount: 'money account',
  accountRole: 'account role',
};

/** A date-time as the office reads it: dd.mm.yyyy hh:mm, Kyiv time. */
function kyivTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The refusal of a change made on a version the record has moved on from; `data` tells the client where it is now. */
export class VersionConflictError extends ServiceError {
  constructor(readonly conflict: VersionConflict) {
    const who = conflict.by ?? 'another person';
    const name = conflict.kind === 'settings' ? WHAT.settings : `${WHAT[conflict.kind]} ${conflict.uid}`;
    super(
      'CONFLICT',
      `${name} was changed by ${who} on ${kyivTime(conflict.at)}; it is at version ${conflict.version} now, load it again and make the change there`,
      conflict,
    );
  }
}

/**
 * Refuses (409 `CONFLICT`) a change that sent `sent` for the one record of `target` when its version is
 * another: who made its last change and when come from its last history record (or its own time, when
 * none is recorded; then `by` is null), named to every token (docs/security.md, "Names in the history").
 * Nothing sent, or no such record yet (a
 * create; a change that needs the record answers its own 404): nothing to check.
 */
export async function requireVersion(db: Db, target: HistoryTarget, sent: number | undefined): Promise<void> {
  const [uid] = target.uids;
  const keeper = keeperOf(target);
  if (sent === undefined || uid === undefined || !keeper) return;
  const current = await keeper.read(db, uid);
  if (!current || current.version === sent) return;
  const last = await db
    .selectFrom('history')
    .select(['user_name', 'at'])
    .where('record_uid', '=', uid)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  throw new VersionConflictError({
    uid: current.key ?? uid,
    kind: target.kind,
    version: current.version,
    by: last ? last.user_name : null,
    at: last ? String(last.at) : current.at,
  });
}
