import type { DatabaseSync, StatementSync } from 'node:sqlite';

/**
 * What the company file's connections share, the writer's and the reader thread's alike: values
 * bound as SQLite keeps them, columns declared `boolean` read back as booleans (SQLite keeps 0 and
 * 1), and prepared statements kept, which is where most of SQLite's per-query time goes.
 */

/** Prepared statements kept per connection: the ledger's queries are a few hundred distinct texts. */
const STATEMENT_CACHE = 500;

/** Values SQLite can bind: booleans become 1 and 0, Dates their ISO text. */
export function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** One prepared statement, with what its rows need on the way back. */
export interface Prepared {
  statement: StatementSync;
  /** Whether it answers rows (a select, or a write with `returning`). */
  returnsRows: boolean;
  /** Its columns declared `boolean`; null when it has none. */
  booleans: string[] | null;
}

/** Whether an error is node:sqlite's for an integer beyond what a JavaScript number holds exactly (2^53). */
export const isOutOfRange = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'ERR_OUT_OF_RANGE';

/** A row as the service reads it: its boolean columns turned from 0 and 1 back into booleans. */
export function withBooleans(row: Record<string, unknown>, booleans: string[] | null): Record<string, unknown> {
  if (booleans) for (const name of booleans) if (row[name] !== null) row[name] = row[name] === 1;
  return row;
}

/** The prepared statements of one connection, the least recently used dropped first. */
export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();

  constructor(private readonly db: DatabaseSync) {}

  /** The statement of `text`, prepared on first use. */
  get(text: string): Prepared {
    let entry = this.statements.get(text);
    if (entry) {
      // Most recently used last, so the least used is dropped first.
      this.statements.delete(text);
      this.statements.set(text, entry);
      return entry;
    }
    const statement = this.db.prepare(text);
    const columns = statement.columns();
    const booleans = columns.filter((c) => c.type?.toLowerCase() === 'boolean').map((c) => c.name);
    entry = { statement, returnsRows: columns.length > 0, booleans: booleans.length > 0 ? booleans : null };
    this.statements.set(text, entry);
    if (this.statements.size > STATEMENT_CACHE) this.statements.delete(this.statements.keys().next().value as string);
    return entry;
  }

  /** Forgets the prepared statements (before the connection closes). */
  clear(): void {
    this.statements.clear();
  }
}
