import { sql, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

/** A table of the company's schema (`Database`). */
export type TableName = Extract<keyof Database, string>;

/** A column of one table of the schema. */
export type ColumnName<T extends TableName> = Extract<keyof Database[T], string>;

/** Column names as plain text, keyed by the schema's names, and `$`: the table's own name. */
export type TextNames<T extends TableName> = { readonly [C in ColumnName<T>]: string } & { readonly $: string };

/** The same names as pieces of a `sql` template: `$` is the table (`documents d` when aliased), each column `d.uid`. */
export type SqlNames<T extends TableName> = { readonly [C in ColumnName<T>]: RawBuilder<unknown> } & { readonly $: RawBuilder<unknown> };

// Names reach the text as they are: they come from the schema's keys, never from a request, and are
// checked here once more so that a name put together at run time cannot carry anything else.
const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

function plain(name: string): string {
  if (!PLAIN_NAME.test(name)) throw new Error(`not a plain SQL name: ${name}`);
  return name;
}

/**
 * A table's column names for SQL text written out (docs/style.md, "SQL"), checked against the schema
 * by the compiler: `names('stock_totals').change` is `'change'`, and a column the table lacks does
 * not compile. For text put together as strings (`database/rows-statement.ts`'s head and tail).
 */
export function textNames<T extends TableName>(table: T, alias?: string): TextNames<T> {
  const prefix = alias === undefined ? '' : `${plain(alias)}.`;
  // Aliased as itself (`counters.value`), the table is named once.
  const from = alias === undefined || alias === table ? plain(table) : `${plain(table)} ${plain(alias)}`;
  return new Proxy({} as TextNames<T>, {
    get: (_, key) => {
      if (typeof key !== 'string') return undefined;
      return key === '$' ? from : `${prefix}${plain(key)}`;
    },
  });
}

/**
 * The same names as raw pieces of a `sql` template, so that text written out names its table and
 * columns through the schema: `` sql`select ${d.uid} from ${d.$} where ${d.done}` `` with
 * `d = sqlNames('documents', 'd')` gives `select d.uid from documents d where d.done`, the text a
 * hand would have written, and `d.dune` does not compile. Each piece is made once.
 */
export function sqlNames<T extends TableName>(table: T, alias?: string): SqlNames<T> {
  const text = textNames(table, alias);
  const made = new Map<string, RawBuilder<unknown>>();
  return new Proxy({} as SqlNames<T>, {
    get: (_, key) => {
      // Kysely asks an interpolated value whether it is a node (`toOperationNode`), a promise asks `then`: the names object is neither.
      if (typeof key !== 'string' || key === 'toOperationNode' || key === 'then') return undefined;
      let piece = made.get(key);
      if (piece === undefined) {
        piece = sql.raw(text[key as ColumnName<T>]);
        made.set(key, piece);
      }
      return piece;
    },
  });
}
