import { PRESENCE_EXPIRY_MS, type OpenRecord, type PresenceEntry } from '../../shared/api/index.js';
import type { User } from '../ledger/types.js';

interface Seen {
  name: string;
  open: OpenRecord | null;
  seenAt: number;
}

/** Who is connected to this service now and what each has open (docs/office.md, "Live changes and presence"). */
export interface PresenceRegistry {
  /** Notes that `user` was heard of now: any request they make counts, the change feed's long poll above all. */
  touch(user: User): void;
  /** Notes what `user` has open now (null: nothing). */
  open(user: User, record: OpenRecord | null): void;
  /** The people heard of within the expiry, longest connected name first by name, the caller marked. */
  list(caller: User): PresenceEntry[];
}

/**
 * Kept in the service's memory, one entry per person (their user id), each dropped a minute after
 * it was last heard of. Nothing here is accounting: a restart forgets it, and the next request of each
 * app brings it back.
 */
export function createPresenceRegistry(now: () => number = () => Date.now()): PresenceRegistry {
  const people = new Map<number, Seen>();
  const expire = () => {
    const oldest = now() - PRESENCE_EXPIRY_MS;
    for (const [id, seen] of people) if (seen.seenAt < oldest) people.delete(id);
  };
  return {
    touch(user) {
      const seen = people.get(user.id);
      if (seen) seen.seenAt = now();
      else people.set(user.id, { name: user.name, open: null, seenAt: now() });
    },
    open(user, record) {
      people.set(user.id, { name: user.name, open: record, seenAt: now() });
    },
    list(caller) {
      expire();
      return [...people]
        .map(([id, seen]) => ({ name: seen.name, open: seen.open, seenAt: new Date(seen.seenAt).toISOString(), me: id === caller.id }))
        .sort((a, b) => a.name.localeCompare(b.name, 'uk'));
    },
  };
}
