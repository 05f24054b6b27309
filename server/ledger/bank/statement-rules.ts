import { MAX_BANK_LINES } from '../../../shared/api/index.js';
import { LedgerError } from '../errors.js';

// What the preview and the import of a statement hold alike (docs/service-behaviour.md, "Bank statements").

/** Refuses a statement of more than MAX_BANK_LINES lines (413). */
export function requireLimit(count: number): void {
  if (count > MAX_BANK_LINES) {
    throw new LedgerError('PAYLOAD_TOO_LARGE', `a statement holds at most ${MAX_BANK_LINES} lines; this one has ${count}`);
  }
}

/** A statement line, by its date. */
export interface DatedLine {
  date: string;
}

/** Whether a line falls on or before the lock date, where nothing can be recorded. */
export const inClosedPeriod = (line: DatedLine, lockDate: string | null): boolean => lockDate !== null && line.date <= lockDate;
