import type { HistoryChange, HistoryValue } from './history.js';

/**
 * How two versions of one record are compared field by field, the same way by the service's history
 * and by the app's conflict dialog (docs/service-behaviour.md, "History of changes").
 */

/** A record as the history compares it: field path → value. */
export type FieldView = Map<string, HistoryValue>;

// Derived or bookkeeping fields: they change because others did, and would only add noise.
const SKIPPED = new Set(['uid', 'dateModified', 'paid', 'shipped', 'status', 'vatSum', 'total', 'id', 'version']);

const isRef = (value: unknown): value is { uid: string; name?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { uid?: unknown }).uid === 'string';

function flatten(into: FieldView, prefix: string, record: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record)) {
    if (SKIPPED.has(key)) continue;
    const path = prefix + key;
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'object' && item !== null) flatten(into, `${path}[${i + 1}].`, item as Record<string, unknown>);
      });
    } else if (isRef(value)) {
      into.set(path, { uid: value.uid, name: typeof value.name === 'string' ? value.name : '' });
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      into.set(path, value as HistoryValue);
    }
  }
}

/**
 * The fields of a record in its API shape (lines as `details[1].qty`, references as uid and name),
 * leaving out what only follows from other fields (totals, paid, status) and the record's version.
 */
export function viewOfRecord(record: object): FieldView {
  const view: FieldView = new Map();
  flatten(view, '', record as Record<string, unknown>);
  return view;
}

const same = (a: HistoryValue | undefined, b: HistoryValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two views of a record (null: the record did not exist), in a stable order. */
export function changedFields(before: FieldView | null, after: FieldView | null): HistoryChange[] {
  const fields = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    const [old, now] = [before?.get(field), after?.get(field)];
    if (!same(old, now)) changes.push({ field, old: old ?? null, new: now ?? null });
  }
  return changes;
}
