const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const asMinor = (column: string, scale: number) => `alter column ${column} type bigint using round(${column} * ${10 ** scale})::bigint`;
const asIsoText = (table: string) =>
  `alter table ${table} alter column modified_at drop default, alter column modified_at type text using to_char(modified_at at time zone 'UTC', ${ISO})`;

/**
 * PostgreSQL databases written by schema 3 (decimal columns, timestamps, sequences) brought to the
 * shape of schema 4 (migrations.ts). Company files never had schema 3: they start at 4.
 */
export const POSTGRES_3_TO_4 = `
create table counters (name text primary key, value bigint not null);
insert into counters (name, value) select 'stock_change', last_value from stock_totals_change;
drop sequence stock_totals_change;
alter table stock_totals alter column change drop default;
${asIsoText('agents')};
${asIsoText('entities')};
${asIsoText('contracts')};
${asIsoText('stores')};
${asIsoText('documents')};
alter table agents alter column id drop default;
alter table entities alter column seq drop default;
alter table contracts alter column seq drop default;
alter table stores alter column seq drop default;
alter table entities alter column price drop default, ${asMinor('price', 4)}, alter column price set default 0;
alter table documents alter column vat_sum drop default, alter column total drop default,
  ${asMinor('sum', 2)}, ${asMinor('vat_sum', 2)}, ${asMinor('total', 2)},
  alter column vat_sum set default 0, alter column total set default 0, add column no_number bigint;
update documents set no_number = no::bigint where no ~ '^[0-9]{1,15}$';
drop index documents_numbering;
drop index if exists documents_type_no;
create index documents_numbering on documents(type, date, no_number) where no_number is not null;
alter table document_lines ${asMinor('qty', 3)}, ${asMinor('price', 4)}, ${asMinor('sum', 2)}, ${asMinor('sent_sum', 2)};
alter table stock_moves ${asMinor('qty', 3)}, ${asMinor('amount', 2)};
alter table stock_balances ${asMinor('qty', 3)}, ${asMinor('amount', 2)};
alter table stock_totals ${asMinor('qty', 3)}, ${asMinor('amount', 2)};
alter table stock_snapshots ${asMinor('qty', 3)}, ${asMinor('amount', 2)};
alter table settlement_moves ${asMinor('debit', 2)}, ${asMinor('credit', 2)};
`;
