import pg from 'pg';
import { openCompanyDb } from '../../server/database/company-db.js';

/** The variable that names the migrated template to the workers (read by test-service.ts). */
export const TEMPLATE_ENV = 'OBLIK_TEST_PG_TEMPLATE';

/** Named as a test database of this process, so pg-cleanup.ts drops it should the run end without its teardown. */
const templateName = () => `adt_test_0_${process.pid}_template`;

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest's global setup, on PostgreSQL (`TEST_DATABASE_URL`): one database migrated once per run, which
 * every test service's database is copied from (`create database … template`, test-service.ts). Migrating
 * a new database replays every schema step, hundreds of statements, 1.5–5 s each time on a busy machine,
 * while a copy takes a tenth of a second; the properties alone make one per file (docs/testing.md).
 * The schema steps themselves stay tested on new databases by the upgrade tests, which never use it.
 */
export async function setup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = templateName();
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const companyDb = await openCompanyDb({ databaseUrl: url.toString() });
  await companyDb.close();
  // The workers are started after the global setup, with this process's environment.
  process.env[TEMPLATE_ENV] = name;
}

/** The template goes with the run. */
export async function teardown(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await onServer(serverUrl, `drop database if exists ${templateName()} with (force)`);
}
