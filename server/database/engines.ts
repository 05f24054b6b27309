import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { CHANGES_CHANNEL } from './change-signal.js';
import type { Database } from './schema.js';

/**
 * Everything that differs between the two engines a company runs on: the company file (SQLite
 * through node:sqlite) and a PostgreSQL server. The migrations and the ledger's SQL are written
 * once for both; what cannot be is here (docs/database.md, "One schema, two engines").
 */
export type Engine = 'sqlite' | 'postgres';

/** Column types that have no common spelling, filled into the schema's `{name}` placeholders. */
const DDL_TYPES: Record<Engine, Record<string, string>> = {
  sqlite: {
    serial_pk: 'integer primary key',
    bigserial_pk: 'integer primary key',
    uuid: 'text',
    date: 'text',
    without_rowid: 'without rowid',
  },
  postgres: { serial_pk: 'serial primary key', bigserial_pk: 'bigserial primary key', uuid: 'uuid', date: 'date', without_rowid: '' },
};

/** A schema text with its placeholders filled for one engine. */
export function ddlFor(engine: Engine, text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const type = DDL_TYPES[engine][name];
    if (type === undefined) throw new Error(`unknown schema placeholder {${name}}`);
    return type;
  });
}

/**
 * Triggers that move counter `counter` (a row of `counters`) with every insert, update and delete of
 * `table`, inside the writing transaction, so a reader that keeps something computed from the table
 * knows by one lookup whether it still holds (docs/database.md, "Kinds, counters and dependents"). Nothing that writes the
 * table can forget it. The company file's triggers run for each row, PostgreSQL's once a statement.
 * Each statement is on one line: migrations.ts splits a step at a semicolon that ends a line. Made
 * again, they replace themselves, so a step may make a counter's triggers on a second table.
 */
export function counterTriggers(engine: Engine, table: string, counter: string): string {
  const move = `update counters set value = value + 1 where name = '${counter}'`;
  if (engine === 'sqlite')
    return ['insert', 'update', 'delete']
      .map((op) => `create trigger if not exists ${table}_${op}_moves_${counter} after ${op} on ${table} begin ${move}; end;`)
      .join('\n');
  return [
    `create or replace function move_${counter}() returns trigger language plpgsql as $$ begin ${move}; return null; end $$;`,
    `create or replace trigger ${table}_moves_${counter} after insert or update or delete on ${table} for each statement execute function move_${counter}();`,
  ].join('\n');
}

/**
 * Serialises writers. The company file has one connection that runs one transaction at a time
 * (its driver runs them in turn); PostgreSQL has many, so each write transaction first takes one
 * advisory lock and holds it to commit: two postings can never overdraw the same stock between them.
 * It also orders the history: a write takes its history ids while it holds the lock, so ids are
 * handed out in the order writes commit, and the change feed never sees a smaller id appear after a
 * larger one (docs/service-behaviour.md, "The change feed").
 */
export async function lockForWriting(engine: Engine, trx: Transaction<Database>): Promise<void> {
  // The notice goes out when the transaction commits (none if it rolls back) and wakes the long polls of
  // every service on the database; sent with the lock, it costs no round trip of its own.
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(7301), pg_notify(${CHANGES_CHANNEL}, '')`.execute(trx);
}

/** Gathers the statistics of every table for the query planner, on either engine (`analyze` is the same word on both). */
export async function analyzeTables(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

/** Refreshes the statistics the query planner picks indexes by. */
export async function refreshStatistics(engine: Engine, db: Kysely<Database>): Promise<void> {
  // SQLite's `optimize` analyses only the tables whose statistics are stale: cheap on every open.
  await (engine === 'sqlite' ? sql`pragma optimize` : sql`analyze`).execute(db);
}

/**
 * After rows came in with their ids (a copy of a company), PostgreSQL's sequences behind the
 * `serial` columns must start past them; the company file takes the next rowid by itself. The
 * columns are read from the database, so a table that gains one is never left out.
 */
export async function resetSequences(engine: Engine, trx: Transaction<Database>): Promise<void> {
  if (engine !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}
