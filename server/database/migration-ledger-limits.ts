import { booksLimitTriggers } from './books-limit.js';
import type { Engine } from './engines.js';
import { totalsTriggers } from './migration-entry-totals.js';

/** An entry's or operation line's columns (`date` an entry's only), as schema 13 and 14 made them, but a side may be null. */
const columnsOf = (dated: boolean) => `document_id integer not null references documents(id) on delete cascade, position integer not null,
  ${dated ? 'date {date} not null, ' : ''}debit text references accounts(code), credit text references accounts(code),
  amount bigint not null, qty bigint,
  debit_agent_id integer, debit_contract_id integer, debit_entity_id integer, debit_store_id integer,
  credit_agent_id integer, credit_contract_id integer, credit_entity_id integer, credit_store_id integer,
  memo text not null default ''`;
const copied = (dated: boolean) => `document_id, position, ${dated ? 'date, ' : ''}debit, credit, amount, qty,
  debit_agent_id, debit_contract_id, debit_entity_id, debit_store_id, credit_agent_id, credit_contract_id, credit_entity_id, credit_store_id, memo`;
/** An entry or line names at least one account: an off-balance account's entry has one side only. */
const ONE_SIDE_AT_LEAST = 'check (debit is not null or credit is not null)';

/**
 * Entries and operation lines of one side: their `debit` and `credit` may be null, not both. The
 * company file cannot drop a column's NOT NULL, so it makes both tables again with their rows, indexes
 * and triggers; PostgreSQL alters them. The step may run again over a company that has it.
 */
function entriesOfOneSide(engine: Engine): string {
  if (engine === 'postgres') {
    return ['entries', 'operation_lines']
      .map(
        (table) => `alter table ${table} alter column debit drop not null;
alter table ${table} alter column credit drop not null;
alter table ${table} drop constraint if exists ${table}_one_side;
alter table ${table} add constraint ${table}_one_side ${ONE_SIDE_AT_LEAST};`,
      )
      .join('\n');
  }
  return `drop trigger if exists entries_add_totals;
drop trigger if exists entries_remove_totals;
drop trigger if exists entries_add_amounts;
drop trigger if exists entries_remove_amounts;
create table entries_of_one_side (${columnsOf(true)}, primary key (document_id, position), ${ONE_SIDE_AT_LEAST}) {without_rowid};
insert into entries_of_one_side (${copied(true)}) select ${copied(true)} from entries;
drop table entries;
alter table entries_of_one_side rename to entries;
create index entries_debit_plain on entries(debit, debit_agent_id, date) where debit_entity_id is null;
create index entries_credit_plain on entries(credit, credit_agent_id, date) where credit_entity_id is null;
create table operation_lines_of_one_side (${columnsOf(false)}, primary key (document_id, position), ${ONE_SIDE_AT_LEAST}) {without_rowid};
insert into operation_lines_of_one_side (${copied(false)}) select ${copied(false)} from operation_lines;
drop table operation_lines;
alter table operation_lines_of_one_side rename to operation_lines;`;
}

/**
 * Version 25: the ledger's limits (docs/general-ledger.md, "Off-balance accounts"; docs/database.md,
 * "Amounts"). An off-balance account's entry names no corresponding account, so an entry's side may
 * be empty, and the daily totals' triggers skip an empty side. And the books' limit
 * (books-limit.ts): the counter of every entry's amount, filled from the entries a company has, and
 * its triggers. A company that already holds more keeps it and opens; only new entries past the
 * limit are refused.
 */
export const V25 = (engine: Engine) => `
${entriesOfOneSide(engine)}
${totalsTriggers(engine)}
${booksLimitTriggers(engine)}
`;
