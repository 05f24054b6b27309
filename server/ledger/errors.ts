import { ERROR_STATUS, type ErrorCode } from '../../shared/api/index.js';

/**
 * A request the ledger refuses. The code starts the error string and fixes the
 * HTTP status (docs/service-behaviour.md, "Envelope and errors"); the transaction it was thrown in rolls back.
 */
export class LedgerError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.status = ERROR_STATUS[code];
  }
}

/** Refuses (400) a period that ends before it starts: an empty answer would hide the typing mistake. */
export function requireOrderedPeriod(from: string, to: string): void {
  if (from > to) throw new LedgerError('VALIDATION', `query.from: the period starts on ${from}, after its end ${to}`);
}

/** Shorthand for a 404 of a record kind and uid. */
export function notFound(what: string, uid: string): LedgerError {
  return new LedgerError('NOT_FOUND', `${what} ${uid} not found`);
}
