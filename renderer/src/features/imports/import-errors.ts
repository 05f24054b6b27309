import { problemOf, type FieldProblem } from '../../lib/record-rules.js';

/**
 * A preview row's error (`field: message`, the schema's words) as the field and a reason the
 * directory editor would give, so the preview speaks the user's language, not the schema's.
 */
export function importProblem(error: string, record: Record<string, unknown>): { field: string; problem: FieldProblem } {
  const colon = error.indexOf(':');
  const [field = 'row'] = colon > 0 ? error.slice(0, colon).split('.') : [];
  if (/: required$/.test(error)) return { field, problem: { key: 'required' } };
  // Fields with a fixed set of values say which values they expect (imports.problems).
  if (field === 'vatCode' || field === 'kind' || field === 'type') return { field, problem: { key: field } };
  const value = record[field];
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  return { field, problem: problemOf(field, text) };
}
