import type { DatabaseSync, StatementSync } from 'node:sqlite';
import {
  CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';
import { Mutex } from './mutex.js';

/**
 * Kysely over one `node:sqlite` connection. Our own small driver rather than a dialect package:
 * it must hand out the one connection to one transaction at a time (the store's single writer),
 * turn columns declared `boolean` back into booleans (SQLite keeps 0 and 1), and keep prepared
 * statements, which is where most of SQLite's per-query time goes. See docs/store.md.
 */

/** Prepared statements kept per connection: the ledger's queries are a few hundred distinct texts. */
const STATEMENT_CACHE = 500;

/** Values SQLite can bind: booleans become 1 and 0, Dates their ISO text. */
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

class SqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, { statement: StatementSync; booleans: string[] | null }>();

  constructor(private readonly db: DatabaseSync) {}

  private prepared(text: string) {
    let entry = this.statements.get(text);
    if (entry) {
      // Most recently used last, so the least used is dropped first.
      this.statements.delete(text);
      this.statements.set(text, entry);
      return entry;
    }
    const statement = this.db.prepare(text);
    const booleans = statement.columns().filter((c) => c.type?.toLowerCase() === 'boolean').map((c) => c.name);
    entry = { statement, booleans: booleans.length > 0 ? booleans : null };
    this.statements.set(text, entry);
    if (this.statements.size > STATEMENT_CACHE) this.statements.delete(this.statements.keys().next().value as string);
    return entry;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.executeSync<R>(query.sql, query.parameters);
  }

  /** Runs one statement; its rows come back as plain objects. */
  executeSync<R>(text: string, parameters: readonly unknown[]): QueryResult<R> {
    const { statement, booleans } = this.prepared(text);
    const params = parameters.map(bindable) as never[];
    if (statement.columns().length === 0) {
      const { changes, lastInsertRowid } = statement.run(...params);
      return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
    }
    const rows = statement.all(...params) as Record<string, unknown>[];
    if (booleans) for (const row of rows) for (const name of booleans) if (row[name] !== null) row[name] = row[name] === 1;
    return { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on the company file');
  }

  /** Forgets the prepared statements (before the connection closes). */
  clear(): void {
    this.statements.clear();
  }
}

class SqliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: SqliteConnection;

  constructor(private readonly db: DatabaseSync) {
    this.connection = new SqliteConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.mutex.acquire();
    // One connection object is handed out at a time; its release is kept by object identity.
    const handle = Object.create(this.connection) as DatabaseConnection;
    this.releases.set(handle, release);
    return handle;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // IMMEDIATE takes the write lock at once: a transaction never fails halfway for want of it.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    this.connection.clear();
    if (this.db.isOpen) this.db.close();
  }
}

/** Kysely dialect over one `node:sqlite` database connection. */
export class NodeSqliteDialect implements Dialect {
  constructor(private readonly db: DatabaseSync) {}
  createAdapter() { return new SqliteAdapter(); }
  createDriver() { return new SqliteDriver(this.db); }
  createIntrospector(db: Kysely<unknown>) { return new SqliteIntrospector(db); }
  createQueryCompiler() { return new SqliteQueryCompiler(); }
}
