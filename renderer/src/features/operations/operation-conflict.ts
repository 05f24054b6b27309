/** The manual operation editor's side of a conflict (docs/desktop-app.md, "Two people on one record"). */
import { mergeFields, sameValue } from '../../lib/record-conflict.js';
import { updateBodyOf, type OperationDraft } from './operation-model.js';

/** An operation draft as the service takes it, so its fields compare as the history's do. */
export function recordOfOperation(draft: OperationDraft): object {
  const { uid: _uid, version: _version, ...record } = updateBodyOf(draft);
  return { ...record, done: draft.done };
}

const entriesOf = (draft: OperationDraft) => updateBodyOf(draft).entries;

/**
 * Their operation with the header fields this user changed; the entries are sent whole, so they are
 * this user's when this user changed any of them, else theirs.
 */
export function mergeOperations(loaded: OperationDraft | null, mine: OperationDraft, theirs: OperationDraft): OperationDraft {
  const merged = mergeFields({ loaded, mine, theirs }, ['no', 'date', 'memo'] as const);
  const mineChanged = !loaded || !sameValue(entriesOf(loaded), entriesOf(mine));
  return mineChanged ? { ...merged, entries: mine.entries } : merged;
}
