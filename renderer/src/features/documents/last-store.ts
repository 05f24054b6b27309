/**
 * The store the user shipped from last, per connection (each company has its own stores), so a
 * delivery note made from an invoice, which names no store, starts with it.
 */
import type { DraftStorage } from '../../lib/local-drafts.js';
import type { RefValue } from '../../lib/typed-input.js';

const keyOf = (connectionId: string) => `oblik.lastStore.${connectionId}`;

/** Remembers `store` as the last one used on `connectionId`; a document without a store changes nothing. */
export function rememberLastStore(storage: DraftStorage, connectionId: string, store: RefValue | null): void {
  if (store) storage.setItem(keyOf(connectionId), JSON.stringify({ uid: store.uid, name: store.name }));
}

/** The store last used on `connectionId`, or null when none was (or what was kept is unreadable). */
export function lastStoreOf(storage: DraftStorage, connectionId: string): RefValue | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(keyOf(connectionId)) ?? 'null');
    if (
      stored &&
      typeof stored === 'object' &&
      'uid' in stored &&
      'name' in stored &&
      typeof stored.uid === 'string' &&
      typeof stored.name === 'string'
    )
      return { uid: stored.uid, name: stored.name };
  } catch {
    // A damaged entry is as good as none: the user picks the store.
  }
  return null;
}
