import { BANK_LINE_KINDS, type BankKindReason, type BankLineKind } from '../api/bank.js';
import { PAYMENT_TYPES } from '../api/document-types.js';
import { isBankCounterparty, isTaxAuthorityName, isTreasuryIban, type OurBank } from './counterparty-kind.js';
import { LINE_ACCOUNTS, type LineAccounts } from './line-accounts.js';
import {
  ACCOUNTABLE_WORDS,
  AID_WORDS,
  BUDGET_PURPOSE,
  CASH_IN_WORDS,
  CASH_OUT_WORDS,
  COMMISSION_CONTRACT,
  CREDIT_WORDS,
  FEE_WORDS,
  INTEREST_WORDS,
  LOAN_INTEREST_WORDS,
  REFUND_WORDS,
  SALARY_WORDS,
  taxAccountOf,
} from './purpose-words.js';
import { normaliseAccount } from './statement-values.js';

/** What proposing a line's kind knows of us: our accounts (the requisites' and our money accounts'), our registry code and our bank. */
export interface KindContext {
  ourAccounts: string[];
  ourCode: string;
  bank: OurBank;
  /** The accounts lines are proposed with (`lineAccountsOf` the company's roles); the order's when absent. */
  accounts?: LineAccounts;
}

/** A kind and account chosen for a counterparty's earlier line, kept in the company (docs/service-behaviour.md, "Bank statements"). */
export interface RememberedKind {
  kind: BankLineKind;
  ledgerAccount: string | null;
}

/** What is known of a line's counterparty beyond the line: whether it is in our directory by code or IBAN, and what was chosen for it before. */
export interface CounterpartyKnown {
  /** An agent of ours has the line's registry code or IBAN. */
  agent: boolean;
  /** The choice kept for the line's direction and the counterparty's IBAN, and for its registry code. */
  remembered: { byIban: RememberedKind | null; byCode: RememberedKind | null };
}

/**
 * The kind proposed for a line, the account its money goes to or comes from where the kind takes
 * one, why, and for a transfer where its other side is: one of our accounts by the counterparty's
 * IBAN, or the cash desk.
 */
export interface ProposedKind {
  kind: BankLineKind;
  ledgerAccount: string | null;
  reason: BankKindReason;
  transferTo?: 'iban' | 'cash';
}

/**
 * The kinds an import records as a payment of that type: those that are payment types of the
 * service (docs/service-behaviour.md, "Bank statements"), today every kind. A line of any other
 * kind would be skipped with its kind (`unsupported`) rather than recorded as a payment it is not.
 */
export const IMPORTABLE_KINDS: readonly BankLineKind[] = BANK_LINE_KINDS.filter((kind) =>
  (PAYMENT_TYPES as readonly string[]).includes(kind),
);

const NOTHING_KNOWN: CounterpartyKnown = { agent: false, remembered: { byIban: null, byCode: null } };

type Line = { direction: 'in' | 'out'; purpose: string; counterparty: { name: string; code: string; iban: string } };

const other = (direction: 'in' | 'out', account: string, reason: BankKindReason): ProposedKind => ({
  kind: direction === 'out' ? 'otherOut' : 'otherIn',
  ledgerAccount: account,
  reason,
});

/**
 * The kind a statement line is proposed as (docs/service-behaviour.md, "Bank statements"): WHO the
 * counterparty is decides before WHAT the purpose says.
 *
 * 1. One of our accounts, or our own registry code: a transfer (to the cash desk when the purpose
 *    takes cash out or brings it in).
 * 2. What was chosen for this counterparty's earlier line of the same direction: by its IBAN, else
 *    by its registry code (not for the treasury or a bank, whose one code stands for many accounts).
 * 3. The treasury (an account with bank code 899998) or the tax office by name: a tax, named from the
 *    purpose (ЄСВ 651, military levy 642, ПДФО, ПДВ, the single tax and the rest 641).
 * 4. A bank: its credit (601) and interest on it (951), salaries sent through it (661), cash, else its
 *    fee (92) for money out, and for money in its interest on the balance (732) or other income (719).
 * 5. Purposes that name what the money is whoever gets it: cash (a transfer with the cash desk),
 *    salaries (661), money on account (372).
 * 6. A counterparty in our directory by code or IBAN: its payment (631 out, 361 in), a refund, or
 *    repayable financial aid (685, 377).
 * 7. Anyone else: by the purpose (taxes named outright, the bank's fee, aid, refunds), else a
 *    customer's payment in and a supplier's payment out.
 *
 * A phrase that states the VAT inside a price («у т.ч. ПДВ», «без ПДВ») never makes a tax.
 */
export function proposeLineKind(line: Line, context: KindContext, known: CounterpartyKnown = NOTHING_KNOWN): ProposedKind {
  const { direction, purpose, counterparty } = line;
  const accounts = context.accounts ?? LINE_ACCOUNTS;
  const iban = normaliseAccount(counterparty.iban);
  const code = counterparty.code.replace(/\s/g, '');
  const ours = context.ourAccounts.map(normaliseAccount).filter(Boolean);
  const cashWords = direction === 'out' ? CASH_OUT_WORDS : CASH_IN_WORDS;
  if ((iban && ours.includes(iban)) || (context.ourCode !== '' && code === context.ourCode)) {
    return { kind: 'transfer', ledgerAccount: null, reason: 'ownAccount', transferTo: cashWords.test(purpose) ? 'cash' : 'iban' };
  }
  const treasury = isTreasuryIban(iban) || isTaxAuthorityName(counterparty.name);
  const bank = !treasury && isBankCounterparty(counterparty, context.bank);
  const remembered = known.remembered.byIban ?? (treasury || bank ? null : known.remembered.byCode);
  if (remembered) return { ...remembered, reason: 'remembered' };
  if (treasury) return other(direction, taxAccountOf(purpose, { vatIsTax: true }, accounts) ?? accounts.taxes, 'treasury');
  if (bank) return ofBank(direction, purpose, accounts);
  if (cashWords.test(purpose)) return { kind: 'transfer', ledgerAccount: null, reason: 'purpose', transferTo: 'cash' };
  if (SALARY_WORDS.test(purpose)) return other(direction, accounts.salary, 'purpose');
  if (ACCOUNTABLE_WORDS.test(purpose)) return other(direction, accounts.accountablePersons, 'purpose');
  if (known.agent) return settlementOf({ direction, purpose, reason: 'agent' }, accounts);
  const tax = taxAccountOf(purpose, { vatIsTax: BUDGET_PURPOSE.test(purpose) }, accounts);
  if (tax) return other(direction, tax, 'purpose');
  if (FEE_WORDS.test(purpose) && !COMMISSION_CONTRACT.test(purpose)) {
    return other(direction, direction === 'out' ? accounts.bankFee : accounts.otherIncome, 'purpose');
  }
  return settlementOf({ direction, purpose, reason: 'purpose' }, accounts);
}

/**
 * A line whose other side is a bank: its credit and interest on it, salaries through it, cash, else
 * its fee for money out, and for money in its interest on the balance (732) or other income (719).
 */
function ofBank(direction: 'in' | 'out', purpose: string, accounts: LineAccounts): ProposedKind {
  if (LOAN_INTEREST_WORDS.test(purpose)) return other(direction, accounts.loanInterest, 'bank');
  if (CREDIT_WORDS.test(purpose)) return other(direction, accounts.bankLoans, 'bank');
  if ((direction === 'out' ? CASH_OUT_WORDS : CASH_IN_WORDS).test(purpose)) {
    return { kind: 'transfer', ledgerAccount: null, reason: 'bank', transferTo: 'cash' };
  }
  if (SALARY_WORDS.test(purpose)) return other(direction, accounts.salary, 'bank');
  if (direction === 'in') return other(direction, INTEREST_WORDS.test(purpose) ? accounts.interestReceived : accounts.otherIncome, 'bank');
  return other(direction, accounts.bankFee, 'bank');
}

/**
 * A line of a customer, supplier or other company: repayable financial aid (received and returned
 * by us on 685, given and returned to us on 377), a refund, else a customer's payment in and a
 * supplier's payment out.
 */
function settlementOf(
  { direction, purpose, reason }: { direction: 'in' | 'out'; purpose: string; reason: BankKindReason },
  accounts: LineAccounts,
): ProposedKind {
  const refund = REFUND_WORDS.test(purpose);
  if (AID_WORDS.test(purpose)) {
    // Money in is aid received unless it is aid of ours coming back; money out is aid given unless it is aid received going back.
    const received = direction === 'in' ? !refund : refund;
    return other(direction, received ? accounts.otherCreditors : accounts.otherDebtors, reason);
  }
  if (refund) return { kind: direction === 'in' ? 'refundFromSupplier' : 'refundToCustomer', ledgerAccount: null, reason };
  return { kind: direction === 'in' ? 'payFromCustomer' : 'payToSupplier', ledgerAccount: null, reason };
}
