/**
 * A stale save's conflict as the editors handle it (docs/desktop-app.md, "Two people on one record"):
 * what the other person changed and what this user changed, each against the version this user
 * loaded, compared field by field as the history compares them, and this user's fields laid over
 * the new version.
 */
import type { HistoryChange } from '../../../shared/api/history.js';
import { changedFields, viewOfRecord } from '../../../shared/api/record-diff.js';
import { VersionConflict as RecordConflict } from '../../../shared/api/history.js';

/** The conflict a refused save carries: the service's 409 `CONFLICT` naming who changed the record and when. */
export function conflictOf(error: unknown): RecordConflict | null {
  const plain = error as { code?: unknown; serviceCode?: unknown; conflict?: unknown } | null;
  if (plain?.code !== 'CONFLICT' && plain?.serviceCode !== 'CONFLICT') return null;
  const parsed = RecordConflict.safeParse(plain.conflict);
  return parsed.success ? parsed.data : null;
}

/** Who changed the record and when: a refused save's conflict, or a change the live banner heard. */
export type ConflictBy = Pick<RecordConflict, 'by' | 'at'>;

/** What the dialog shows: who and when, their changes and this user's. */
export interface ConflictView {
  conflict: ConflictBy;
  theirs: HistoryChange[];
  mine: HistoryChange[];
}

/** A record three ways: as this user `loaded` it (null when not known), as this user has it (`mine`), as it is now (`theirs`). */
export interface RecordVersions<T> {
  loaded: T | null;
  mine: T;
  theirs: T;
}

/**
 * The two lists of changes, each record in its API shape. Without `loaded` (an editor restored from
 * a kept draft does not know what it was loaded from) the other person's changes are not known, and
 * every field where this user's record differs from the new version counts as theirs to re-apply.
 */
export function conflictView(conflict: ConflictBy, { loaded, mine, theirs }: RecordVersions<object>): ConflictView {
  const base = viewOfRecord(loaded ?? theirs);
  return {
    conflict,
    theirs: loaded ? changedFields(base, viewOfRecord(theirs)) : [],
    mine: changedFields(base, viewOfRecord(mine)),
  };
}

/** Whether two field values are the same (references by what they point at, text as typed). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * `theirs` with each of `keys` this user changed (it differs between `loaded` and `mine`) taken from
 * `mine`: their other changes stay. Without `loaded`, every field of `mine` is this user's.
 */
export function mergeFields<T extends object>({ loaded, mine, theirs }: RecordVersions<T>, keys: readonly (keyof T)[]): T {
  const merged = { ...theirs };
  for (const key of keys) {
    if (!loaded || !sameValue(loaded[key], mine[key])) merged[key] = mine[key];
  }
  return merged;
}

/** The `version` part of a change's body: sent whenever the editor knows the version it loaded. */
export function withVersion(version: number | undefined): { version?: number } {
  return version === undefined ? {} : { version };
}
