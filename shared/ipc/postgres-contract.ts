import { z } from 'zod';

/** The default port of a PostgreSQL server. */
export const POSTGRES_DEFAULT_PORT = 5432;

// A host name or an IPv4 address: nothing that could carry a user, a path or a query into the URL built from it.
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?$/;
// PostgreSQL names are at most 63 bytes; letters of any script, digits and `_ $ . -` cover what offices use.
const NAME = /^[\p{L}\p{N}_$.-]{1,63}$/u;

/**
 * Where a company kept on the office's PostgreSQL is (docs/office.md, "PostgreSQL for the largest
 * offices"): everything but the password, which stays in the credential vault.
 */
export const PostgresPlace = z.object({
  host: z.string().regex(HOST, 'the server is a host name or an IPv4 address, such as db.office.lan or 192.168.1.20'),
  port: z.number().int().min(1, 'a port is 1 to 65535').max(65_535, 'a port is 1 to 65535').default(POSTGRES_DEFAULT_PORT),
  database: z.string().regex(NAME, 'a database name is 1 to 63 letters, digits or _ $ . -'),
  user: z.string().regex(NAME, 'a user name is 1 to 63 letters, digits or _ $ . -'),
});
export type PostgresPlace = z.output<typeof PostgresPlace>;

/** A database password: given, and of a length a server takes. */
const PostgresPassword = z.string().min(1, 'give the password').max(1000);

/** Adding a company on the office's PostgreSQL: its place and the password, which goes to the vault only. */
export const AddPostgresRequest = PostgresPlace.extend({
  kind: z.literal('postgres'),
  name: z.string().min(1).max(100),
  password: PostgresPassword,
});

/** A new password for a company on the office's PostgreSQL (its administrator changed it): to the vault only. */
export const SetPostgresPassword = z.object({ id: z.string().min(1), password: PostgresPassword });
