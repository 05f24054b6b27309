import { sql, type Kysely } from 'kysely';
import { counterTriggers, ddlFor, type Engine } from './engines.js';
import type { CompanyContext } from '../ledger/context.js';
import { rebuildStock } from '../ledger/stock/rebuild.js';
import { writeEntriesOfPostedDocuments } from '../ledger/entries/entry-invariants.js';
import { POSTGRES_3_TO_4 } from './migration-postgres-3.js';
import type { Database } from './schema.js';
import { V7 } from './migration-integer-keys.js';
import { V11 } from './migration-bank-lines.js';
import { V13, V14 } from './migration-ledger.js';
import { V15 } from './migration-entry-totals.js';
import { V12, V16 } from './migration-renames-marks.js';
import { V17 } from './migration-versions.js';
import { V18 } from './migration-entry-indexes.js';
import { V19 } from './migration-launch-ids.js';
import { V20 } from './migration-money-accounts.js';
import { V21 } from './migration-presence.js';
import { V22 } from './migration-chart.js';
import { V23 } from './migration-account-roles.js';
import { V24 } from './migration-return-costs.js';
import { V25 } from './migration-ledger-limits.js';
import { V26 } from './migration-vat-in-cost.js';
import { V27 } from './migration-bank-kinds.js';
import { V28 } from './migration-roles.js';
import { backfillOperationRegisters } from '../ledger/operations/operation-backfill.js';

/** Schema version this code writes; a database written by a newer version is refused. */
export const SCHEMA_VERSION = 28;

/**
 * The schema of version 4, the same on both engines but for the `{…}` types (engines.ts); a new
 * database starts from it and takes the later steps in order, so both ways end in the same schema. Amounts are
 * integers of their smallest unit (minor-units.ts); modification times are ISO text written by the
 * service. The stock tables have no foreign keys: only the re-computation writes them, from posted
 * lines whose documents, stores and entities are checked and never deleted.
 */
const SCHEMA = `
create table counters (name text primary key, value bigint not null);
insert into counters (name, value) values ('stock_change', 0);
create table users (id {serial_pk}, name text not null, can_post boolean not null, can_unpost boolean not null);
create table tokens (hash text primary key, user_id integer not null references users(id));
create table agents (
  uid {uuid} primary key, id integer not null unique, name text not null default '', type text not null default 'company',
  code text not null default '', tax_code text not null default '', address text not null default '',
  phone text not null default '', email text not null default '', iban text not null default '', modified_at text not null);
create index agents_code on agents(code);
create index agents_tax_code on agents(tax_code);
create table entities (
  uid {uuid} primary key, seq integer not null unique, name text not null default '', kind text not null default 'goods',
  article text not null default '', unit text not null default '', barcode text not null default '',
  price bigint not null default 0, vat_code text, modified_at text not null);
create index entities_article on entities(article);
create index entities_barcode on entities(barcode);
create table contracts (
  uid {uuid} primary key, seq integer not null unique, name text not null default '', agent_uid {uuid} references agents(uid),
  no text not null default '', date {date}, modified_at text not null);
create index contracts_agent on contracts(agent_uid);
create table stores (
  uid {uuid} primary key, seq integer not null unique, name text not null default '', address text not null default '',
  modified_at text not null);
create table documents (
  uid {uuid} primary key, category text not null, type text not null, date {date} not null, no text not null,
  no_key text not null, no_number bigint, sum bigint not null, vat_code text, vat_in_price boolean not null default false,
  vat_sum bigint not null default 0, total bigint not null default 0, memo text not null default '',
  agent_uid {uuid} references agents(uid), contract_uid {uuid} references contracts(uid),
  store_in {uuid} references stores(uid), store_out {uuid} references stores(uid),
  done boolean not null default false, parent_uid {uuid} references documents(uid), modified_at text not null);
create index documents_order on documents(category, date, no_key, uid);
create index documents_agent on documents(agent_uid, date);
create index documents_parent on documents(parent_uid);
create index documents_modified on documents(modified_at);
create index documents_numbering on documents(type, date, no_number) where no_number is not null;
create table document_lines (
  document_uid {uuid} not null references documents(uid) on delete cascade, uid {uuid} not null, position integer not null,
  entity_uid {uuid} not null references entities(uid), kind text, qty bigint not null,
  price bigint not null, sum bigint not null, sent_sum bigint not null, memo text not null default '',
  primary key (document_uid, uid));
create index document_lines_order on document_lines(document_uid, position);
create index document_lines_entity on document_lines(entity_uid);
create table stock_moves (
  id {bigserial_pk}, document_uid {uuid} not null, line_uid {uuid} not null, date {date} not null,
  store_uid {uuid} not null, entity_uid {uuid} not null, supplier_uid {uuid}, qty bigint not null, amount bigint not null);
create index stock_moves_position on stock_moves(store_uid, entity_uid, date, id);
create index stock_moves_document on stock_moves(document_uid);
create index stock_moves_line on stock_moves(line_uid);
create index stock_moves_date on stock_moves(date);
create table settlement_moves (
  document_uid {uuid} not null references documents(uid), date {date} not null, account text not null,
  agent_uid {uuid} not null references agents(uid), debit bigint not null, credit bigint not null);
create index settlement_moves_account on settlement_moves(account, agent_uid, date);
create index settlement_moves_document on settlement_moves(document_uid);
create table stock_balances (
  store_uid {uuid} not null, entity_uid {uuid} not null, supplier_uid {uuid}, qty bigint not null, amount bigint not null);
create unique index stock_balances_key on stock_balances(store_uid, entity_uid, coalesce(supplier_uid, '00000000-0000-0000-0000-000000000000'));
create table stock_totals (
  store_uid {uuid} not null, entity_uid {uuid} not null, qty bigint not null, amount bigint not null, change bigint not null,
  primary key (store_uid, entity_uid));
create index stock_totals_by_change on stock_totals(change);
create table stock_snapshot_periods (period_end {date} primary key);
create table stock_snapshots (
  period_end {date} not null, store_uid {uuid} not null, entity_uid {uuid} not null,
  qty bigint not null, amount bigint not null, change bigint not null,
  primary key (period_end, store_uid, entity_uid));
create index stock_snapshots_by_change on stock_snapshots(period_end, change);
`;

/**
 * Version 5: the children of a document are found through an index of the documents that have a
 * parent only. Most documents have none, so the planner took an index of all parents for useless
 * and read every payment for each invoice of a list page instead. A counter moves with every write
 * of a directory, so the report's cached names are checked by one lookup.
 */
const V5 = `
drop index documents_parent;
create index documents_children on documents(parent_uid) where parent_uid is not null;
insert into counters (name, value) values ('directory_change', 0);
`;

/**
 * Version 6: two more rights a token can hold (docs/service-behaviour.md, "Tokens and rights"); tokens that
 * exist keep what they had, and the command line's token gets every right at its next launch. And the
 * history of every change ("History of changes"), written only by the service, never through the API.
 */
const V6 = `
alter table users add column can_close_period boolean not null default false;
alter table users add column can_manage_tokens boolean not null default false;
create table history (
  id {bigserial_pk}, at text not null, user_name text not null, operation text not null, kind text not null,
  record_uid {uuid} not null, changes text not null);
create index history_record on history(record_uid, id);
create index history_at on history(at, id);
`;

/**
 * Version 8: the bank statement lines already imported, each known by our account, the bank's
 * document number, its date and amount, with the payment it became (docs/service-behaviour.md,
 * "Bank statements"). No foreign key: a deleted payment leaves its line, which counts as new again.
 */
const V8 = `
create table bank_lines (
  account text not null, no text not null, date {date} not null, amount bigint not null, payment_uid {uuid} not null,
  primary key (account, no, date, amount));
create index bank_lines_payment on bank_lines(payment_uid);
`;

/**
 * Version 9: the settlement moves' index by (account, agent, date) holds their debit and credit
 * too, so the agent turnover and the reconciliation act sum a year of an account's moves from the
 * index alone, without looking up each move's row (docs/database.md, docs/performance.md).
 */
const V9 = `
drop index settlement_moves_account;
create index settlement_moves_account on settlement_moves(account, agent_id, date, debit, credit);
`;

/**
 * Version 10: a counter that moves with every write of a document, by triggers (engines.ts), so the
 * count of a list's period is counted again only after a document was written (ledger/documents/index-pages.ts).
 */
const V10 = (engine: Engine) => `
insert into counters (name, value) values ('document_change', 0);
${counterTriggers(engine, 'documents', 'document_change')}
`;

/** Steps from one version to the next, on both engines, after the first (a step that differs by engine is a function of it). */
const STEPS: Record<number, string | ((engine: Engine) => string)> = {
  5: V5,
  6: V6,
  7: V7,
  8: V8,
  9: V9,
  10: V10,
  11: V11,
  12: V12,
  13: V13,
  14: V14,
  15: V15,
  16: V16,
  17: V17,
  18: V18,
  19: V19,
  20: V20,
  21: V21,
  22: V22,
  23: V23,
  24: V24,
  25: V25,
  26: V26,
  27: V27,
  28: V28,
};

/** Thrown when the database was written by a newer version of the service. */
export class NewerDatabaseError extends Error {}

/** Thrown for a PostgreSQL database of an early schema that this version no longer upgrades. */
export class UnsupportedDatabaseError extends Error {}

const statements = (text: string) =>
  text
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The schema version a database was written with (0: empty). */
export async function schemaVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'schema_version').executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** The statements that bring a database of version `from` to the next version it can reach, and that version. */
export function nextStep(from: number, engine: Engine): { to: number; text: string } {
  if (from === 0) return { to: 4, text: ddlFor(engine, SCHEMA) };
  if (from === 3 && engine === 'postgres') return { to: 4, text: POSTGRES_3_TO_4 };
  const step = STEPS[from + 1];
  const text = typeof step === 'function' ? step(engine) : step;
  if (from >= 4 && text) return { to: from + 1, text: ddlFor(engine, text) };
  throw new UnsupportedDatabaseError(
    `this data has schema ${from}, which this program cannot upgrade (it upgrades schema 3 on PostgreSQL)`,
  );
}

/** Brings the database schema up to SCHEMA_VERSION in one transaction. */
export async function migrate(db: Kysely<Database>, engine: Engine, context: CompanyContext): Promise<void> {
  await sql`create table if not exists meta (key text primary key, value text not null)`.execute(db);
  const current = await schemaVersion(db);
  if (current > SCHEMA_VERSION) {
    throw new NewerDatabaseError(`this data was written by a newer version (schema ${current}; this program knows ${SCHEMA_VERSION})`);
  }
  if (current === SCHEMA_VERSION) return;
  await db.transaction().execute(async (trx) => {
    for (let version = current; version < SCHEMA_VERSION;) {
      const step = nextStep(version, engine);
      for (const statement of statements(step.text)) await sql.raw(statement).execute(trx);
      version = step.to;
    }
    // The stock tables made again by version 7 are filled by the ledger's re-computation (a new company has nothing to fill).
    if (current > 0 && current < 7) await rebuildStock(trx, context);
    // The entries table made by version 13 gets the entries of what was posted before, checked against stock and settlements.
    if (current > 0 && current < 13) await writeEntriesOfPostedDocuments(trx);
    // Manual operations (version 14) posted before they moved registers get their moves (version 18).
    if (current >= 14 && current < 18) await backfillOperationRegisters(trx, context);
    await trx
      .insertInto('meta')
      .values({ key: 'schema_version', value: String(SCHEMA_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(SCHEMA_VERSION) }))
      .execute();
  });
  // Version 18 dropped two indexes of every entry, a sixth of a large company file: the file gives their pages back.
  // An upgrade that writes every entry (from before 13) leaves the pages of its work free as well, and so does
  // version 25, which makes the entries' table again on a company file (migration-ledger-limits.ts).
  if (engine === 'sqlite' && current > 0 && current < 25) await sql`vacuum`.execute(db);
}
