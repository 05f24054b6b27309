import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCompanyDb, type CompanyDb } from '../../server/database/company-db.js';
import type { Database } from '../../server/database/schema.js';
import { warmConnections } from '../../server/warm-up.js';
import { freshPostgresDatabase } from '../support/test-service.js';

/** Records what the warm-up logs, in place of the service's logger. */
function recordingLog() {
  const warnings: string[] = [];
  const log = { warn: (_details: unknown, message: string) => warnings.push(message) };
  return { warnings, log: log as unknown as Parameters<typeof warmConnections>[1] };
}

/**
 * On PostgreSQL a service opens part of its pool and reads through it before it says it listens
 * (docs/performance.md, "The office's first seconds on PostgreSQL"): the first lists of an office's apps,
 * back together after a restart, find server processes signed in and warm.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a service starting on PostgreSQL', () => {
  let url: string;
  let companyDb: CompanyDb;
  let admin: pg.Client;
  const connections = async () => {
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
    return Number(rows[0]?.n);
  };

  beforeAll(async () => {
    url = await freshPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', '_warm');
    companyDb = await openCompanyDb({ databaseUrl: url });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await companyDb.close();
  });

  it('has four connections open and read through and the balance read, and says nothing when all went well', async () => {
    const { warnings, log } = recordingLog();
    expect(await connections()).toBeLessThan(4); // what opening the company (its migrations) left open
    expect(companyDb.context.mirrors.has('totals')).toBe(false);
    await warmConnections(companyDb, log);
    expect(await connections()).toBeGreaterThanOrEqual(4);
    expect(companyDb.context.mirrors.has('totals')).toBe(true); // the stock balance's running totals, read
    expect(warnings).toEqual([]);
  });

  it('starts all the same when its reads fail, and says so in its log', async () => {
    const { warnings, log } = recordingLog();
    const gone = new URL(url);
    gone.pathname = '/adt_no_such_database';
    const pool = new pg.Pool({ connectionString: gone.toString() });
    const unreachable = { ...companyDb, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
    try {
      await warmConnections(unreachable, log);
    } finally {
      await unreachable.db.destroy();
    }
    expect(warnings).toHaveLength(5); // four connections and the balance
  });
});
