import { CompiledQuery, sql, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.js';

/** One row of values as a multi-row statement binds them. */
export type ValuesRow = readonly unknown[];

/** A statement over many rows: its `head` (`insert into … (…)`), the `rows` of values, and its `tail` (`on conflict …`). */
export interface RowsStatement {
  head: string;
  rows: readonly ValuesRow[];
  tail?: string;
}

/**
 * Runs `head values (…), (…) tail` over many rows, its text and parameters put together here. Each
 * value as a query-builder node, compiled one by one, cost a posting more than the database's own
 * insert of its rows (docs/performance.md, "Posting with its entries"); the placeholders are those
 * of the engine `db` talks to (`?` on the company file, `$n` on PostgreSQL).
 */
export function runWithRows<R = never>(db: Kysely<Database>, { head, rows, tail = '' }: RowsStatement): Promise<QueryResult<R>> {
  const numbered = sql`${0}`.compile(db).sql !== '?';
  const parameters: unknown[] = [];
  const groups: string[] = [];
  for (const row of rows) {
    const marks: string[] = [];
    for (const value of row) {
      parameters.push(value);
      marks.push(numbered ? `$${parameters.length}` : '?');
    }
    groups.push(`(${marks.join(', ')})`);
  }
  return db.executeQuery<R>(CompiledQuery.raw(`${head} values ${groups.join(', ')}${tail ? ` ${tail}` : ''}`, parameters));
}
