import { SERVICE_EXIT } from '../../shared/api/service-exit.js';

// PostgreSQL's SQLSTATE codes and the socket errors of a server that cannot be reached.
const LOGIN_REFUSED = new Set(['28P01', '28000']);
const MISSING = new Set(['3D000']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/**
 * The exit code for a PostgreSQL company that could not be opened, by what the user can do about it
 * (another password, the server switched on, the database's name), or null for any other failure.
 */
export function databaseFailureExit(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (LOGIN_REFUSED.has(code)) return SERVICE_EXIT.databaseLoginRefused;
  if (MISSING.has(code)) return SERVICE_EXIT.databaseMissing;
  if (UNREACHABLE.has(code)) return SERVICE_EXIT.databaseUnreachable;
  return null;
}
