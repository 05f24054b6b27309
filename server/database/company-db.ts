import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { CompanyContext, type CompanyTuning } from '../ledger/context.js';
import { createChangeSignal, type ChangeSignal } from './change-signal.js';
import { booksLimitRefusal } from './books-limit.js';
import { lockCompanyFile } from './company-lock.js';
import { lockForWriting, refreshStatistics, type Engine } from './engines.js';
import { beyondExact, FigureOutOfRange } from './minor-units.js';
import { migrate } from './migrations.js';
import { Mutex } from './mutex.js';
import { NodeSqliteDialect } from './sqlite-dialect.js';
import { SqliteReader } from './sqlite-reader.js';
import type { Database } from './schema.js';

/** Where the data lives: a company file, a company in memory (tests), or a PostgreSQL server. */
export type CompanyLocation = { file: string } | { memory: true } | { databaseUrl: string };

/** An open company database: a company file, one in memory, or a PostgreSQL database (a `Store` is a warehouse). */
export interface CompanyDb {
  db: Kysely<Database>;
  engine: Engine;
  /** The company's caches and tuning, handed to the ledger functions that keep something between requests (docs/architecture.md). */
  context: CompanyContext;
  /** The company file's connection (for its online backup); null on PostgreSQL. */
  sqlite: DatabaseSync | null;
  /** Runs `work` in one transaction that no other writer interleaves with (docs/database.md, "One writer, and no request blocks the service"). */
  write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * `write`, with a second handle that reads the committed state without waiting for the
   * transaction: the reader's thread on a company file, the pool on PostgreSQL, the transaction
   * itself in memory (which has one connection). Nothing commits meanwhile, so both see the same.
   */
  /** Wakes the change feed's long polls at each committed write (docs/service-behaviour.md, "The change feed"). */
  changes: ChangeSignal;
  writeWithReader: <T>(work: (trx: Transaction<Database>, reader: Kysely<Database> | Transaction<Database>) => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

/**
 * SQLite's page cache for the company file's writer: the hot indexes of a large company stay in
 * memory (with integer keys, a company of 1.1M moves has about 45 MB of stock indexes in all,
 * of which a posting reads the pages of its goods).
 */
const CACHE_KIB = 16 * 1024;
/**
 * The reader thread's page cache: it reads history (reports), ranges larger than any cache, which
 * come from the system's file cache as fast; a bigger cache only adds to the service's memory.
 */
const READER_CACHE_KIB = 4 * 1024;
/** The page cache of the read connection on the service's own thread: lookups by key (the top of a few indexes). */
const LOCAL_READER_CACHE_KIB = 4 * 1024;

/** A read-only connection to the company file, for lookups on the service's own thread. */
function openReadConnection(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { readOnly: true, timeout: 5000 });
  db.exec(`pragma cache_size = -${LOCAL_READER_CACHE_KIB}; pragma query_only = true`);
  return db;
}

/**
 * Opens a company file: WAL, so readers never wait for the writer; synchronous=FULL, so a write
 * the service confirmed is on disk and survives a power cut; foreign keys on; a busy timeout for
 * the moment another connection (a backup) holds the file.
 */
export function openSqlite(path: string): DatabaseSync {
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  try {
    if (path !== ':memory:') db.exec('pragma journal_mode = wal');
    db.exec(`pragma synchronous = full; pragma cache_size = -${CACHE_KIB}; pragma temp_store = memory`);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

// Exact values for PostgreSQL: integers (amounts are integers of their units, and SUMs of them
// come back as numeric) as numbers while exact, dates and timestamps as their text.
function exactInteger(text: string): number {
  const value = Number(text);
  // Refused as the company file's reads refuse it (sqlite-dialect.ts): 422 in the envelope, not a fault.
  if (!Number.isSafeInteger(value)) throw new FigureOutOfRange(beyondExact(text));
  return value;
}
const AS_TEXT = (value: string) => value;
const PARSERS: Record<number, (text: string) => unknown> = {
  20: exactInteger,
  1700: exactInteger,
  1082: AS_TEXT,
  1114: AS_TEXT,
  1184: AS_TEXT,
};

/** Connections of one service's pool, and how long one may idle before it is closed. */
const POOL_SIZE = 10;
const POOL_IDLE_MS = 5 * 60_000;

function openPostgres(url: string): Kysely<Database> {
  const types: pg.CustomTypesConfig = {
    getTypeParser: (oid: number, format?: 'text' | 'binary'): unknown => PARSERS[oid] ?? pg.types.getTypeParser(oid, format),
  };
  // Idle connections are kept for an office's pause, not pg's 10 s: the pool reuses its latest connection
  // first, so the others fell idle, closed, and a burst opened them again at a new server process's
  // cost (its sign-in and its empty caches), the slowest requests of the office (docs/database.md).
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, idleTimeoutMillis: POOL_IDLE_MS, types });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** How a company is opened: `tuning` sizes the stock balance's pieces (a test makes them small to cover the turns between them). */
export interface OpenOptions {
  tuning?: Partial<CompanyTuning>;
}

/**
 * Opens (and migrates) a company database, with its context (its caches and tuning). A company file is
 * locked to this process until closed.
 */
export async function openCompanyDb(location: CompanyLocation, options: OpenOptions = {}): Promise<CompanyDb> {
  const engine: Engine = 'databaseUrl' in location ? 'postgres' : 'sqlite';
  const release = 'file' in location ? lockCompanyFile(location.file) : () => undefined;
  let db: Kysely<Database>;
  let sqlite: DatabaseSync | null = null;
  try {
    if ('databaseUrl' in location) db = openPostgres(location.databaseUrl);
    else {
      sqlite = openSqlite('file' in location ? location.file : ':memory:');
      // A company in memory (tests) has no second connection to read it through.
      const readers =
        'file' in location ? { local: openReadConnection(location.file), thread: new SqliteReader(location.file, READER_CACHE_KIB) } : null;
      // The reader thread folds the log into the file after commits (sqlite-reader.ts), not the commit itself.
      if (readers) sqlite.exec('pragma wal_autocheckpoint = 0');
      db = new Kysely<Database>({ dialect: new NodeSqliteDialect(sqlite, readers) });
    }
  } catch (error) {
    release();
    throw error;
  }
  const context = new CompanyContext(options.tuning);
  try {
    await migrate(db, engine, context);
    if (engine === 'sqlite') await refreshStatistics(engine, db);
  } catch (error) {
    await db.destroy();
    release();
    throw error;
  }
  const changes = createChangeSignal('databaseUrl' in location ? location.databaseUrl : undefined);
  // On PostgreSQL a service's writes wait their turn here, one at a time, before they take a connection: waiting on
  // the database's write lock instead, each would hold one of the pool's connections while it waits, and
  // enough of them leave the service's reads none (docs/database.md, "PostgreSQL for a shared company").
  const writers = engine === 'postgres' ? new Mutex() : null;
  const write = async <T>(work: (trx: Transaction<Database>) => Promise<T>) => {
    const done = await writers?.acquire();
    try {
      let handle: Transaction<Database> | null = null;
      const result = await db
        .transaction()
        .execute(async (trx) => {
          handle = trx;
          await lockForWriting(engine, trx);
          return work(trx);
        })
        // A write past the books' limit fails in the database's trigger; it is refused in the envelope, not a fault.
        .catch((error: unknown) => {
          throw booksLimitRefusal(error);
        });
      if (handle) context.committed(handle);
      changes.committed();
      return result;
    } finally {
      done?.();
    }
  };
  const readsAside = !('memory' in location);
  return {
    db,
    engine,
    context,
    sqlite,
    write,
    changes,
    writeWithReader: (work) => write((trx) => work(trx, readsAside ? db : trx)),
    close: async () => {
      if (engine === 'sqlite') await refreshStatistics(engine, db).catch(() => undefined);
      await changes.close();
      await db.destroy();
      release();
    },
  };
}
