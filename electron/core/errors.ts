import type { VersionConflict } from '../../shared/api/history.js';
import { errorCodeOfKind, type CoreErrorKind } from '../../shared/ipc/errors.js';

/** Details of a failure the service reported. */
export interface ServiceFailure {
  status?: number;
  /** Stable code of the first error string (`DOCUMENT_POSTED`), when it has one. */
  serviceCode?: string;
  /** The service's error strings as it sent them (tokens redacted). */
  errors?: string[];
  /** The service's id of the failed request (`x-request-id`), when it sent a well-formed one. */
  requestId?: string;
  /** Why the core refused, more precisely than its kind (`HTTPS_REQUIRED`), so the UI can say it in words. */
  reason?: string;
  /** A stale save's `CONFLICT`: where the record is now, and who changed it when. */
  conflict?: VersionConflict;
}

/**
 * A failure the core answers with on purpose: a kind the UI translates, a message meant for
 * the user, and the service's own error strings. `code` is what crosses the bridge.
 */
export class CoreError extends Error {
  readonly kind: CoreErrorKind;
  readonly code: string;
  readonly status?: number;
  readonly serviceCode?: string;
  readonly errors: string[];
  readonly requestId?: string;
  readonly reason?: string;
  readonly conflict?: VersionConflict;

  constructor(kind: CoreErrorKind, message: string, failure: ServiceFailure = {}) {
    super(message);
    this.name = 'CoreError';
    this.kind = kind;
    this.code = errorCodeOfKind(kind);
    this.status = failure.status;
    this.serviceCode = failure.serviceCode;
    this.errors = failure.errors ?? [];
    this.requestId = failure.requestId;
    this.reason = failure.reason;
    if (failure.conflict) this.conflict = failure.conflict;
  }
}

/** True when `error` is a CoreError of one of `kinds` (any kind when none is given). */
export function isCoreError(error: unknown, ...kinds: CoreErrorKind[]): error is CoreError {
  return error instanceof CoreError && (kinds.length === 0 || kinds.includes(error.kind));
}

/** Replaces every occurrence of `secret` in `text`, so a service that echoes a token cannot leak it. */
export function redact(text: string, secret: string | undefined): string {
  return secret && secret.length > 0 ? text.split(secret).join('•••') : text;
}
