import pg from 'pg';

/** The databases `freshPostgresDatabase` makes: `adt_test_<pool>_<process id><suffix>`. */
const TEST_DATABASE = /^adt_test_\d+_(\d+)(?:_|$)/;

/** Whether a process of this machine is alive (a process of another user answers EPERM, and is). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the test databases whose worker process has ended. Each worker names its databases after its
 * process id, so that two runs on one server never drop each other's; nothing dropped them afterwards,
 * and a server that had kept hundreds of them took minutes to start after a crash (docs/testing.md).
 */
async function dropEndedDatabases(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'adt\\_test\\_%'`);
    for (const { datname } of rows) {
      const pid = Number(TEST_DATABASE.exec(datname)?.[1] ?? NaN);
      if (Number.isInteger(pid) && !alive(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** Vitest's global setup: on PostgreSQL (`TEST_DATABASE_URL`), the databases of ended runs go before this run. */
export async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) await dropEndedDatabases(process.env.TEST_DATABASE_URL);
}

/** And this run's own, once its workers have ended. */
export async function teardown(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) await dropEndedDatabases(process.env.TEST_DATABASE_URL);
}
