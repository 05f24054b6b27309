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
  /** Whether opening refreshed the planner's statistics (PGlite: a new store, or enough writes since the last time). */
  analyzedOnOpen: boolean;
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

const WRITES_KEY = 'writes_since_analyze';

/** Write transactions since the statistics were last refreshed; a store that never counted (new, or older) needs them now. */
async function writesSinceAnalyze(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', WRITES_KEY).executeTakeFirst();
  const count = Number(row?.value);
  return row && Number.isSafeInteger(count) && count >= 0 ? count : WRITES_PER_ANALYZE;
}

async function saveWritesSinceAnalyze(db: Kysely<Database>, count: number): Promise<void> {
  await db.insertInto('meta').values({ key: WRITES_KEY, value: String(count) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(count) })).execute();
}

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
  let writes = 0;
  let analyzedOnOpen = false;
  try {
    await migrate(db);
    if (engine === 'pglite') {
      // PGlite runs no autovacuum, so nothing else keeps the statistics that pick indexes fresh.
      // Not on every open: on a large company it takes a second or two and briefly several hundred
      // MB; the statistics are kept in the file, and the writes since they were made are counted.
      writes = await writesSinceAnalyze(db);
      if (writes >= WRITES_PER_ANALYZE) {
        await sql`analyze`.execute(db);
        writes = 0;
        analyzedOnOpen = true;
      }
    }
  } catch (error) {
    await db.destroy();
    release();
    throw error;
  }
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
      if (engine === 'pglite' && ++writes >= WRITES_PER_ANALYZE) {
        writes = 0;
        sql`analyze`.execute(db).catch(() => undefined);
      }
      return result;
    },
    analyzedOnOpen,
    close: async () => {
      // Kept for the next open; lost in a crash, which only delays the next refresh.
      if (engine === 'pglite') await saveWritesSinceAnalyze(db, writes).catch(() => undefined);
      await db.destroy();
      release();
    },
  };
}
