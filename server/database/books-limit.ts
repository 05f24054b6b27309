import { BOOKS_LIMIT } from '../../shared/api/amount-rules.js';
import type { Engine } from './engines.js';
import { FigureOutOfRange } from './minor-units.js';

/**
 * The books' limit (BOOKS_LIMIT, docs/database.md "Amounts"), kept by the database itself: the counter
 * `entry_amounts` holds the sum of every entry's amount, moved by triggers on `entries` in the
 * transaction that writes or removes them, whoever writes them (a posting, a re-cost, a manual
 * operation, a month's close, an upgrade). An insert that takes it to the limit fails the statement,
 * and the write is refused whole. Removing entries is never refused, so a company that holds more
 * (written before the limit was kept) can still unpost.
 */

/** The word the triggers fail with, on both engines. */
const MARK = 'BOOKS_LIMIT';
/** The limit in kopecks, as the triggers compare the counter with it. */
const LIMIT_KOPECKS = BOOKS_LIMIT.times(100).toFixed();

/** The counter and its triggers; each statement on one line (migrations.ts splits a step at a semicolon ending a line). */
export function booksLimitTriggers(engine: Engine): string {
  const move = (sign: '+' | '-', amount: string) => `update counters set value = value ${sign} ${amount} where name = 'entry_amounts'`;
  // Counted afresh and made only where missing, so the step may run again over a company that has them.
  const start = `insert into counters (name, value) select 'entry_amounts', coalesce(sum(amount), 0) from entries where true on conflict (name) do update set value = excluded.value;`;
  if (engine === 'sqlite') {
    return [
      start,
      `create trigger if not exists entries_add_amounts after insert on entries begin ${move('+', 'new.amount')}; select raise(abort, '${MARK}') where (select value from counters where name = 'entry_amounts') >= ${LIMIT_KOPECKS}; end;`,
      `create trigger if not exists entries_remove_amounts after delete on entries begin ${move('-', 'old.amount')}; end;`,
    ].join('\n');
  }
  const sumOf = (table: string) => `(select coalesce(sum(amount), 0) from ${table})`;
  return [
    start,
    `create or replace function entries_add_amounts() returns trigger language plpgsql as $$ declare held bigint; begin ${move('+', sumOf('added'))} returning value into held; if held >= ${LIMIT_KOPECKS} then raise exception '${MARK}' using errcode = '22003'; end if; return null; end $$;`,
    `create or replace trigger entries_add_amounts after insert on entries referencing new table as added for each statement execute function entries_add_amounts();`,
    `create or replace function entries_remove_amounts() returns trigger language plpgsql as $$ begin ${move('-', sumOf('removed'))}; return null; end $$;`,
    `create or replace trigger entries_remove_amounts after delete on entries referencing old table as removed for each statement execute function entries_remove_amounts();`,
  ].join('\n');
}

/** The refusal a write failed by the limit's trigger gets (422 INVALID_AMOUNT), or the error as it was. */
export function booksLimitRefusal(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.includes(MARK)) return error;
  return new FigureOutOfRange(
    `the entries of the books would add up to ${BOOKS_LIMIT.toFixed()} or more, beyond what their reports add exactly; nothing was written`,
  );
}
