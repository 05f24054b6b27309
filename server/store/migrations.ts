import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Schema version this code writes; a store written by a newer version is refused. */
export const SCHEMA_VERSION = 3;

const V1 = `
create table if not exists meta (key text primary key, value text not null);
create table users (id serial primary key, name text not null, can_post boolean not null, can_unpost boolean not null);
create table tokens (hash text primary key, user_id integer not null references users(id));
create table agents (
  uid uuid primary key, id serial unique, name text not null default '', type text not null default 'company',
  code text not null default '', tax_code text not null default '', address text not null default '',
  phone text not null default '', email text not null default '', iban text not null default '',
  modified_at timestamptz not null default clock_timestamp());
create index agents_code on agents(code);
create index agents_tax_code on agents(tax_code);
create table entities (
  uid uuid primary key, seq serial unique, name text not null default '', kind text not null default 'goods',
  article text not null default '', unit text not null default '', barcode text not null default '',
  price numeric(18,4) not null default 0, vat_code text, modified_at timestamptz not null default clock_timestamp());
create index entities_article on entities(article);
create index entities_barcode on entities(barcode);
create table contracts (
  uid uuid primary key, seq serial unique, name text not null default '', agent_uid uuid references agents(uid),
  no text not null default '', date date, modified_at timestamptz not null default clock_timestamp());
create index contracts_agent on contracts(agent_uid);
create table stores (
  uid uuid primary key, seq serial unique, name text not null default '', address text not null default '',
  modified_at timestamptz not null default clock_timestamp());
create table documents (
  uid uuid primary key, category text not null, type text not null, date date not null, no text not null,
  no_key text not null, sum numeric(18,2) not null, vat_code text, vat_in_price boolean not null default false,
  vat_sum numeric(18,2) not null default 0, total numeric(18,2) not null default 0, memo text not null default '',
  agent_uid uuid references agents(uid), contract_uid uuid references contracts(uid),
  store_in uuid references stores(uid), store_out uuid references stores(uid),
  done boolean not null default false, parent_uid uuid references documents(uid),
  modified_at timestamptz not null default clock_timestamp());
create index documents_order on documents(category, date, no_key, uid);
create index documents_agent on documents(agent_uid, date);
create index documents_parent on documents(parent_uid);
create index documents_modified on documents(modified_at);
create index documents_type_no on documents(type, date, no_key);
create table document_lines (
  document_uid uuid not null references documents(uid) on delete cascade, uid uuid not null, position integer not null,
  entity_uid uuid not null references entities(uid), kind text, qty numeric(18,3) not null,
  price numeric(18,4) not null, sum numeric(18,2) not null, sent_sum numeric(18,2) not null, memo text not null default '',
  primary key (document_uid, uid));
create index document_lines_order on document_lines(document_uid, position);
create index document_lines_entity on document_lines(entity_uid);
create table stock_moves (
  id bigserial primary key, document_uid uuid not null references documents(uid), line_uid uuid not null,
  date date not null, store_uid uuid not null references stores(uid), entity_uid uuid not null references entities(uid),
  supplier_uid uuid, qty numeric(18,3) not null, amount numeric(18,2) not null);
create index stock_moves_position on stock_moves(store_uid, entity_uid, date);
create index stock_moves_document on stock_moves(document_uid);
create index stock_moves_line on stock_moves(line_uid);
create table settlement_moves (
  document_uid uuid not null references documents(uid), date date not null, account text not null,
  agent_uid uuid not null references agents(uid), debit numeric(18,2) not null, credit numeric(18,2) not null);
create index settlement_moves_account on settlement_moves(account, agent_uid, date);
create index settlement_moves_document on settlement_moves(document_uid);
`;

// Running totals of stock per store, entity and supplier (and per store and entity alone), kept by the stock re-computation in the
// same transaction as stock_moves: the warehouse balance "now" reads them instead of all history.
const V2 = `
create table stock_balances (
  store_uid uuid not null references stores(uid), entity_uid uuid not null references entities(uid),
  supplier_uid uuid, qty numeric(18,3) not null, amount numeric(18,2) not null);
create unique index stock_balances_key on stock_balances(store_uid, entity_uid, coalesce(supplier_uid, '00000000-0000-0000-0000-000000000000'::uuid));
insert into stock_balances (store_uid, entity_uid, supplier_uid, qty, amount)
  select store_uid, entity_uid, supplier_uid, sum(qty), sum(amount) from stock_moves group by store_uid, entity_uid, supplier_uid
  having sum(qty) <> 0 or sum(amount) <> 0;
create table stock_totals (
  store_uid uuid not null references stores(uid), entity_uid uuid not null references entities(uid),
  qty numeric(18,3) not null, amount numeric(18,2) not null, primary key (store_uid, entity_uid));
insert into stock_totals (store_uid, entity_uid, qty, amount)
  select store_uid, entity_uid, sum(qty), sum(amount) from stock_moves group by store_uid, entity_uid
  having sum(qty) <> 0 or sum(amount) <> 0;
create index stock_moves_date on stock_moves(date);
`;

// Change stamps on the running totals, so the service's mirror of them reads only what changed
// (ledger/balance-now.ts); zero rows are kept from now on, so a position going to zero is a change
// too. Quarter-end snapshots for the balance at a past date (ledger/stock-snapshots.ts), made when
// first needed, stamped and kept with their zero rows the same way. Adding a column with a constant default rewrites nothing: a big company upgrades in
// a moment. Snapshots are derived data, checked against stock_moves by tests: no foreign keys to pay
// for on their 100,000-row inserts.
// The stock tables lose their foreign keys: only the re-computation writes them, from posted lines
// whose documents, stores and entities are checked (and never deleted), and on PGlite each key
// checked costs about half a millisecond a row, half the time of writing a posting's moves.
// The next document number reads one entry of documents_numbering instead of a year of documents.
// stock_moves_position gains the id, the FIFO order within a date: a position's latest receipts
// (stock-replay.ts startsOf) come straight from the index instead of through a sort per position.
const V3 = `
create sequence stock_totals_change;
alter table stock_totals add column change bigint not null default 0;
create index stock_totals_by_change on stock_totals(change);
create table stock_snapshot_periods (period_end date primary key);
create table stock_snapshots (
  period_end date not null, store_uid uuid not null, entity_uid uuid not null,
  qty numeric(18,3) not null, amount numeric(18,2) not null, change bigint not null,
  primary key (period_end, store_uid, entity_uid));
create index stock_snapshots_by_change on stock_snapshots(period_end, change);
alter table stock_moves drop constraint if exists stock_moves_document_uid_fkey, drop constraint if exists stock_moves_store_uid_fkey,
  drop constraint if exists stock_moves_entity_uid_fkey;
alter table stock_balances drop constraint if exists stock_balances_store_uid_fkey, drop constraint if exists stock_balances_entity_uid_fkey;
alter table stock_totals drop constraint if exists stock_totals_store_uid_fkey, drop constraint if exists stock_totals_entity_uid_fkey;
create index documents_numbering on documents(type, extract(year from date), no_key) where no ~ '^[0-9]+$';
drop index stock_moves_position;
create index stock_moves_position on stock_moves(store_uid, entity_uid, date, id);
`;

const STEPS: Record<number, string> = { 1: V1, 2: V2, 3: V3 };

/** Thrown when the store was written by a newer version of the service. */
export class NewerStoreError extends Error {}

/** Brings the database schema up to SCHEMA_VERSION, each step in one transaction. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  await sql`create table if not exists meta (key text primary key, value text not null)`.execute(db);
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirst();
  const current = row ? Number(row.value) : 0;
  if (current > SCHEMA_VERSION) {
    throw new NewerStoreError(`this data was written by a newer version (schema ${current}; this program knows ${SCHEMA_VERSION})`);
  }
  for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
    await db.transaction().execute(async (trx) => {
      // One statement per call: the extended protocol (PGlite's query) takes one at a time.
      for (const statement of STEPS[version].split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
        await sql.raw(statement).execute(trx);
      }
      await trx.insertInto('meta').values({ key: 'schema_version', value: String(version) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(version) })).execute();
    });
  }
}
