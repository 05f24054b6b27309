/**
 * Unsaved editors kept in localStorage, per connection, so an app restart loses nothing. Drafts of
 * different connections never mix: the key carries the connection id. The document editor keeps its
 * drafts here; a delete forgets the deleted record's draft; the app reports "unsaved changes" from it.
 */

/** The part of `Storage` these drafts need (a Map-backed fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What a local draft needs of a draft: the uid of the record it edits (the draft itself is kept as JSON). */
interface LocalDraftFields {
  uid: string;
}

export interface StoredDraft<D extends LocalDraftFields = LocalDraftFields> {
  draft: D;
  /** ISO time the draft was last typed into. */
  savedAt: string;
}

const keyOf = (connectionId: string) => `oblik.drafts.${connectionId}`;

/**
 * The drafts kept or restored during this page's life and not yet saved or discarded: what the
 * app reports to main as "unsaved changes", so no update is installed over them. Drafts
 * left in storage by an earlier run count only once an editor reopens them: they survive a restart
 * anyway, and a forgotten one must not hold every later update back.
 */
const unsavedNow = new Set<string>();
const unsavedListeners = new Set<(unsaved: boolean) => void>();

function markUnsaved(connectionId: string, uid: string, unsaved: boolean): void {
  const key = JSON.stringify([connectionId, uid]);
  const before = unsavedNow.size > 0;
  if (unsaved) unsavedNow.add(key);
  else unsavedNow.delete(key);
  const after = unsavedNow.size > 0;
  if (before !== after) for (const listener of unsavedListeners) listener(after);
}

/** Whether an editor of this page holds unsaved changes (see `unsavedNow`). */
export function hasUnsavedDrafts(): boolean {
  return unsavedNow.size > 0;
}

/** Calls `listener` each time that answer changes; returns the function that stops it. */
export function onUnsavedDraftsChange(listener: (unsaved: boolean) => void): () => void {
  unsavedListeners.add(listener);
  return () => {
    unsavedListeners.delete(listener);
  };
}

function readAll(storage: DraftStorage, connectionId: string): Record<string, StoredDraft> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(connectionId)) ?? '{}');
    // Written only by saveLocalDraft on this computer (a damaged entry fails the draft's own checks when opened).
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, StoredDraft>) : {};
  } catch {
    return {}; // a corrupt entry is dropped rather than breaking the editor
  }
}

function writeAll(storage: DraftStorage, connectionId: string, drafts: Record<string, StoredDraft>): void {
  if (Object.keys(drafts).length === 0) storage.removeItem(keyOf(connectionId));
  else storage.setItem(keyOf(connectionId), JSON.stringify(drafts));
}

export interface SaveLocalDraftOptions {
  draft: LocalDraftFields;
  now: Date;
}

/** Keeps the unsaved `draft` of one document, as of `now`. */
export function saveLocalDraft(storage: DraftStorage, connectionId: string, { draft, now }: SaveLocalDraftOptions): void {
  writeAll(storage, connectionId, { ...readAll(storage, connectionId), [draft.uid]: { draft, savedAt: now.toISOString() } });
  markUnsaved(connectionId, draft.uid, true);
}

/** Forgets the draft of a document once it is saved or discarded. */
export function forgetDraft(storage: DraftStorage, connectionId: string, uid: string): void {
  markUnsaved(connectionId, uid, false);
  const all = readAll(storage, connectionId);
  if (!(uid in all)) return;
  delete all[uid];
  writeAll(storage, connectionId, all);
}

// The caller names the kind of draft it kept under this connection (D); localStorage keeps them as JSON.

/** The unsaved draft of one document, if any. */
export function findDraft<D extends LocalDraftFields>(storage: DraftStorage, connectionId: string, uid: string): StoredDraft<D> | null {
  return (readAll(storage, connectionId)[uid] as StoredDraft<D> | undefined) ?? null;
}

/** Every unsaved draft of a connection, newest first. */
export function listDrafts<D extends LocalDraftFields>(storage: DraftStorage, connectionId: string): StoredDraft<D>[] {
  return (Object.values(readAll(storage, connectionId)) as StoredDraft<D>[]).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
