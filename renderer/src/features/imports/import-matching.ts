/**
 * Re-importing a file must not duplicate what is already there: each preview row is matched with an
 * existing record (by uid, then by the directory's natural key: an agent's ЄДРПОУ/РНОКПП, a good's
 * article or barcode, a store's name) and marked new, changed (with what changes) or unchanged.
 * A changed row takes the existing record's uid, so sending it updates that record; unchanged rows
 * are not sent. Plain functions, no DOM: unit-tested in Node.
 */
import { parseDecimal } from '../../../../shared/api/money.js';
import type { ImportKind, PreviewRow } from './import-mapping.js';

export type MatchStatus = 'new' | 'changed' | 'unchanged';

export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

export interface MatchedRow extends PreviewRow {
  status: MatchStatus;
  changes: FieldChange[];
}

/** An existing record as the directory's index gives it. */
export type ExistingRecord = { uid: string } & Record<string, unknown>;

/** The natural keys each directory is matched by, in order of trust. */
const KEYS: Record<ImportKind, readonly string[]> = {
  agents: ['code'],
  entities: ['article', 'barcode'],
  contracts: [],
  stores: ['name'],
};

function keyText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLocaleLowerCase('uk') : '';
}

/** A value as the user reads it, for the "what changes" text. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && 'uid' in value && typeof value.uid === 'string') return value.uid;
  return '';
}

function same(field: string, existing: unknown, sent: unknown): boolean {
  if (field === 'price') {
    const a = parseDecimal(shown(existing) || '0');
    const b = parseDecimal(shown(sent) || '0');
    return a !== null && b !== null && a.equals(b);
  }
  return shown(existing).trim() === shown(sent).trim();
}

/** Lookup tables of the existing records: by uid and by each natural key. */
export function indexExisting(kind: ImportKind, records: readonly ExistingRecord[]) {
  const byUid = new Map<string, ExistingRecord>();
  const byKey = new Map<string, Map<string, ExistingRecord>>(KEYS[kind].map((key) => [key, new Map()]));
  for (const record of records) {
    byUid.set(record.uid.toLowerCase(), record);
    for (const [key, map] of byKey) {
      const text = keyText(record[key]);
      if (text && !map.has(text)) map.set(text, record);
    }
  }
  return { byUid, byKey };
}

/**
 * Marks each row against the existing records. Rows with errors are marked too (they are not sent);
 * the record of a matched row gets the existing record's uid, so it is updated in place.
 */
export function matchRows(kind: ImportKind, rows: readonly PreviewRow[], existing: ReturnType<typeof indexExisting>): MatchedRow[] {
  return rows.map((row) => {
    const uid = keyText(row.record.uid);
    let found = existing.byUid.get(uid);
    for (const [key, map] of existing.byKey) {
      if (found) break;
      const text = keyText(row.record[key]);
      if (text) found = map.get(text);
    }
    const match = found;
    if (!match) return { ...row, status: 'new', changes: [] };
    const changes = Object.entries(row.record)
      .filter(([field]) => field !== 'uid')
      .filter(([field, value]) => !same(field, match[field], value))
      .map(([field, value]) => ({ field, from: shown(match[field]), to: shown(value) }));
    return {
      ...row,
      record: { ...row.record, uid: match.uid },
      status: changes.length ? 'changed' : 'unchanged',
      changes,
    };
  });
}
