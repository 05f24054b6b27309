/**
 * Exit codes of the service's command line (server/cli.ts) that the desktop core tells apart
 * (electron/core/service-exit.ts): one table, so the two never drift. `notACompanyBackup`: a
 * restore refused a file that is not a whole company backup, and the company was not changed.
 * `addressInUse`: the port to serve the office on is held by another program; `addressNotAvailable`:
 * the address to serve it on is not this computer's (any more: the network gave it another). The `database…` codes:
 * a company on PostgreSQL could not be opened because the server refused the user or password, could
 * not be reached, or has no such database.
 */
export const SERVICE_EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  newerDatabase: 3,
  companyOpenElsewhere: 4,
  notACompanyBackup: 5,
  addressInUse: 6,
  databaseLoginRefused: 7,
  databaseUnreachable: 8,
  databaseMissing: 9,
  addressNotAvailable: 10,
} as const;
