/**
 * The document editor's side of a conflict (docs/desktop-app.md, "Two people on one record"): a
 * draft in the API's shape for the field lists, and this user's changes laid over the other
 * person's version, field by field and line by line.
 */
import { toJsonNumber } from '../../../../shared/api/money.js';
import { mergeFields, sameValue } from '../../lib/record-conflict.js';
import { parseTyped } from '../../lib/typed-input.js';
import { isLineFilled, lineSumOf, type DocumentDraft, type LineDraft } from './editor-model.js';

/** The header fields a user edits; the rest (number given by the service, posted state, totals) follow. */
const HEADER_FIELDS = ['type', 'date', 'no', 'agent', 'contract', 'storeIn', 'storeOut', 'vatCode', 'vatInPrice', 'memo'] as const;
const LINE_FIELDS = ['entity', 'qty', 'price', 'sum', 'memo', 'kind'] as const;

const figure = (text: string) => {
  const value = parseTyped(text);
  return value ? toJsonNumber(value) : null;
};
const named = (value: { uid: string; name: string } | null) => (value ? { uid: value.uid, name: value.name } : null);

/** A draft as the service would return it, so its fields compare and read as the history's do. */
export function recordOfDraft(draft: DocumentDraft): object {
  return {
    type: draft.type,
    date: draft.date,
    no: draft.no,
    agent: named(draft.agent),
    contract: named(draft.contract),
    storeIn: named(draft.storeIn),
    storeOut: named(draft.storeOut),
    vatCode: draft.vatCode,
    vatInPrice: draft.vatInPrice,
    memo: draft.memo,
    done: draft.done,
    details: draft.lines.filter(isLineFilled).map((line) => ({
      entity: named(line.entity),
      qty: figure(line.qty),
      price: figure(line.price),
      sum: toJsonNumber(lineSumOf(line)),
      memo: line.memo,
      ...(line.kind ? { kind: line.kind } : {}),
    })),
  };
}

const lineChanged = (before: LineDraft, after: LineDraft) => LINE_FIELDS.some((field) => !sameValue(before[field], after[field]));

/**
 * Lines: the other person's, each with the fields this user changed in it; a line this user removed
 * stays removed, and a line this user added is added. A line they removed that this user changed
 * comes back as a new line, so no typing is lost.
 */
function mergeLines(loaded: LineDraft[], mine: LineDraft[], theirs: LineDraft[]): LineDraft[] {
  const byUid = (lines: LineDraft[]) => new Map(lines.flatMap((line) => (line.uid ? [[line.uid, line] as const] : [])));
  const [was, mineByUid, theirsByUid] = [byUid(loaded), byUid(mine), byUid(theirs)];
  const merged: LineDraft[] = [];
  for (const line of theirs) {
    const before = line.uid ? was.get(line.uid) : undefined;
    const own = line.uid ? mineByUid.get(line.uid) : undefined;
    if (!before) merged.push(line);
    else if (own) merged.push(mergeFields({ loaded: before, mine: own, theirs: line }, LINE_FIELDS));
  }
  for (const line of mine) {
    const before = line.uid ? was.get(line.uid) : undefined;
    if (!before) merged.push(line);
    else if (line.uid && !theirsByUid.has(line.uid) && lineChanged(before, line)) merged.push({ ...line, uid: undefined });
  }
  return merged;
}

/**
 * The other person's version with this user's changes on top, carrying their version so it saves.
 * Without `loaded` every field and line of `mine` is this user's (lines of theirs no longer there are sent as new).
 */
export function mergeDrafts(loaded: DocumentDraft | null, mine: DocumentDraft, theirs: DocumentDraft): DocumentDraft {
  const header = mergeFields({ loaded, mine, theirs }, HEADER_FIELDS);
  const theirUids = new Set(theirs.lines.map((line) => line.uid));
  const lines = loaded
    ? mergeLines(loaded.lines, mine.lines, theirs.lines)
    : mine.lines.map((line) => (line.uid && !theirUids.has(line.uid) ? { ...line, uid: undefined } : line));
  return { ...header, lines };
}
