import { sql } from 'kysely';
import { sqlNames } from '../database/sql-names.js';
import type { Counter } from './change-stamps.js';
import type { Db } from './types.js';

// Written out: every posting takes stamps and every cached read looks at the counters (docs/style.md, "SQL").
const c = sqlNames('counters');
const counters = sqlNames('counters', 'counters');

/** Adds `count` to a counter, starting it at `count` when the company does not have it yet; its new value. */
export async function addToCounter(db: Db, counter: Counter, count: number): Promise<number> {
  const { rows } = await sql<{ value: number | string }>`insert into ${c.$} (${c.name}, ${c.value}) values (${counter}, ${count})
    on conflict (${c.name}) do update set ${c.value} = ${counters.value} + excluded.${c.value} returning ${c.value}`.execute(db);
  return Number(rows[0]!.value);
}

/** The values the company has of the counters asked (a counter never moved has no row). */
export async function readCounters(db: Db, asked: readonly Counter[]): Promise<{ name: Counter; value: number | string }[]> {
  const { rows } = await sql<{ name: Counter; value: number | string }>`select ${c.name}, ${c.value} from ${c.$}
    where ${c.name} in (${sql.join(asked)})`.execute(db);
  return rows;
}
