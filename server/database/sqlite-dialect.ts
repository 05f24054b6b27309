import type { DatabaseSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { Mutex } from './mutex.js';
import type { SqliteReader } from './sqlite-reader.js';
import { beyondExact, FigureOutOfRange } from './minor-units.js';
import { bindable, isOutOfRange, PreparedStatements, withBooleans } from './sqlite-statements.js';

/**
 * Kysely over the company file through `node:sqlite`. Our own small driver rather than a dialect
 * package: it hands the writer's one connection to one transaction at a time (the database's single
 * writer) while reads outside transactions go to a reader in a worker thread (sqlite-reader.ts),
 * and reads and binds values as both connections do (sqlite-statements.ts: booleans, dates,
 * prepared statements kept). See docs/database.md.
 */

class SqliteConnection {
  private readonly statements: PreparedStatements;

  constructor(db: DatabaseSync) {
    this.statements = new PreparedStatements(db);
  }

  /** Runs one statement; its rows come back as plain objects. */
  executeSync<R>(text: string, parameters: readonly unknown[]): QueryResult<R> {
    const { statement, returnsRows, booleans } = this.statements.get(text);
    const params = parameters.map(bindable) as never[];
    if (!returnsRows) {
      const { changes, lastInsertRowid } = statement.run(...params);
      return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
    }
    let rows: Record<string, unknown>[];
    try {
      rows = statement.all(...params);
    } catch (error) {
      // `all` resets its statement when a row fails; the figure is refused as the reader thread refuses it.
      if (isOutOfRange(error)) throw new FigureOutOfRange(beyondExact((error as Error).message));
      throw error;
    }
    if (booleans) for (const row of rows) withBooleans(row, booleans);
    return { rows: rows as R[] };
  }

  /** Forgets the prepared statements (before the connection closes). */
  clear(): void {
    this.statements.clear();
  }
}

/** A read-only statement, which a reader may run: what Kysely and the ledger send starts with `select`. */
const isRead = (text: string) => /^\s*select\b/i.test(text);

/**
 * A read that may take long: one that sums or counts (reports, a period's list with its totals,
 * a quarter's moves). The smallest or largest of an indexed column is one index step, not a long read. Those go to the reader thread; a lookup by key takes microseconds, less than
 * handing it to another thread and back, and runs on the service's own read connection.
 */
const isHeavyRead = (text: string) => /\b(sum|count|avg|group_concat)\s*\(/i.test(text);

/**
 * One use of the database: a transaction holds the writer's connection from begin to commit. A
 * statement outside one that only reads goes to the reader thread when it is heavy, else to the
 * read connection on this thread; in WAL mode both see the last commit and never wait for the
 * writer. Anything else takes its turn on the writer's connection like a transaction would.
 */
class Handle implements DatabaseConnection {
  release: (() => void) | null = null;

  constructor(private readonly driver: SqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, readers, mutex } = this.driver;
    if (this.release) return writer.executeSync<R>(query.sql, query.parameters);
    if (readers && isRead(query.sql)) {
      if (isHeavyRead(query.sql)) return { rows: (await readers.thread.read(query.sql, query.parameters.map(bindable))) as R[] };
      return readers.local.executeSync<R>(query.sql, query.parameters);
    }
    const release = await mutex.acquire();
    try {
      return writer.executeSync<R>(query.sql, query.parameters);
    } finally {
      release();
      readers?.thread.afterCommit();
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on the company file');
  }
}

/** Runs synchronous work as Kysely's driver interface wants it: a promise, rejected when the work throws. */
function settled(work: () => unknown): Promise<void> {
  return new Promise((resolve) => {
    work();
    resolve();
  });
}

class SqliteDriver implements Driver {
  readonly mutex = new Mutex();
  readonly writer: SqliteConnection;

  readonly readers: { local: SqliteConnection; thread: SqliteReader } | null;

  constructor(
    private readonly db: DatabaseSync,
    private readonly read: CompanyReaders | null,
  ) {
    this.writer = new SqliteConnection(db);
    this.readers = read ? { local: new SqliteConnection(read.local), thread: read.thread } : null;
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new Handle(this));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    handle.release = await this.mutex.acquire();
    try {
      // IMMEDIATE takes the write lock at once: a transaction never fails halfway for want of it.
      this.writer.executeSync('begin immediate', []);
    } catch (error) {
      handle.release();
      handle.release = null;
      throw error;
    }
  }

  commitTransaction(): Promise<void> {
    return settled(() => {
      this.writer.executeSync('commit', []);
      this.readers?.thread.afterCommit();
    });
  }

  rollbackTransaction(): Promise<void> {
    return settled(() => this.writer.executeSync('rollback', []));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    handle.release?.();
    handle.release = null;
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.read?.thread.close();
    this.readers?.local.clear();
    if (this.read?.local.isOpen) this.read.local.close();
    this.writer.clear();
    if (this.db.isOpen) {
      // Every committed page into the file itself, so the file alone is the whole company.
      try {
        this.db.exec('pragma wal_checkpoint(truncate)');
      } catch {
        /* a file in memory has no log */
      }
      this.db.close();
    }
  }
}

/** The company file's read connections: one on this thread for lookups, one in a worker for long reads. */
export interface CompanyReaders {
  local: DatabaseSync;
  thread: SqliteReader;
}

/** Kysely dialect over one `node:sqlite` database connection. */
export class NodeSqliteDialect implements Dialect {
  constructor(
    private readonly db: DatabaseSync,
    private readonly readers: CompanyReaders | null = null,
  ) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new SqliteDriver(this.db, this.readers);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
