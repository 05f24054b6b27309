import type { UndeletedKind } from '../../../shared/api/index.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import { keysByUid, type Keyed } from './keys-sql.js';

export { agentId, documentId, storeId, type Keyed } from './keys-sql.js';

/**
 * The integer keys the many-row tables use instead of uids (docs/database.md, "Integer keys"):
 * stores.id, entities.id, agents.id, documents.id. The ledger works with uids, as the API does;
 * these read the numbers for the uids a statement needs, and back.
 */

/** The key a new document takes: one above the largest, given inside the serialised write (docs/database.md, "no sequences"). */
export async function nextDocumentId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** uid → key and key → uid of one directory, for the uids asked. */
export interface KeyMap {
  id: Map<string, number>;
  uid: Map<number, string>;
}

/**
 * The tables whose keys are kept, each of a kind whose records are never deleted (`RECORD_KINDS` in
 * shared/api/record-kinds.ts; a kind made deletable there fails to compile here): a key read once stays
 * right. Documents are not kept (a deleted one's number can be given again).
 */
const CACHED_KEYS = { stores: 'store', entities: 'entity', agents: 'agent' } as const satisfies Partial<Record<Keyed, UndeletedKind>>;

/**
 * The keys kept for a write transaction's other statements (its caches in the company context), or
 * none (reads outside a transaction, and documents): a posting asks for the same stores and entities
 * several times. A key read once stays right for the transaction, and once it commits for the company
 * (CompanyContext.committed; a rolled-back transaction's new records give their keys again).
 */
function cachedKeysOf(db: Db, context: CompanyContext, table: Keyed): KeyMap | undefined {
  const byTable = table in CACHED_KEYS ? context.cachesOf(db)?.keys : null;
  if (!byTable) return undefined;
  let map = byTable.get(table);
  if (!map) byTable.set(table, (map = { id: new Map(), uid: new Map() }));
  return map;
}

/** The directory `table`, and `pairs` of uid and key read with it. */
export interface KeyPairs {
  table: Keyed;
  pairs: Iterable<readonly [string | null, number | null]>;
}

/** Keys a statement read along with their uids (through a join), kept as keysOf would keep them. */
export function rememberKeys(db: Db, context: CompanyContext, { table, pairs }: KeyPairs): void {
  const cached = cachedKeysOf(db, context, table);
  if (!cached) return;
  for (const [uid, key] of pairs) {
    if (uid === null || key === null) continue;
    cached.id.set(uid, Number(key));
    cached.uid.set(Number(key), uid);
  }
}

/** The directory `table`, and the `uids` whose keys are wanted. */
export interface KeysWanted {
  table: Keyed;
  uids: Iterable<string>;
}

/** Reads the keys of `uids` in `table` (unknown uids are left out). */
export async function keysOf(db: Db, context: CompanyContext, { table, uids }: KeysWanted): Promise<KeyMap> {
  const cached = cachedKeysOf(db, context, table);
  const committed = cached && context.keys.get(table);
  const map: KeyMap = { id: new Map(), uid: new Map() };
  const add = (into: KeyMap, uid: string, key: number) => {
    into.id.set(uid, key);
    into.uid.set(key, uid);
  };
  const wanted: string[] = [];
  for (const uid of new Set(uids)) {
    const key = cached?.id.get(uid) ?? committed?.id.get(uid);
    if (key === undefined) wanted.push(uid);
    else add(map, uid, key);
  }
  for (let i = 0; i < wanted.length; i += 5000) {
    for (const r of await keysByUid(db, table, wanted.slice(i, i + 5000))) {
      add(map, r.uid, Number(r.id));
      if (cached) add(cached, r.uid, Number(r.id));
    }
  }
  return map;
}

/** A date's day number, as stock moves keep it: days since 1970-01-01. */
export const dayOf = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** The date of a day number. */
export const isoOf = (day: number | string): string => new Date(Number(day) * 86_400_000).toISOString().slice(0, 10);

/** A key the map must hold: the uids it was read for exist (stock rows refer to records never deleted). */
export function keyOf(map: KeyMap, uid: string): number {
  const key = map.id.get(uid);
  if (key === undefined) throw new Error(`no key for ${uid}`);
  return key;
}

/** The uid of a key the map must hold. */
export function uidOf(map: KeyMap, key: number): string {
  const uid = map.uid.get(key);
  if (uid === undefined) throw new Error(`no uid for key ${key}`);
  return uid;
}
