import { z } from 'zod';
import { AccountCode } from './accounts.js';
import { isStorableText, NamedRef, Price, Ref, ShortText, Uid, queryInt } from './common.js';
import { IsoDate } from './dates.js';
import { VatCodeSchema } from './vat.js';
import { RecordVersion, SENT_VERSION } from './versions.js';

const digits = (n: number[], what: string) =>
  z.string().refine((s) => /^\d+$/.test(s) && n.includes(s.length), { error: `${what} must be ${n.join(' or ')} digits` });

/** Agent as sent to update and batch (docs/service-behaviour.md, "Further fields"). */
export const AgentInput = z.object({
  uid: Uid,
  name: ShortText.optional(),
  type: ShortText.optional(),
  code: z.union([digits([8, 10], 'code'), z.literal('')]).optional(),
  taxCode: z.union([digits([12], 'taxCode'), z.literal('')]).optional(),
  address: ShortText.optional(),
  phone: ShortText.optional(),
  email: ShortText.optional(),
  iban: z.union([z.string().regex(/^UA\d{27}$/, { error: 'iban must be UA followed by 27 digits' }), z.literal('')]).optional(),
  ...SENT_VERSION,
});
export type AgentInput = z.output<typeof AgentInput>;

/** Agent as load, find and update return it (no `id`). */
export const AgentRecord = z
  .object({
    uid: z.string(),
    name: z.string(),
    type: z.string(),
    code: z.string(),
    taxCode: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    iban: z.string(),
    version: RecordVersion,
  })
  .loose();
export type AgentRecord = z.output<typeof AgentRecord>;

/** A agent as a client accepts it: fields our service adds beyond the spec may be missing on another service. */
export const Agent = AgentRecord.partial({
  code: true,
  taxCode: true,
  address: true,
  phone: true,
  email: true,
  iban: true,
  type: true,
  version: true,
});
export type Agent = z.output<typeof Agent>;

/** Agent as /agent/index returns it: with the internal `id`. */
export const AgentIndexItem = Agent.extend({ id: z.number().int() });

/** Entity kinds: goods and materials are kept in stock, products are made, services never move stock. */
export const ENTITY_KINDS = ['goods', 'material', 'product', 'service'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** Entity as sent to update and batch. */
export const EntityInput = z.object({
  uid: Uid,
  name: ShortText.optional(),
  kind: z.enum(ENTITY_KINDS, { error: `kind must be one of ${ENTITY_KINDS.join(', ')}` }).optional(),
  article: ShortText.optional(),
  unit: ShortText.optional(),
  barcode: z.union([z.string().regex(/^\d{8,14}$/, { error: 'barcode must be 8 to 14 digits' }), z.literal('')]).optional(),
  price: Price.optional(),
  vatCode: VatCodeSchema.nullable().optional(),
  /** Its account: stock for goods, materials and products, revenue or expense for a service; null: its kind's default (docs/general-ledger.md). */
  account: AccountCode.nullable().optional(),
  ...SENT_VERSION,
});
export type EntityInput = z.output<typeof EntityInput>;

/** Entity as the service returns it. */
export const EntityRecord = z
  .object({
    uid: z.string(),
    name: z.string(),
    kind: z.string(),
    article: z.string(),
    unit: z.string(),
    barcode: z.string(),
    price: z.number(),
    vatCode: z.string().nullable(),
    account: z.string().nullable(),
    version: RecordVersion,
  })
  .loose();
export type EntityRecord = z.output<typeof EntityRecord>;

/** A entity as a client accepts it: fields our service adds beyond the spec may be missing on another service. */
export const Entity = EntityRecord.partial({
  barcode: true,
  price: true,
  vatCode: true,
  article: true,
  unit: true,
  account: true,
  version: true,
});
export type Entity = z.output<typeof Entity>;

/** Contract as sent to update and batch. */
export const ContractInput = z.object({
  uid: Uid,
  name: ShortText.optional(),
  agent: Ref.nullable().optional(),
  no: ShortText.optional(),
  date: IsoDate.nullable().optional(),
  ...SENT_VERSION,
});
export type ContractInput = z.output<typeof ContractInput>;

/** Contract as the service returns it. */
export const ContractRecord = z
  .object({
    uid: z.string(),
    name: z.string(),
    agent: NamedRef.nullable(),
    no: z.string(),
    date: z.string().nullable(),
    version: RecordVersion,
  })
  .loose();
export type ContractRecord = z.output<typeof ContractRecord>;

/** A contract as a client accepts it: fields our service adds beyond the spec may be missing on another service. */
export const Contract = ContractRecord.partial({ agent: true, no: true, date: true, version: true });
export type Contract = z.output<typeof Contract>;

/** Store (warehouse) as sent to update and batch. */
export const StoreInput = z.object({ uid: Uid, name: ShortText.optional(), address: ShortText.optional(), ...SENT_VERSION });
export type StoreInput = z.output<typeof StoreInput>;

/** Store as the service returns it. */
export const StoreRecord = z.object({ uid: z.string(), name: z.string(), address: z.string(), version: RecordVersion }).loose();
export type StoreRecord = z.output<typeof StoreRecord>;

/** A store as a client accepts it: fields our service adds beyond the spec may be missing on another service. */
export const Store = StoreRecord.partial({ address: true, version: true });
export type Store = z.output<typeof Store>;

/** Most records one batch call may carry (docs/service-behaviour.md, "Limits"). */
export const MAX_BATCH = 1000;

/** Reply of the batch endpoints. */
export const BatchResult = z.object({ count: z.number().int() });

/** Query of the directory indexes (pageSize 1–20). */
export const DirectoryIndexQuery = z.object({
  pageSize: queryInt('pageSize', { min: 1, max: 20, fallback: 20 }),
  offset: queryInt('offset', { min: 0, max: 2_147_483_647, fallback: 0 }),
});
export type DirectoryIndexQuery = z.output<typeof DirectoryIndexQuery>;

/** A find value: looked up as sent, so text the database cannot hold is refused (400), not searched for. */
const FindValue = z.string().min(1).max(100).refine(isStorableText, { error: 'must not contain NUL or unpaired surrogate characters' });

/** Query of /agent/find. */
export const AgentFindQuery = z.object({ what: z.literal('code', { error: 'what must be "code"' }), value: FindValue });
/** Query of /entity/find. */
export const EntityFindQuery = z.object({
  what: z.enum(['article', 'barcode'], { error: 'what must be "article" or "barcode"' }),
  value: FindValue,
});

/** Most records a find returns. */
export const MAX_FIND = 10;
