import type { PostgresPlace } from '../../shared/ipc/postgres-contract.js';

/**
 * The `postgres://` URL of a company on the office's PostgreSQL, its user, password and database
 * percent-encoded so that no character of theirs can change what the URL means. It holds the
 * password: it goes to the service's environment only (docs/security.md, "Secrets").
 */
export function postgresUrlOf(place: PostgresPlace, password: string): string {
  const user = encodeURIComponent(place.user);
  const database = encodeURIComponent(place.database);
  return `postgres://${user}:${encodeURIComponent(password)}@${place.host}:${place.port}/${database}`;
}
