/**
 * What the renderer knows of live changes (docs/office.md, "Live changes and presence"): the
 * changes heard since the app started, numbered in the order heard, the records this app itself
 * just wrote, and the name the service gives this app's person. Banners read it through
 * `useSyncExternalStore`; the feed's hook writes it.
 */
import type { LiveChange } from '../../../shared/ipc/live-contract.js';

/** A change as heard: `n` counts every change heard, so a screen knows which came after it opened. */
export interface HeardChange extends LiveChange {
  n: number;
}

/** How long a save of this app's own counts as the reason for a change of that record. */
const OWN_WRITE_MS = 30_000;
/** How many heard changes are kept for the banners. */
const KEEP = 200;

let heard: HeardChange[] = [];
let count = 0;
let myName: string | null = null;
const ownWrites = new Map<string, number>();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Subscribes to every change of this state; returns the unsubscribe. */
export function subscribeLive(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many changes were heard so far: a screen keeps it when it opens and shows what comes after. */
export const heardCount = (): number => count;

/** The changes kept, oldest first (the same array until something new is heard). */
export const heardChanges = (): readonly HeardChange[] => heard;

/** Adds changes the main process handed over. */
export function publishChanges(changes: readonly LiveChange[]): void {
  if (changes.length === 0) return;
  heard = [...heard, ...changes.map((change) => ({ ...change, n: (count += 1) }))].slice(-KEEP);
  emit();
}

/** Notes that this app has just written record `uid`: the change it causes is not someone else's. */
export function noteOwnWrite(uid: string): void {
  ownWrites.set(uid.toLowerCase(), Date.now());
}

const WRITES = /\.(update|setDone|delete|linkTo|mark)$/;
const uidIn = (value: unknown): string | null => {
  const uid = (value as { uid?: unknown } | null)?.uid;
  return typeof uid === 'string' && uid.length > 0 ? uid : null;
};

/** Notes the record a bridge call wrote, if it was a write of one record (its uid in the request or the reply's data). */
export function noteOwnWriteOf(operation: string, request: unknown, reply: unknown): void {
  if (!WRITES.test(operation)) return;
  const uid = uidIn(request) ?? uidIn((reply as { data?: unknown } | null)?.data);
  if (uid) noteOwnWrite(uid);
}

/** Notes the name the service gives this app's person (its presence entry marked `me`). */
export function noteMyName(name: string | null): void {
  myName = name;
}

/**
 * Whether a change is this app's own doing: a change by another name is never own; one of a
 * record this app wrote moments ago is, when the name is the same or not known.
 */
export function isOwnChange(change: LiveChange): boolean {
  if (myName !== null && change.by !== null && change.by !== myName) return false;
  const wrote = ownWrites.get(change.uid.toLowerCase());
  return wrote !== undefined && Date.now() - wrote < OWN_WRITE_MS;
}

/** Forgets everything (a test's fresh start). */
export function resetLiveState(): void {
  heard = [];
  count = 0;
  myName = null;
  ownWrites.clear();
  emit();
}
