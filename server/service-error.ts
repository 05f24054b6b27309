import { ERROR_STATUS, type ErrorCode } from '../shared/api/index.js';

/**
 * A request the service refuses, answered in the spec's envelope: the code starts the error string
 * and fixes the HTTP status (docs/service-behaviour.md, "Envelope and errors"). Transport refusals
 * (a bad body, a missing right, an unknown form) throw it as it is; the ledger's rules throw its
 * `LedgerError`. Thrown inside a write, it rolls the transaction back.
 */
export class ServiceError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    detail: string,
    /** What the envelope carries beside the error (a conflict's current version and who made it). */
    readonly data?: unknown,
  ) {
    super(`${code}: ${detail}`);
    this.status = ERROR_STATUS[code];
  }
}
