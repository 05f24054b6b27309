import { z } from 'zod';
import { NamedRef, ShortText } from './common.js';
import { ReadVersion, SENT_VERSION } from './versions.js';

/** Whether an account keeps a debit balance (active), a credit one (passive), or either (both). */
export const ACCOUNT_KINDS = ['active', 'passive', 'both'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** What an account's entries are kept by (субконто): counterparty, contract, goods, store; up to three. */
export const ACCOUNT_ANALYTICS = ['agent', 'contract', 'entity', 'store'] as const;
export type AccountAnalytic = (typeof ACCOUNT_ANALYTICS)[number];

/**
 * An account's code: a synthetic account of order No. 291 (two digits), its sub-account (three), or
 * a sub-account a company adds below one in either form an accountant writes (docs/general-ledger.md,
 * "Changing the chart"): BAS's fourth digit (3611 below 361) or the parent's code, a dot and up to
 * three digits (361.1), and below those again with a dot (3611.1, 361.1.2).
 */
export const AccountCode = z.string().regex(/^\d{2,4}(\.\d{1,3})*$/, { error: 'account must be digits such as 361, 3611 or 361.1' });

/** How many levels of its own sub-accounts a company may add below an account of the order: 361.1 and 361.1.2, or 3611 and 3611.1. */
export const MAX_OWN_LEVELS = 2;

/**
 * The account a code sits below: the code before its last dot (361 for 361.1), the code without its
 * last digit for four digits (361 for 3611) and for a sub-account of the order (36 for 361), none
 * for a synthetic account.
 */
export function parentCodeOf(code: string): string | null {
  const dot = code.lastIndexOf('.');
  if (dot > 0) return code.slice(0, dot);
  return code.length > 2 ? code.slice(0, -1) : null;
}

/** How many levels a code sits below the order's accounts: 0 for 36 and 361, 1 for 3611 and 361.1, 2 for 3611.1 and 361.1.2. */
export function ownLevelsOf(code: string): number {
  const [first = '', ...below] = code.split('.');
  return below.length + (first.length > 3 ? 1 : 0);
}

/**
 * The same sub-account written in the other form, which names the same place below its parent:
 * 361.1 for 3611, 3611.2 for 361.1.2 and back; none where the other form has no code (361.12).
 */
export function otherFormOf(code: string): string | null {
  const [first = '', ...below] = code.split('.');
  if (first.length === 4) return [first.slice(0, 3), first.slice(3), ...below].join('.');
  const [digit, ...rest] = below;
  if (first.length === 3 && digit?.length === 1) return [`${first}${digit}`, ...rest].join('.');
  return null;
}

/**
 * Whether `code` is `base` or sits anywhere below it, by the codes alone: 3611, 361.1 and 361.1.2 are
 * within 361 and 36; a one-digit `base` is a class of the chart, holding every code that starts with it.
 */
export function isWithinAccount(code: string, base: string): boolean {
  if (base.length === 1) return code.startsWith(base);
  for (let at: string | null = code; at !== null; at = parentCodeOf(at)) if (at === base) return true;
  return false;
}

/**
 * The natural order of codes, the chart's own: 20 < 201 < 203 < 22 < 23, and a company's
 * sub-accounts after their parent, the dotted ones by number, then the four-digit ones
 * (361 < 361.1 < 361.2 < 361.10 < 3611 < 3612 < 362).
 */
export function compareAccountCodes(a: string, b: string): number {
  const [x, y] = [a.split('.'), b.split('.')];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const [p, q] = [x[i], y[i]];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    // The part before the first dot compares as text (20 before 201 before 22, 361 before 3611 before 362); a company's own parts as numbers.
    const by = i === 0 ? (p < q ? -1 : p > q ? 1 : 0) : Number(p) - Number(q);
    if (by !== 0) return by;
  }
  return 0;
}

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
    version: ReadVersion,
  })
  .loose();
export type Account = z.output<typeof Account>;

/** An account as sent to `POST /account/update`: a new sub-account, or a change of an existing account. */
export const AccountInput = z.object({
  code: AccountCode,
  name: ShortText.refine((name) => name.trim() !== '', { error: 'an account needs a name' }).optional(),
  parent: AccountCode.nullable().optional(),
  kind: z.enum(ACCOUNT_KINDS).optional(),
  offBalance: z.boolean().optional(),
  analytics: z
    .array(z.enum(ACCOUNT_ANALYTICS))
    .max(3, { error: 'an account keeps at most three analytics' })
    .refine((list) => new Set(list).size === list.length, { error: 'an analytic is named twice' })
    .optional(),
  active: z.boolean().optional(),
  ...SENT_VERSION,
});
export type AccountInput = z.output<typeof AccountInput>;

/** Query of `GET /account/index/`: `active=true` lists only the accounts that take entries, `false` only the deactivated. */
export const AccountIndexQuery = z.object({
  active: z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AccountIndexQuery = z.output<typeof AccountIndexQuery>;

/** Query of `GET /account/standing/`: the account whose entries and balance the app names before deactivating it. */
export const AccountStandingQuery = z.object({ code: AccountCode });
export type AccountStandingQuery = z.output<typeof AccountStandingQuery>;

/**
 * Reply of `GET /account/standing/`: what a deactivation leaves behind, for the app to ask about first.
 * The entries of the account and of every account below it (an entry between two of them once),
 * and the balance they leave, debit minus credit in hryvnias (below zero: a credit balance).
 */
export const AccountStanding = z.object({ code: z.string(), entries: z.number().int().nonnegative(), balance: z.number() });
export type AccountStanding = z.output<typeof AccountStanding>;

/** Body of `POST /account/delete`: the code of a company's own unused sub-account. */
export const AccountDeleteBody = z.object({ code: AccountCode, ...SENT_VERSION });
export type AccountDeleteBody = z.output<typeof AccountDeleteBody>;

/** Reply of `POST /account/delete`: the code that is gone. */
export const AccountDeleted = z.object({ code: z.string(), deleted: z.literal(true) });
export type AccountDeleted = z.output<typeof AccountDeleted>;

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

/**
 * An entry (проводка) of a posted document, payment or manual operation: Дт `debit` Кт `credit`
 * `amount`. An off-balance account's entry has one side only, the other null (docs/general-ledger.md,
 * "Off-balance accounts").
 */
export const Entry = z
  .object({
    date: z.string(),
    debit: z.string().nullable(),
    credit: z.string().nullable(),
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
