import type { Kysely } from 'kysely';
import { OpenRecord } from '../../shared/api/index.js';
import type { Database } from '../database/schema.js';
import type { User } from '../ledger/types.js';

/** A person as the presence keeps them: their name, what they have open, when last heard of (ms since the epoch). */
export interface Seen {
  name: string;
  open: OpenRecord | null;
  seenAt: number;
}

export interface WriteSeenOptions {
  at: number;
  open?: OpenRecord | null | undefined;
}

/**
 * Writes that `user` was heard of at `at`; with `open` given, also what they have open now. One
 * statement on its own, outside the ledger's write transactions: it takes no company write lock on
 * PostgreSQL, records no history and wakes no change feed (docs/office.md, "Live changes and presence").
 */
export async function writeSeen(db: Kysely<Database>, user: User, { at, open }: WriteSeenOptions): Promise<void> {
  const heard = { name: user.name, seen_at: at };
  const shown = open === undefined ? {} : { open_kind: open?.kind ?? null, open_uid: open?.uid ?? null };
  await db
    .insertInto('presence')
    .values({ user_id: user.id, open_kind: null, open_uid: null, ...heard, ...shown })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...heard, ...shown }))
    .execute();
}

/** The people any service of the company heard of at `since` or later, by user id. */
export async function readSeen(db: Kysely<Database>, since: number): Promise<Map<number, Seen>> {
  const rows = await db.selectFrom('presence').selectAll().where('seen_at', '>=', since).execute();
  const seen = new Map<number, Seen>();
  for (const row of rows) {
    // A row whose open record no longer parses (a kind a newer version added) shows as nothing open.
    const open = OpenRecord.safeParse({ kind: row.open_kind, uid: row.open_uid });
    seen.set(Number(row.user_id), { name: row.name, open: open.success ? open.data : null, seenAt: Number(row.seen_at) });
  }
  return seen;
}
