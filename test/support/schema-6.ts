import { DatabaseSync } from 'node:sqlite';
import { TO_SCHEMA_11 } from './schema-11.js';

/** Undoes schemas 12 and 10 (11 only re-keyed bank lines, which these tests leave empty): no counter of document writes, and no triggers that move it. */
const TO_SCHEMA_9 = `${TO_SCHEMA_11};
drop trigger documents_insert_moves_document_change;
drop trigger documents_update_moves_document_change;
drop trigger documents_delete_moves_document_change;
delete from counters where name = 'document_change';
update meta set value = '9' where key = 'schema_version';
`;

/** Undoes schema 9: the settlement moves' index by (account, agent, date) without their amounts. */
const TO_SCHEMA_8 = `${TO_SCHEMA_9}
drop index settlement_moves_account;
create index settlement_moves_account on settlement_moves(account, agent_id, date);
update meta set value = '8' where key = 'schema_version';
`;

function rewrite(file: string, steps: string): void {
  const db = new DatabaseSync(file);
  try {
    db.exec(`begin; ${steps} commit;`);
  } finally {
    db.close();
  }
}

/** Rewrites a closed company file of this version as schema 9. */
export function toSchema9(file: string): void {
  rewrite(file, TO_SCHEMA_9);
}

/** Rewrites a closed company file of this version as schema 8. */
export function toSchema8(file: string): void {
  rewrite(file, TO_SCHEMA_8);
}

/**
 * Turns a company file of this version back into one of schema 6, as the service of that version
 * wrote it: uids in document lines and in the stock tables, no document numbers, no table of
 * imported bank lines. The stock rows keep their figures, so the file is what a user of schema 6
 * has on disk.
 */
const TO_SCHEMA_6 = `
drop table bank_lines;
create table document_lines_6 (
  document_uid text not null references documents(uid) on delete cascade, uid text not null, position integer not null,
  entity_uid text not null references entities(uid), kind text, qty bigint not null,
  price bigint not null, sum bigint not null, sent_sum bigint not null, memo text not null default '',
  primary key (document_uid, uid));
insert into document_lines_6 select d.uid, l.uid, l.position, e.uid, l.kind, l.qty, l.price, l.sum, l.sent_sum, l.memo
  from document_lines l join documents d on d.id = l.document_id join entities e on e.seq = l.entity_id;
drop table document_lines;
alter table document_lines_6 rename to document_lines;
create index document_lines_order on document_lines(document_uid, position);
create index document_lines_entity on document_lines(entity_uid);
alter table stock_moves rename to stock_moves_7;
alter table stock_balances rename to stock_balances_7;
alter table stock_totals rename to stock_totals_7;
alter table stock_snapshots rename to stock_snapshots_7;
drop index stock_moves_position;
drop index stock_moves_document;
drop index stock_moves_date;
drop index stock_totals_by_change;
drop index stock_snapshots_by_change;
create table stock_moves (
  id integer primary key, document_uid text not null, line_uid text not null, date text not null,
  store_uid text not null, entity_uid text not null, supplier_uid text, qty bigint not null, amount bigint not null);
create index stock_moves_position on stock_moves(store_uid, entity_uid, date, id);
create index stock_moves_document on stock_moves(document_uid);
create index stock_moves_line on stock_moves(line_uid);
create index stock_moves_date on stock_moves(date);
insert into stock_moves select m.id, d.uid, l.uid, date(m.date * 86400, 'unixepoch'), s.uid, e.uid, a.uid, m.qty, m.amount
  from stock_moves_7 m join documents d on d.id = m.document_id join document_lines l on l.document_uid = d.uid and l.position = m.line
    join stores s on s.seq = m.store_id join entities e on e.seq = m.entity_id left join agents a on a.id = m.supplier_id;
create table stock_balances (
  store_uid text not null, entity_uid text not null, supplier_uid text, qty bigint not null, amount bigint not null);
create unique index stock_balances_key on stock_balances(store_uid, entity_uid, coalesce(supplier_uid, '00000000-0000-0000-0000-000000000000'));
insert into stock_balances select s.uid, e.uid, a.uid, b.qty, b.amount
  from stock_balances_7 b join stores s on s.seq = b.store_id join entities e on e.seq = b.entity_id left join agents a on a.id = b.supplier_id;
create table stock_totals (
  store_uid text not null, entity_uid text not null, qty bigint not null, amount bigint not null, change bigint not null,
  primary key (store_uid, entity_uid));
create index stock_totals_by_change on stock_totals(change);
insert into stock_totals select s.uid, e.uid, t.qty, t.amount, t.change
  from stock_totals_7 t join stores s on s.seq = t.store_id join entities e on e.seq = t.entity_id;
create table stock_snapshots (
  period_end text not null, store_uid text not null, entity_uid text not null,
  qty bigint not null, amount bigint not null, change bigint not null,
  primary key (period_end, store_uid, entity_uid));
create index stock_snapshots_by_change on stock_snapshots(period_end, change);
insert into stock_snapshots select t.period_end, s.uid, e.uid, t.qty, t.amount, t.change
  from stock_snapshots_7 t join stores s on s.seq = t.store_id join entities e on e.seq = t.entity_id;
drop table stock_moves_7;
drop table stock_balances_7;
drop table stock_totals_7;
drop table stock_snapshots_7;
alter table settlement_moves rename to settlement_moves_7;
drop index settlement_moves_account;
drop index settlement_moves_document;
create table settlement_moves (
  document_uid text not null references documents(uid), date text not null, account text not null,
  agent_uid text not null references agents(uid), debit bigint not null, credit bigint not null);
create index settlement_moves_account on settlement_moves(account, agent_uid, date);
create index settlement_moves_document on settlement_moves(document_uid);
insert into settlement_moves select d.uid, m.date, m.account, a.uid, m.debit, m.credit
  from settlement_moves_7 m join documents d on d.id = m.document_id join agents a on a.id = m.agent_id;
drop table settlement_moves_7;
drop index documents_id;
alter table documents drop column id;
update meta set value = '6' where key = 'schema_version';
`;

/** Rewrites a closed company file of this version as schema 6. */
export function toSchema6(file: string): void {
  rewrite(file, `${TO_SCHEMA_8} ${TO_SCHEMA_6}`);
}
