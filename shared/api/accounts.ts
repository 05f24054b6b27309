import { z } from 'zod';
import { NamedRef, ShortText } from './common.js';

/** Whether an account keeps a debit balance (active), a credit one (passive), or either (both). */
export const ACCOUNT_KINDS = ['active', 'passive', 'both'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** What an account's entries are kept by (субконто): counterparty, contract, goods, store; up to three. */
export const ACCOUNT_ANALYTICS = ['agent', 'contract', 'entity', 'store'] as const;
export type AccountAnalytic = (typeof ACCOUNT_ANALYTICS)[number];

/**
 * An account's code: a synthetic account of order No. 291 (two digits), its sub-account (three), or
 * a sub-account a company adds below one (the parent's code, a dot and up to three digits: "361.1").
 */
export const AccountCode = z.string().regex(/^\d{2,3}(\.\d{1,3})*$/, { error: 'account must be digits such as 361 or 361.1' });

/** An account of the chart as the service returns it. */
export const Account = z
  .object({
    code: z.string(),
    name: z.string(),
    /** The account it is a sub-account of; null for a synthetic account. */
    parent: z.string().nullable(),
    kind: z.enum(ACCOUNT_KINDS),
    offBalance: z.boolean(),
    analytics: z.array(z.enum(ACCOUNT_ANALYTICS)),
    /** A deactivated account keeps its entries but takes no new ones. */
    active: z.boolean(),
  })
  .loose();
export type Account = z.output<typeof Account>;

/** An account as sent to `POST /account/update`: a new sub-account, or a change of an existing account. */
export const AccountInput = z.object({
  code: AccountCode,
  name: ShortText.optional(),
  parent: AccountCode.nullable().optional(),
  kind: z.enum(ACCOUNT_KINDS).optional(),
  offBalance: z.boolean().optional(),
  analytics: z
    .array(z.enum(ACCOUNT_ANALYTICS))
    .max(3, { error: 'an account keeps at most three analytics' })
    .refine((list) => new Set(list).size === list.length, { error: 'an analytic is named twice' })
    .optional(),
  active: z.boolean().optional(),
});
export type AccountInput = z.output<typeof AccountInput>;

/** One side's analytics of an entry: the records it is kept by (absent when the account keeps none of that kind). */
export const EntryAnalytics = z
  .object({
    agent: NamedRef.nullable().optional(),
    contract: NamedRef.nullable().optional(),
    entity: NamedRef.nullable().optional(),
    store: NamedRef.nullable().optional(),
  })
  .loose();
export type EntryAnalytics = z.output<typeof EntryAnalytics>;

/** An entry (проводка) of a posted document, payment or manual operation: Дт `debit` Кт `credit` `amount`. */
export const Entry = z
  .object({
    date: z.string(),
    debit: z.string(),
    credit: z.string(),
    /** Hryvnias with kopecks. */
    amount: z.number(),
    /** The quantity moved, for entries on goods accounts; null otherwise. */
    qty: z.number().nullable(),
    debitAnalytics: EntryAnalytics,
    creditAnalytics: EntryAnalytics,
    memo: z.string(),
  })
  .loose();
export type Entry = z.output<typeof Entry>;
