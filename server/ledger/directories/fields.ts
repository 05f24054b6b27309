import type { z } from 'zod';
import {
  toJsonNumber,
  type AgentInput,
  type AgentRecord,
  type ContractInput,
  type ContractRecord,
  type EntityInput,
  type EntityRecord,
  type Ref,
  type StoreInput,
  type StoreRecord,
} from '../../../shared/api/index.js';
import { priceOf, priceToDb, ZERO, type Price } from '../../database/minor-units.js';
import { entityAccountCheck } from '../accounts/entity-accounts.js';
import type { Db } from '../types.js';

/**
 * One field of a directory record, under its API name in the directory's declaration: the column
 * that holds it, what a new record holds when it is not sent, and how a sent value becomes the
 * column's and the column's the reply's.
 */
export interface DirectoryField<C extends string = string, In = never, Out = unknown, Col = unknown> {
  column: C;
  /** A new record's value when the field is not sent; the column's default is the same (a test reads both engines). */
  fallback: Col;
  toColumn: (sent: In) => Col;
  /** `name` is the name of the record a reference names (read by a join), null for other fields. */
  fromColumn: (stored: Col, name: string | null) => Out;
  /** The directory whose record a reference column names by uid; an update naming none there is refused. */
  refersTo?: 'agents';
}

/** A text column; an unsent field of a new record is `fallback`. */
const text = <C extends string>(column: C, fallback = ''): DirectoryField<C, string, string, string> => ({
  column,
  fallback,
  toColumn: (sent) => sent,
  fromColumn: (stored) => stored,
});

/** A text column that may be empty (null). */
const nullableText = <C extends string>(column: C): DirectoryField<C, string | null, string | null, string | null> => ({
  column,
  fallback: null,
  toColumn: (sent) => sent,
  fromColumn: (stored) => stored,
});

/** A price, stored in its smallest unit (database/minor-units.ts). */
const price = <C extends string>(column: C): DirectoryField<C, Parameters<typeof priceToDb>[0], number, Price> => ({
  column,
  fallback: ZERO,
  toColumn: priceToDb,
  fromColumn: (stored) => toJsonNumber(priceOf(stored)),
});

/** A reference to an agent, stored as its uid and returned with the agent's name. */
const agentRef = <C extends string>(column: C): DirectoryField<C, Ref | null, { uid: string; name: string } | null, string | null> => ({
  column,
  fallback: null,
  refersTo: 'agents',
  toColumn: (sent) => sent?.uid ?? null,
  fromColumn: (stored, name) => (stored ? { uid: stored, name: name ?? '' } : null),
});

type Shape = Record<string, z.ZodType>;

/**
 * The fields a directory's declaration must hold: one per field of its record but the uid and version, each
 * taking the input's type and giving the record's, so a field added to the zod schema
 * (shared/api/directories.ts) and not declared here is a type error.
 */
type FieldsFor<In extends Shape, Out extends Shape> = {
  [K in Exclude<keyof Out, 'uid' | 'version'>]: DeclaredField<Exclude<z.output<In[K & keyof In]>, undefined>, z.output<Out[K]>>;
};

/** Any declared field, its column's type forgotten: what the row mapping (directories/rows.ts) works with. */
export type DeclaredField<In = never, Out = unknown> = Pick<DirectoryField, 'column' | 'fallback' | 'refersTo'> & {
  toColumn: (sent: In) => unknown;
  fromColumn: (stored: never, name: string | null) => Out;
};

/** The stored columns a declaration's fields make, with their types: what schema.ts builds the table types from. */
export type ColumnsOf<F> = {
  [K in keyof F as F[K] extends { column: infer C extends string } ? C : never]: F[K] extends { fallback: infer V } ? V : never;
};

// Each declaration is in the order the record's fields are returned in.

/** Agents: a new agent is a company unless told otherwise. */
export const AGENT_FIELDS = {
  name: text('name'),
  type: text('type', 'company'),
  code: text('code'),
  taxCode: text('tax_code'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  iban: text('iban'),
} satisfies FieldsFor<typeof AgentInput.shape, typeof AgentRecord.shape>;

/** Entities: a new entity is goods unless told otherwise. */
export const ENTITY_FIELDS = {
  name: text('name'),
  kind: text('kind', 'goods'),
  article: text('article'),
  unit: text('unit'),
  barcode: text('barcode'),
  price: price('price'),
  vatCode: nullableText('vat_code'),
  account: nullableText('account'),
} satisfies FieldsFor<typeof EntityInput.shape, typeof EntityRecord.shape>;

/** Contracts: the agent is named by its uid and returned with its name. */
export const CONTRACT_FIELDS = {
  name: text('name'),
  agent: agentRef('agent_uid'),
  no: text('no'),
  date: nullableText('date'),
} satisfies FieldsFor<typeof ContractInput.shape, typeof ContractRecord.shape>;

/** Stores (warehouses). */
export const STORE_FIELDS = {
  name: text('name'),
  address: text('address'),
} satisfies FieldsFor<typeof StoreInput.shape, typeof StoreRecord.shape>;

/** A directory's declaration: its table, its name in messages and its fields by API name (each orders by its integer `id`). */
export interface DirectoryDeclaration {
  table: 'agents' | 'entities' | 'contracts' | 'stores';
  label: string;
  fields: Record<string, DeclaredField>;
  /** A check of each row as it will be stored (an entity's account against its kind), prepared once per write. */
  rowCheck?: (db: Db) => Promise<(row: { uid: string } & Record<string, unknown>) => void>;
}

/**
 * The four directories' declarations, from which their row mapping (directories/rows.ts) and table
 * types (database/schema.ts) are made. A field is added here and in a schema step of its own
 * (database/migrations.ts); a test checks the latest schema's columns agree on both engines.
 */
export const DIRECTORY_DECLARATIONS = {
  agents: { table: 'agents', label: 'agent', fields: AGENT_FIELDS },
  entities: { table: 'entities', label: 'entity', fields: ENTITY_FIELDS, rowCheck: entityAccountCheck },
  contracts: { table: 'contracts', label: 'contract', fields: CONTRACT_FIELDS },
  stores: { table: 'stores', label: 'store', fields: STORE_FIELDS },
} as const satisfies Record<string, DirectoryDeclaration>;
