import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { openCompanyDb } from '../../server/database/company-db.js';
import { apiClient, freshPostgresDatabase, type ApiClient } from './test-service.js';

/** Services on one database, each with its person's client, and how to stop them all. */
export interface ServicesOnOneDatabase {
  /** The client of each service, as the person of the same place in `people` (token `token-<i>`). */
  clients: ApiClient[];
  close: () => Promise<void>;
}

/**
 * Services as on several PCs, one per person of `people`, each opened on one fresh PostgreSQL
 * database of `serverUrl` (named with `suffix`, which no other test of the process may use).
 */
export async function servicesOnOneDatabase(serverUrl: string, suffix: string, people: string[]): Promise<ServicesOnOneDatabase> {
  const url = await freshPostgresDatabase(serverUrl, suffix);
  const stops: (() => Promise<unknown>)[] = [];
  const clients: ApiClient[] = [];
  for (const [i, name] of people.entries()) {
    const companyDb = await openCompanyDb({ databaseUrl: url });
    await companyDb.write((trx) => registerToken(trx, `token-${i}`, { name, ...ALL_RIGHTS }));
    const app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
    stops.push(
      () => app.close(),
      () => companyDb.close(),
    );
    clients.push(apiClient(app, `token-${i}`));
  }
  return {
    clients,
    close: async () => {
      for (const stop of stops) await stop();
    },
  };
}
