/**
 * The books' tables of the schema (schema.ts holds the whole `Database`): the chart of accounts, the
 * entries with their daily totals, manual operations' lines and the account roles.
 */
import type { Generated } from 'kysely';
import type { Money, Qty } from './minor-units.js';
import type { Timestamp } from './schema.js';

/** An account of the chart (docs/general-ledger.md); `analytics` is a comma-separated list of what it is kept by. */
export interface AccountTable {
  code: string;
  name: string;
  parent: string | null;
  kind: string;
  off_balance: boolean;
  analytics: string;
  active: boolean;
  modified_at: Timestamp;
  version: Generated<number>;
}

/** An entry of a posted document, payment or manual operation: (document_id, position), position from 0. */
export interface EntryTable {
  /** documents.id */
  document_id: number;
  position: number;
  date: string;
  /** The accounts; one of them null in an off-balance account's entry of one side (schema 25). */
  debit: string | null;
  credit: string | null;
  amount: Money;
  /** Thousandths, for entries on goods accounts; null otherwise. */
  qty: Qty | null;
  /** agents.id, contracts.id, entities.id, stores.id of each side's analytics (null where the account tracks none). */
  debit_agent_id: number | null;
  debit_contract_id: number | null;
  debit_entity_id: number | null;
  debit_store_id: number | null;
  credit_agent_id: number | null;
  credit_contract_id: number | null;
  credit_entity_id: number | null;
  credit_store_id: number | null;
  memo: string;
}

/** The debit and credit turnovers of an account's entries on a day, per counterparty (agents.id; 0: none). */
export interface EntryTotalTable {
  account: string;
  agent_id: number;
  date: string;
  debit: Money;
  credit: Money;
}

/** A line of a manual operation: an entry it writes when posted (its date is the operation's). */
export type OperationLineTable = Omit<EntryTable, 'date'>;

/** The account a company gives a role of the entries (docs/general-ledger.md, "Account roles", schema 23). */
export interface AccountRoleTable {
  role: string;
  account: string;
  version: Generated<number>;
  modified_at: Timestamp;
}
