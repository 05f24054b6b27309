import type { Kysely } from 'kysely';
import { PRESENCE_EXPIRY_MS, type OpenRecord, type PresenceEntry } from '../../shared/api/index.js';
import type { User } from '../ledger/types.js';
import type { Database } from '../database/schema.js';
import { readSeen, writeSeen, type Seen } from './presence-rows.js';

/** How often a person's heartbeat reaches the database at most: a third of the expiry, so a missed one does not drop them. */
const HEARTBEAT_WRITE_MS = 20_000;

/** Who is connected to the company's services now and what each has open (docs/office.md, "Live changes and presence"). */
export interface PresenceRegistry {
  /**
   * Notes that `user` was heard of now: any request they make counts, the change feed's long poll above all.
   * Resolves at once but for a person this service had not heard of: then once the others can see them.
   */
  touch(user: User): Promise<void>;
  /** Notes what `user` has open now (null: nothing), for every service to see. */
  open(user: User, record: OpenRecord | null): Promise<void>;
  /** The people heard of within the expiry by any service of the company, sorted by name, the caller marked. */
  list(caller: User): Promise<PresenceEntry[]>;
  /** Waits for the heartbeats under way, so a stopping service closes its database after them. */
  settle(): Promise<void>;
}

/**
 * Kept in the company's database, one row per person (their user id), so that every service on one
 * PostgreSQL database lists everyone; this service's own people are also kept in its memory, which
 * is fresher than their row. A heartbeat reaches the database at most every HEARTBEAT_WRITE_MS and is
 * not waited for; a failed one is dropped, since the next request brings the person back. Nothing
 * here is accounting: a row older than the expiry means nothing.
 */
export function createPresenceRegistry(db: Kysely<Database>, now: () => number = () => Date.now()): PresenceRegistry {
  const people = new Map<number, Seen & { writtenAt: number }>();
  const pending = new Set<Promise<void>>();
  const write = (user: User, open?: OpenRecord | null) => {
    const written: Promise<void> = writeSeen(db, user, { at: now(), open })
      .catch(() => undefined)
      .finally(() => pending.delete(written));
    pending.add(written);
    return written;
  };
  const expire = () => {
    const oldest = now() - PRESENCE_EXPIRY_MS;
    for (const [id, seen] of people) if (seen.seenAt < oldest) people.delete(id);
  };
  return {
    touch(user) {
      expire();
      const seen = people.get(user.id);
      if (seen && now() - seen.writtenAt < HEARTBEAT_WRITE_MS) {
        seen.seenAt = now();
        return Promise.resolve();
      }
      people.set(user.id, { name: user.name, open: seen?.open ?? null, seenAt: now(), writtenAt: now() });
      const written = write(user);
      return seen ? Promise.resolve() : written;
    },
    open(user, record) {
      people.set(user.id, { name: user.name, open: record, seenAt: now(), writtenAt: now() });
      return write(user, record);
    },
    async list(caller) {
      expire();
      const everyone: Map<number, Seen> = await readSeen(db, now() - PRESENCE_EXPIRY_MS);
      for (const [id, seen] of people) {
        const stored = everyone.get(id);
        if (!stored || stored.seenAt <= seen.seenAt) everyone.set(id, seen);
      }
      return [...everyone]
        .map(([id, seen]) => ({ name: seen.name, open: seen.open, seenAt: new Date(seen.seenAt).toISOString(), me: id === caller.id }))
        .sort((a, b) => a.name.localeCompare(b.name, 'uk'));
    },
    async settle() {
      await Promise.all([...pending]);
    },
  };
}
