import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, registerToken } from '../../server/auth.js';
import { buildServer } from '../../server/app.js';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import { apiClient, freshPostgresDatabase, type ApiClient } from '../support/test-service.js';
import type { FastifyInstance } from 'fastify';

/**
 * On PostgreSQL every write of every service on the database waits for one lock (docs/database.md,
 * "PostgreSQL for a shared company"). Writes waiting behind it must not take all of a service's
 * connections, or its reads wait for the writes too: what an office of twenty people saw as slow lists.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('writes waiting behind another service on PostgreSQL', () => {
  let url: string;
  let companyDb: CompanyDb;
  let app: FastifyInstance;
  let client: ApiClient;
  let other: pg.Client;

  beforeAll(async () => {
    url = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', '_write_turns');
    companyDb = await openCompanyDb({ databaseUrl: url });
    await companyDb.write((trx) => registerToken(trx, 'token-turns', { name: 'Олена Коваль', ...ALL_RIGHTS }));
    app = await buildServer({ companyDb, rateLimitPerMinute: 1_000_000, authFailuresPerMinute: 1_000_000 });
    client = apiClient(app, 'token-turns');
    other = new pg.Client({ connectionString: url });
    await other.connect();
  });

  afterAll(async () => {
    await other.end();
    await app.close();
    await companyDb.close();
  });

  it('leave the service its reads while another service holds the write lock', async () => {
    // Another service's write in progress: the lock every writer of the database takes (database/engines.ts).
    await other.query('select pg_advisory_lock(7301)');
    let released = false;
    try {
      // More writes than the service has connections (10), all waiting for that lock.
      const writes = Array.from({ length: 14 }, (_, i) =>
        client.post('/store/update', { uid: randomUUID(), name: `Склад черги ${i}` }).then((reply) => {
          // None may finish before the lock is given up.
          expect(released).toBe(true);
          return reply.status;
        }),
      );
      // A read answers meanwhile.
      const read = await client.get('/store/index/');
      expect(read.status).toBe(200);
      released = true;
      await other.query('select pg_advisory_unlock(7301)');
      expect(await Promise.all(writes)).toEqual(Array.from({ length: 14 }, () => 200));
    } finally {
      if (!released) await other.query('select pg_advisory_unlock(7301)');
    }
    const names = (await client.get('/store/index/')).body.data as { name: string }[];
    expect(names.filter((s) => s.name.startsWith('Склад черги')).length).toBe(14);
  });
});
