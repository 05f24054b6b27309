/**
 * Version 7: integer keys where the rows are many (docs/database.md, "Integer keys"). A document gets
 * a creation-order number (`documents.id`, given like the directories' own), and its lines refer
 * to it and to their entity by number, one line being (document, position); settlement moves refer
 * to their document and agent by number. The stock tables are
 * derived data, so they are made again with integer keys and refilled by the ledger's own
 * re-computation (migrations.ts runs it after this step); the quarter snapshots are made again on
 * demand. A stock move's date is a day number (days since 1970-01-01, ledger/stock/keys.ts), and a batch
 * without a supplier has supplier 0. Indexes no query reads are gone (stock moves by line uid);
 * tables read by their key only are kept in its order on the company file (`without rowid`).
 */
export const V7 = `
alter table documents add column id integer;
create table document_ids (uid {uuid} primary key, id integer not null);
insert into document_ids (uid, id) select uid, row_number() over (order by modified_at, uid) from documents;
update documents set id = (select i.id from document_ids i where i.uid = documents.uid);
drop table document_ids;
create unique index documents_id on documents(id);
alter table document_lines rename to document_lines_6;
create table document_lines (
  document_id integer not null references documents(id) on delete cascade, position integer not null, uid {uuid} not null,
  entity_id integer not null references entities(seq), kind text, qty bigint not null, price bigint not null,
  sum bigint not null, sent_sum bigint not null, memo text not null default '', primary key (document_id, position)) {without_rowid};
insert into document_lines (document_id, position, uid, entity_id, kind, qty, price, sum, sent_sum, memo)
  select d.id, l.position, l.uid, e.seq, l.kind, l.qty, l.price, l.sum, l.sent_sum, l.memo
  from document_lines_6 l join documents d on d.uid = l.document_uid join entities e on e.uid = l.entity_uid;
drop table document_lines_6;
create index document_lines_entity on document_lines(entity_id);
alter table settlement_moves rename to settlement_moves_6;
create table settlement_moves (
  document_id integer not null references documents(id), date {date} not null, account text not null,
  agent_id integer not null references agents(id), debit bigint not null, credit bigint not null);
insert into settlement_moves (document_id, date, account, agent_id, debit, credit)
  select d.id, m.date, m.account, a.id, m.debit, m.credit
  from settlement_moves_6 m join documents d on d.uid = m.document_uid join agents a on a.uid = m.agent_uid;
drop table settlement_moves_6;
create index settlement_moves_account on settlement_moves(account, agent_id, date);
create index settlement_moves_document on settlement_moves(document_id);
drop table stock_moves;
drop table stock_balances;
drop table stock_totals;
drop table stock_snapshots;
delete from stock_snapshot_periods;
create table stock_moves (
  id {bigserial_pk}, document_id integer not null, line integer not null, date integer not null,
  store_id integer not null, entity_id integer not null, supplier_id integer, qty bigint not null, amount bigint not null);
create index stock_moves_position on stock_moves(store_id, entity_id, date, id);
create index stock_moves_document on stock_moves(document_id, line);
create index stock_moves_date on stock_moves(date);
create table stock_balances (
  store_id integer not null, entity_id integer not null, supplier_id integer not null, qty bigint not null, amount bigint not null,
  primary key (store_id, entity_id, supplier_id)) {without_rowid};
create table stock_totals (
  store_id integer not null, entity_id integer not null, qty bigint not null, amount bigint not null, change bigint not null,
  primary key (store_id, entity_id)) {without_rowid};
create index stock_totals_by_change on stock_totals(change);
create table stock_snapshots (
  period_end {date} not null, store_id integer not null, entity_id integer not null,
  qty bigint not null, amount bigint not null, change bigint not null,
  primary key (period_end, store_id, entity_id)) {without_rowid};
create index stock_snapshots_by_change on stock_snapshots(period_end, change);
`;
