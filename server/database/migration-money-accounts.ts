import { MAIN_CASH_DESK_NAME } from '../../shared/api/money-accounts.js';
import type { Engine } from './engines.js';

/** The uids of the bank account and cash desk every company starts with (the same in every company). */
export const MAIN_MONEY_ACCOUNT_UIDS = {
  bank: '6f0c3a1e-5b7d-4c2a-9e11-000000000311',
  cash: '6f0c3a1e-5b7d-4c2a-9e11-000000000301',
} as const;

/** A field of the company's requisites (meta `company`, JSON) on each engine, '' when absent. */
const requisite = (engine: Engine, field: string) =>
  engine === 'postgres'
    ? `coalesce((select value::json->>'${field}' from meta where key = 'company'), '')`
    : `coalesce((select json_extract(value, '$.${field}') from meta where key = 'company'), '')`;

/**
 * Version 20: our money accounts (docs/service-behaviour.md, "Our money accounts"): the bank accounts
 * and cash desks a payment moves, one of each kind the main one. A company starts with a main bank
 * account of the IBAN and bank of its requisites and a main cash desk «Основна каса». A payment names
 * its money account (`money_account`), a transfer its receiving one too (`to_money_account`), checked by the service
 * rather than by a foreign key so an older schema can be made again in tests; other
 * money out and in name their account of the chart (`pay_account`) and a cash-flow item. The payments a
 * company has take the main account of their type's kind, so the money report reads them all alike.
 */
export const V20 = (engine: Engine) => `
create table money_accounts (
  uid {uuid} primary key, name text not null, kind text not null, iban text not null default '',
  bank_name text not null default '', main boolean not null default false, modified_at text not null);
create unique index money_accounts_main on money_accounts(kind) where main;
insert into money_accounts (uid, name, kind, iban, bank_name, main, modified_at) values
  ('${MAIN_MONEY_ACCOUNT_UIDS.bank}', 'Основний рахунок', 'bank', ${requisite(engine, 'iban')}, ${requisite(engine, 'bank')}, true, '2026-11-26T00:00:00.000Z');
insert into money_accounts (uid, name, kind, iban, bank_name, main, modified_at) values
  ('${MAIN_MONEY_ACCOUNT_UIDS.cash}', '${MAIN_CASH_DESK_NAME}', 'cash', '', '', true, '2026-11-26T00:00:00.000Z');
alter table documents add column money_account {uuid};
alter table documents add column to_money_account {uuid};
alter table documents add column pay_account text;
alter table documents add column cash_flow_item text not null default '';
update documents set money_account = '${MAIN_MONEY_ACCOUNT_UIDS.bank}' where category = 'payment' and type in ('payFromCustomer', 'payToSupplier');
update documents set money_account = '${MAIN_MONEY_ACCOUNT_UIDS.cash}' where category = 'payment' and type in ('cashIn', 'cashOut');
`;
