import { ERROR_STATUS, type ErrorCode } from '../../shared/api/index.js';

/**
 * A request the ledger refuses. The code starts the error string and fixes the
 * HTTP status (DESIGN §3 "Envelope and errors"); the transaction it was thrown in rolls back.
 */
export class LedgerError extends Error {
  readonly status: number;
  constructor(readonly code: ErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.status = ERROR_STATUS[code];
  }
}

/** Shorthand for a 404 of a record kind and uid. */
export function notFound(what: string, uid: string): LedgerError {
  return new LedgerError('NOT_FOUND', `${what} ${uid} not found`);
}
