import pg from 'pg';

/** The office's PostgreSQL server as the tests have it: loopback only, the superuser's default password. */
export const OFFICE_SERVER = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** Runs `sql` on the office server; false when no PostgreSQL answers there, so a test can skip. */
export async function onOfficeServer(sql: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: OFFICE_SERVER, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  try {
    await admin.query(sql);
    return true;
  } finally {
    await admin.end();
  }
}
