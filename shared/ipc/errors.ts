import { z } from 'zod';
import { VersionConflict } from '../api/history.js';

/**
 * Kinds of failure the core answers with; the renderer turns each into clear Ukrainian or
 * English text (docs/desktop-app.md, "Proxy"). Each kind crosses the bridge as its code (`ruleFailed` → `RULE_FAILED`).
 */
export const CORE_ERROR_KINDS = [
  /** The service cannot be reached (network down, timeout, local service not running). */
  'offline',
  'unauthorized',
  'forbidden',
  'notFound',
  /** A state conflict: a posted document, a posted child, a link cycle. */
  'conflict',
  /** Posting rules not met: no lines, not enough stock, manufacture requirements. */
  'ruleFailed',
  'badRequest',
  'tooLarge',
  'rateLimited',
  'serverError',
  /** The service answered with something that is not what the contract promises. */
  'badResponse',
  'cancelled',
  /** No connection is selected. */
  'noConnection',
  /** Tokens cannot be encrypted on this computer, so none is stored. */
  'encryptionUnavailable',
  /** This host cannot do it (printing or saving from the browser host). */
  'unsupported',
] as const;
export type CoreErrorKind = (typeof CORE_ERROR_KINDS)[number];

/** The bridge code of a core error kind: `ruleFailed` → `RULE_FAILED`. */
export function errorCodeOfKind(kind: CoreErrorKind): string {
  return kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

/** A failure as it crosses the bridge: a stable code and a message, never a stack or a token. */
export const BridgeFailure = z.object({
  code: z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/),
  message: z.string(),
  /** HTTP status of the service's reply, when there was one. */
  status: z.number().int().optional(),
  /** Why the core refused, more precisely than its kind (`HTTPS_REQUIRED`, `TIMEOUT`), for the user's words. */
  reason: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,63}$/)
    .optional(),
  /** Stable code of the service's first error string, such as `DOCUMENT_POSTED`. */
  serviceCode: z.string().optional(),
  /** The service's error strings as it sent them. */
  errors: z.array(z.string()).optional(),
  /** The id the service gave the failed request (its `x-request-id`), for the user to quote to support. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .optional(),
  /**
   * A stale save's 409 `CONFLICT`: the record, its current version, who made its last change and when
   * (docs/service-behaviour.md, "Versions and conflicts"), for the editor to show.
   */
  conflict: VersionConflict.optional(),
});
export type BridgeFailure = z.output<typeof BridgeFailure>;

/** What one bridge call answers, through Electron's IPC and the browser host alike. */
export type BridgeReply = { ok: true; value: unknown } | { ok: false; error: BridgeFailure };

/** The header that carries the browser host's per-launch session token; a custom header also stops plain cross-site form posts. */
export const SESSION_HEADER = 'x-oblik-session';
