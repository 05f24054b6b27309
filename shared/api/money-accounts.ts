import { z } from 'zod';
import type { AccountRole } from './account-roles.js';
import { ShortText, Uid } from './common.js';
import { postingProfileOf } from './posting-profiles.js';
import { isValidIban, normaliseIban } from './registry-codes.js';

/** The kinds of our money accounts: a bank account (ledger account 311 by default) or a cash desk (301). */
export const MONEY_ACCOUNT_KINDS = ['bank', 'cash'] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];

/** The role whose account keeps the money of a kind of our money accounts (311 and 301 by default, docs/general-ledger.md). */
export const ROLE_OF_MONEY: { readonly [K in MoneyAccountKind]: AccountRole } = { bank: 'bank', cash: 'cash' };

/** The name of the cash desk every company starts with. */
export const MAIN_CASH_DESK_NAME = 'Основна каса';

/**
 * An IBAN as a client sends one for our bank account: spaces allowed, stored without them; empty while
 * not yet known. A text that is not a Ukrainian IBAN with valid check digits is refused.
 */
const OurIban = z
  .string()
  .transform((text) => normaliseIban(text))
  .refine((iban) => iban === '' || isValidIban(iban), { error: 'iban must be UA, 27 digits and valid check digits' });

/** One of our bank accounts or cash desks (docs/service-behaviour.md, "Our money accounts"). */
export const MoneyAccount = z
  .object({
    uid: z.string(),
    name: z.string(),
    kind: z.enum(MONEY_ACCOUNT_KINDS),
    /** A bank account's IBAN; empty for a cash desk. */
    iban: z.string(),
    bankName: z.string(),
    /** The one of its kind a payment moves when it names none. */
    main: z.boolean(),
    dateModified: z.string(),
  })
  .loose();
export type MoneyAccount = z.output<typeof MoneyAccount>;

/** Body of POST /moneyaccount/update: creates or changes one; unsent fields keep their values. */
export const MoneyAccountUpdateBody = z.object({
  uid: Uid,
  name: ShortText.optional(),
  kind: z.enum(MONEY_ACCOUNT_KINDS).optional(),
  iban: OurIban.optional(),
  bankName: ShortText.optional(),
  /** Made the main one of its kind; the former main one stops being it. Only `true` is accepted: a kind always has its main one. */
  main: z.literal(true).optional(),
});
export type MoneyAccountUpdateBody = z.output<typeof MoneyAccountUpdateBody>;

/** One movement of our money a payment makes: into or out of one of our money accounts, by uid. */
export interface MoneyMove {
  moneyAccount: string;
  direction: 'in' | 'out';
}

/** A payment's type with the money accounts it names. */
export interface PaymentMoneyAccounts {
  type: string;
  moneyAccount?: { uid: string } | null;
  toMoneyAccount?: { uid: string } | null;
}

/**
 * Which of our money accounts a payment moves, and which way (its type's profile, `money`): money in
 * or out of its `moneyAccount`, and for a transfer out of it and into its `toMoneyAccount`. A payment
 * that names no money account (one of another service, or a draft transfer without its receiving
 * account) moves what it names. The «Залишки коштів» report sums posted payments through it.
 */
export function moneyMovesOf(payment: PaymentMoneyAccounts): MoneyMove[] {
  const money = postingProfileOf(payment.type)?.money;
  const own = payment.moneyAccount?.uid;
  if (!money || !own) return [];
  if (money.moves !== 'transfer') return [{ moneyAccount: own, direction: money.moves }];
  const to = payment.toMoneyAccount?.uid;
  return [{ moneyAccount: own, direction: 'out' }, ...(to ? [{ moneyAccount: to, direction: 'in' as const }] : [])];
}
