import { CHART_OF_ACCOUNTS } from '../ledger/accounts/chart.js';

/** `text` as an SQL string literal. */
export const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Version 13: the general ledger (docs/general-ledger.md). `accounts` is the chart of accounts, a
 * new or upgraded company getting the accounts of order No. 291 a trading and manufacturing company
 * uses; `entries` holds the entries (проводки) of every posted document and payment, a document's
 * entries numbered from 0 and removed with it; goods name their own account (`entities.account`;
 * null: the default of their kind).
 *
 * An entry keeps up to four analytics per side (counterparty, contract, goods, store) as integer keys,
 * and the quantity when goods are among them. Both sides are indexed by (account, date): the trial
 * balance and the account card read one account's turnovers of a period.
 */
export const V13 = `
create table accounts (
  code text primary key, name text not null, parent text references accounts(code),
  kind text not null default 'both', off_balance boolean not null default false,
  analytics text not null default '', active boolean not null default true, modified_at text not null);
create table entries (
  document_id integer not null references documents(id) on delete cascade, position integer not null,
  date {date} not null, debit text not null references accounts(code), credit text not null references accounts(code),
  amount bigint not null, qty bigint,
  debit_agent_id integer, debit_contract_id integer, debit_entity_id integer, debit_store_id integer,
  credit_agent_id integer, credit_contract_id integer, credit_entity_id integer, credit_store_id integer,
  memo text not null default '', primary key (document_id, position)) {without_rowid};
create index entries_debit on entries(debit, date);
create index entries_credit on entries(credit, date);
alter table entities add column account text;
${CHART_OF_ACCOUNTS.map(
  (a) =>
    `insert into accounts (code, name, parent, kind, off_balance, analytics, active, modified_at) values (${quoted(a.code)}, ${quoted(a.name)}, ${
      a.parent ? quoted(a.parent) : 'null'
    }, ${quoted(a.kind)}, ${a.offBalance ? 'true' : 'false'}, ${quoted(a.analytics.join(','))}, true, '2026-11-26T00:00:00.000Z');`,
).join('\n')}
`;

/**
 * Version 14: the lines of manual operations (операції, введені вручну, docs/general-ledger.md): a
 * document of category `operation` keeps its entries here while it is a draft, and posting copies
 * them to `entries` at its date. Analytics as in `entries`, by integer key.
 */
export const V14 = `
create table operation_lines (
  document_id integer not null references documents(id) on delete cascade, position integer not null,
  debit text not null references accounts(code), credit text not null references accounts(code),
  amount bigint not null, qty bigint,
  debit_agent_id integer, debit_contract_id integer, debit_entity_id integer, debit_store_id integer,
  credit_agent_id integer, credit_contract_id integer, credit_entity_id integer, credit_store_id integer,
  memo text not null default '', primary key (document_id, position)) {without_rowid};
`;
