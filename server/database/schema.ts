import type { Generated } from 'kysely';
import type { AGENT_FIELDS, ColumnsOf, CONTRACT_FIELDS, ENTITY_FIELDS, STORE_FIELDS } from '../ledger/directories/fields.js';
import type { Money, Price, Qty } from './minor-units.js';
import type { AccountRoleTable, AccountTable, EntryTable, EntryTotalTable, OperationLineTable } from './schema-books.js';

/** Modification times are ISO-8601 text in UTC ("2026-11-25T09:52:30.123Z"), written by the service. */
export type Timestamp = string;

export interface MetaTable {
  key: string;
  value: string;
}
export interface UserTable {
  id: Generated<number>;
  name: string;
  /** The person's role (roles.code; docs/security.md, "Rights and roles"). */
  role: string;
  /** The stores the person works in, a JSON array of uids; null: every store. */
  stores: string | null;
  /** The launch a launch token belongs to (docs/security.md, "Launch tokens"); null for a person's token. */
  launch_id: string | null;
}
/** One change of one record; `changes` is the JSON of its changed fields. */
export interface HistoryTable {
  id: Generated<number>;
  at: Timestamp;
  user_name: string;
  operation: string;
  kind: string;
  record_uid: string;
  changes: string;
}
/** A role: its rights, comma-separated keys (`sales.post`), and the areas they hold in the person's stores only. */
export interface RoleTable {
  code: string;
  name: string;
  rights: string;
  store_limited: string;
  /** A ready role, which the office copies rather than changes. */
  ready: boolean;
  version: Generated<number>;
}
export interface TokenTable {
  hash: string;
  user_id: number;
}

// A directory's columns come from its declaration (ledger/directories/fields.ts); here only its key, order, time and version.
type DirectoryTable<F> = { uid: string; id: number } & ColumnsOf<F> & { modified_at: Timestamp; version: Generated<number> };
export type AgentTable = DirectoryTable<typeof AGENT_FIELDS>;
export type EntityTable = DirectoryTable<typeof ENTITY_FIELDS>;
export type ContractTable = DirectoryTable<typeof CONTRACT_FIELDS>;
export type StoreTable = DirectoryTable<typeof STORE_FIELDS>;

export interface DocumentTable {
  uid: string;
  /** Creation-order number, one above the largest (docs/database.md, "Integer keys"): what lines and stock moves refer to. */
  id: number;
  category: 'document' | 'payment' | 'operation';
  /** Grows by one with each change of the record (docs/service-behaviour.md, "Versions and conflicts"). */
  version: Generated<number>;
  type: string;
  date: string;
  no: string;
  /** `no` with digit runs left-padded, so "9" sorts before "10". */
  no_key: string;
  /** `no`'s place in its type's series (ledger/documents/numbering.ts): its digits alone or after the type's prefix, else null. */
  no_number: number | null;
  sum: Money;
  vat_code: string | null;
  vat_in_price: boolean;
  vat_sum: Money;
  total: Money;
  memo: string;
  agent_uid: string | null;
  contract_uid: string | null;
  store_in: string | null;
  store_out: string | null;
  done: boolean;
  /** Marked for deletion (Del in the list); a marked document cannot be posted. */
  deletion_mark: Generated<boolean>;
  parent_uid: string | null;
  modified_at: Timestamp;
  /** A payment's money account and a transfer's receiving one (money_accounts.uid); null for documents. */
  money_account: Generated<string | null>;
  to_money_account: Generated<string | null>;
  /** The account the document names itself: other money out's or in's, a write-off's expense account (schema 23); null for the other types. */
  pay_account: Generated<string | null>;
  cash_flow_item: Generated<string>;
  /**
   * Whether the company paid VAT when the document was posted (docs/general-ledger.md, "A non-payer's
   * VAT"): its entries and its receipts' costs follow it, not the settings of the day. Null while it is
   * not posted, and for what was posted before schema 26.
   */
  vat_payer: Generated<boolean | null>;
}

/** One of our bank accounts or cash desks (docs/service-behaviour.md, "Our money accounts"). */
export interface MoneyAccountTable {
  uid: string;
  name: string;
  kind: 'bank' | 'cash';
  iban: string;
  bank_name: string;
  main: boolean;
  modified_at: Timestamp;
}

/** A line is (document_id, position): its place among the document's lines, from 0. */
export interface DocumentLineTable {
  document_id: number;
  position: number;
  uid: string;
  /** entities.id */
  entity_id: number;
  kind: 'product' | 'material' | null;
  qty: Qty;
  price: Price;
  sum: Money;
  /** The sum the client sent, kept because manufacture posting replaces `sum` with the calculated cost. */
  sent_sum: Money;
  memo: string;
  /** A customer return's unit cost without a basis (schema 24); null elsewhere. */
  unit_cost: Price | null;
  /**
   * A non-payer's purchase line: what its goods cost, VAT included (its sum with its share of the
   * document's VAT), fixed when the document is posted. Null: the cost is the line's net.
   */
  cost_with_vat: Generated<Money | null>;
}

/** One stock movement: qty > 0 is a batch received, qty < 0 a consumption from a batch of that supplier. */
export interface StockMoveTable {
  id: Generated<number>;
  /** documents.id, and the line's position in it */
  document_id: number;
  line: number;
  /** Days since 1970-01-01 (ledger/stock/keys.ts dayOf): a third of the bytes of the date's text, in the table and two indexes. */
  date: number;
  /** stores.id, entities.id, agents.id */
  store_id: number;
  entity_id: number;
  supplier_id: number | null;
  qty: Qty;
  amount: Money;
}

/** Running totals of stock_moves per store, entity and supplier (rows with both totals zero are dropped). */
export interface StockBalanceTable {
  store_id: number;
  entity_id: number;
  /** 0: batches without a supplier */
  supplier_id: number;
  qty: Qty;
  amount: Money;
}

/**
 * Running totals of stock_moves per store and entity. Rows that reach zero stay, and `change` is the
 * change stamp (counters.stock_change) of the row's last write: what the balance mirror reads.
 */
export interface StockTotalTable {
  store_id: number;
  entity_id: number;
  qty: Qty;
  amount: Money;
  change: number;
}

/** Quarters whose end has a snapshot in stock_snapshots. */
export interface StockSnapshotPeriodTable {
  period_end: string;
}

/** Balance per store and entity at the end of period_end; `change` as in stock_totals. */
export interface StockSnapshotTable {
  period_end: string;
  store_id: number;
  entity_id: number;
  qty: Qty;
  amount: Money;
  change: number;
}

export interface SettlementMoveTable {
  /** documents.id, agents.id */
  document_id: number;
  date: string;
  account: string;
  agent_id: number;
  debit: Money;
  credit: Money;
}

/** Named counters the service advances inside its write transactions (engine-neutral sequences), and `entry_amounts`, the sum the books' limit keeps (books-limit.ts). */
export interface CounterTable {
  name: string;
  value: number;
}

/** A bank statement line imported, by its key (server/ledger/bank/line-keys.ts), and the payment it became. */
export interface BankLineTable {
  account: string;
  date: string;
  amount: Money;
  /** The counterparty's registry code, or its IBAN when the line has no code. */
  party: string;
  no: string;
  /** Empty for a line with a bank number; otherwise its position in the file and its purpose. */
  place: string;
  /** 1 for the first line of a file with this key, 2 for the next, … */
  occurrence: number;
  payment_uid: string;
}

/** The kind and account last chosen for a statement counterparty's lines of one direction (migration-bank-kinds.ts). */
export interface BankPartyKindTable {
  direction: 'in' | 'out';
  /** `iban:<IBAN>` or `code:<registry code>`. */
  party: string;
  kind: string;
  ledger_account: string | null;
  modified_at: Timestamp;
}

/** A person connected to one of the company's services, as its heartbeat last wrote them (migration-presence.ts). */
export interface PresenceTable {
  user_id: number;
  name: string;
  open_kind: string | null;
  open_uid: string | null;
  /** When a service last heard of them, ms since the epoch (PostgreSQL's bigint may come back as text). */
  seen_at: number | string;
}

/** The whole database as Kysely sees it. */
export interface Database {
  meta: MetaTable;
  roles: RoleTable;
  users: UserTable;
  tokens: TokenTable;
  agents: AgentTable;
  entities: EntityTable;
  contracts: ContractTable;
  stores: StoreTable;
  documents: DocumentTable;
  document_lines: DocumentLineTable;
  stock_moves: StockMoveTable;
  stock_balances: StockBalanceTable;
  stock_totals: StockTotalTable;
  stock_snapshot_periods: StockSnapshotPeriodTable;
  stock_snapshots: StockSnapshotTable;
  settlement_moves: SettlementMoveTable;
  counters: CounterTable;
  history: HistoryTable;
  bank_lines: BankLineTable;
  accounts: AccountTable;
  entries: EntryTable;
  entry_totals: EntryTotalTable;
  operation_lines: OperationLineTable;
  money_accounts: MoneyAccountTable;
  presence: PresenceTable;
  account_roles: AccountRoleTable;
  bank_party_kinds: BankPartyKindTable;
}
