import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './folder-lock.js';
import { migrate } from './migrations.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

/** Where the data lives: a PGlite folder, PGlite in memory, or a PostgreSQL server. */
export type StoreLocation = { dataDir: string } | { memory: true } | { databaseUrl: string };

/** An open company store. */
export interface Store {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction that no other writer interleaves with (DESIGN §3 "One writer"). */
  write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Exact text for numeric, date, bigint and timestamp columns: never a float or a local-time Date.
const AS_TEXT = (value: string) => value;
const TEXT_TYPES = [1700, 1082, 20, 1114, 1184];

const SHARED_BUFFERS = '32MB';

async function openPglite(dataDir: string | undefined): Promise<Kysely<Database>> {
  const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, AS_TEXT]));
  // One options object: PGlite drops the second argument when dataDir is undefined (in memory),
  // which would turn dates into Date objects and break FIFO ordering and the API's YYYY-MM-DD.
  // Postgres's shared buffers live inside PGlite's WebAssembly memory, which never shrinks: 128 MB
  // (the default) of them kept the service above its memory budget, and the operating system's
  // file cache serves the pages they no longer hold nearly as fast.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];
  const pglite = new PGlite({ dataDir, parsers, startParams });
  await pglite.waitReady;
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

function openPostgres(url: string): Kysely<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      TEXT_TYPES.includes(oid) ? AS_TEXT : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, types: types as pg.CustomTypesConfig });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Write transactions between two refreshes of the planner's statistics on PGlite. */
const WRITES_PER_ANALYZE = 500;

/** Opens (and migrates) a company store. */
export async function openStore(location: StoreLocation): Promise<Store> {
  const engine = 'databaseUrl' in location ? 'postgres' : 'pglite';
  const release = 'dataDir' in location ? lockDataFolder(location.dataDir) : () => undefined;
  let db: Kysely<Database>;
  try {
    db = 'databaseUrl' in location
      ? openPostgres(location.databaseUrl)
      : await openPglite('dataDir' in location ? location.dataDir : undefined);
  } catch (error) {
    release();
    throw error;
  }
  try {
    await migrate(db);
    // PGlite runs no autovacuum, so nothing else keeps the statistics that pick indexes fresh.
    if (engine === 'pglite') await sql`analyze`.execute(db);
  } catch (error) {
    await db.destroy();
    release();
    throw error;
  }
  let writes = 0;
  return {
    db,
    engine,
    write: async (work) => {
      const result = await db.transaction().execute(async (trx) => {
        // On PostgreSQL many connections exist: one advisory lock serialises writers,
        // so two postings can never overdraw the same stock between them.
        if (engine === 'postgres') await sql`select pg_advisory_xact_lock(7301)`.execute(trx);
        return work(trx);
      });
      if (engine === 'pglite' && ++writes % WRITES_PER_ANALYZE === 0) {
        sql`analyze`.execute(db).catch(() => undefined);
      }
      return result;
    },
    close: async () => {
      await db.destroy();
      release();
    },
  };
}
