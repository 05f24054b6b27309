/**
 * Undoes schema 28: no roles; each user has the four rights again, as far as their role gave them
 * (a Головний бухгалтер all four, a Бухгалтер post and unpost, anyone else none).
 */
const UNDO_28 = `alter table users add column can_post boolean not null default false;
alter table users add column can_unpost boolean not null default false;
alter table users add column can_close_period boolean not null default false;
alter table users add column can_manage_tokens boolean not null default false;
update users set can_post = true, can_unpost = true, can_close_period = true, can_manage_tokens = true where role = 'chiefAccountant';
update users set can_post = true, can_unpost = true where role = 'accountant';
alter table users drop column role;
alter table users drop column stores;
drop table roles`;

/** A company of schema 27 from one of today's: no roles, each user with the four rights again. */
export const TO_SCHEMA_27 = `${UNDO_28};
update meta set value = '27' where key = 'schema_version'`;

/** Undoes schemas 28 and 27: no roles, no kinds kept for bank statement counterparties. */
const UNDO_27 = `${UNDO_28};
drop table bank_party_kinds`;

/** Undoes schemas 27 and 26: no bank counterparties' kinds; documents do not keep whether the company paid VAT, nor purchase lines their cost with it. */
const UNDO_26 = `${UNDO_27};
alter table documents drop column vat_payer;
alter table document_lines drop column cost_with_vat`;

/** Undoes schemas 27 to 25: no bank counterparties’ kinds, nothing of a non-payer's VAT in costs; the books' limit counts nothing (its triggers, left, move no counter and refuse nothing; the step makes them again). */
const UNDO_25 = `${UNDO_26};
delete from counters where name = 'entry_amounts'`;

/** Undoes schemas 27 to 24: no books' limit, no unit cost on a document line. */
const UNDO_24 = `${UNDO_25};
alter table document_lines drop column unit_cost`;

/** Undoes schemas 27 to 23: no books' limit, no unit cost on a line, no accounts of the roles. */
const UNDO_23 = `${UNDO_24};
drop table account_roles`;

/** A company of schema 22 from one of today's: nothing of a non-payer's VAT in costs, no books' limit, no unit costs, no roles (the chart keeps its accounts). */
export const TO_SCHEMA_22 = UNDO_23;

/**
 * TO_SCHEMA_22 but for the people's roles, for a test that still asks the service between the two
 * (the service reads each token's role); `UNDO_ROLES` then finishes the step back.
 */
export const TO_SCHEMA_22_BUT_ROLES = UNDO_23.slice(UNDO_28.length + ';\n'.length);
export const UNDO_ROLES = UNDO_28;

/**
 * Undoes schemas 27 to 21: no VAT in costs, no books' limit, no unit cost on a line, no accounts of the
 * roles, no table of who is connected. Schema 22 only added accounts of the chart, which a company of
 * schema 13 on has anyway; its step adds none twice.
 */
const UNDO_21 = `${UNDO_23};
drop table presence`;

/** Undoes schema 20: no money accounts, payments without theirs, no account or cash-flow item of other money. */
const UNDO_20 = `alter table documents drop column money_account;
alter table documents drop column to_money_account;
alter table documents drop column pay_account;
alter table documents drop column cash_flow_item;
drop table money_accounts`;

/** Undoes schemas 27 to 13 on either engine: no bank counterparties’ kinds, no VAT in costs, no books' limit, no unit costs, no account roles, no presence, no money accounts, no launch ids, no versions, no deletion marks, no chart of accounts, no entries (with their indexes), totals or operations, goods without their own account. */
export const TO_SCHEMA_12 = `
${UNDO_21};
${UNDO_20};
alter table users drop column launch_id;
alter table documents drop column version;
alter table agents drop column version;
alter table entities drop column version;
alter table contracts drop column version;
alter table stores drop column version;
alter table documents drop column deletion_mark;
drop table entry_totals;
drop table operation_lines;
drop table entries;
drop table accounts;
alter table entities drop column account;
update meta set value = '12' where key = 'schema_version'`;

/**
 * Undoes schemas 13 and 12 on either engine: goods, contracts and stores call their integer key `seq`
 * again. Tests that rebuild an older company from a new one start with it.
 */
export const TO_SCHEMA_11 = `${TO_SCHEMA_12};
alter table entities rename column id to seq;
alter table contracts rename column id to seq;
alter table stores rename column id to seq;
update meta set value = '11' where key = 'schema_version'`;

/** Undoes schemas 27 to 20 on either engine: no bank counterparties’ kinds, no VAT in costs, no books' limit, no unit costs, no account roles, no presence, no money accounts. */
export const TO_SCHEMA_19 = `${UNDO_21};
${UNDO_20};
update meta set value = '19' where key = 'schema_version'`;

/** Undoes schemas 20 and 19 on either engine: no money accounts, no launch ids. */
export const TO_SCHEMA_18 = `${TO_SCHEMA_19};
alter table users drop column launch_id;
update meta set value = '18' where key = 'schema_version'`;

/** Undoes schemas 20 to 18 on either engine: no launch ids; the entries indexed by account on both sides again, goods sides included. */
export const TO_SCHEMA_17 = `${TO_SCHEMA_18};
drop index entries_debit_plain;
drop index entries_credit_plain;
create index entries_debit on entries(debit, date);
create index entries_credit on entries(credit, date);
update meta set value = '17' where key = 'schema_version'`;

/** Undoes schemas 20 to 17 on either engine: no launch ids, entries indexed by account, no versions. */
export const TO_SCHEMA_16 = `${TO_SCHEMA_17};
alter table documents drop column version;
alter table agents drop column version;
alter table entities drop column version;
alter table contracts drop column version;
alter table stores drop column version;
alter table accounts drop column version;
update meta set value = '16' where key = 'schema_version'`;

/** Undoes schemas 20 to 15 on `engine`: no launch ids, entries indexed by account, no versions, no deletion marks; the entries stay, without their daily totals or the triggers that keep them. */
export const toSchema14 = (engine: 'sqlite' | 'postgres') => {
  const on = engine === 'postgres' ? ' on entries' : '';
  return `${TO_SCHEMA_16};
alter table documents drop column deletion_mark;
drop trigger entries_add_totals${on};
drop trigger entries_remove_totals${on};
drop table entry_totals;
update meta set value = '14' where key = 'schema_version'`;
};
