import { sql } from 'kysely';
import type { Db } from './types.js';

/**
 * The integer keys the many-row tables use instead of uids (docs/store.md, "Integer keys"):
 * stores.seq, entities.seq, agents.id, documents.id. The ledger works with uids, as the API does;
 * these read the numbers for the uids a statement needs, and back.
 */

/** A document's integer key, as a subquery by its uid: for statements on its lines and moves. */
export const documentId = (uid: string) => sql<number>`(select id from documents where uid = ${uid})`;

/** A store's integer key, as a subquery by its uid. */
export const storeId = (uid: string) => sql<number>`(select seq from stores where uid = ${uid})`;

/** An agent's integer key, as a subquery by its uid. */
export const agentId = (uid: string) => sql<number>`(select id from agents where uid = ${uid})`;

/** The key a new document takes: one above the largest, given inside the serialised write (docs/store.md, "no sequences"). */
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

const KEY_COLUMN = { stores: 'seq', entities: 'seq', agents: 'id', documents: 'id' } as const;
type Keyed = keyof typeof KEY_COLUMN;

/** Reads the keys of `uids` in `table` (unknown uids are left out). */
export async function keysOf(db: Db, table: Keyed, uids: Iterable<string>): Promise<KeyMap> {
  const wanted = [...new Set(uids)];
  const map: KeyMap = { id: new Map(), uid: new Map() };
  for (let i = 0; i < wanted.length; i += 5000) {
    const { rows } = await sql<{ uid: string; k: number | string }>`select uid, ${sql.ref(KEY_COLUMN[table])} as k from ${sql.table(
      table,
    )} where uid in (${sql.join(wanted.slice(i, i + 5000))})`.execute(db);
    for (const r of rows) {
      map.id.set(r.uid, Number(r.k));
      map.uid.set(Number(r.k), r.uid);
    }
  }
  return map;
}

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
