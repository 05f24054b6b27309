/** A payment document as the editor holds it: text as typed, the sum parsed exactly when sent. */
import type { AccountRole } from '../../../../shared/api/account-roles.js';
import { PAYMENT_TYPES, type PaymentType } from '../../../../shared/api/document-types.js';
import { formatAmountUk } from '../../../../shared/api/format-uk.js';
import { Decimal, moneyText, SCALE } from '../../../../shared/api/money.js';
import { amountProblemsIn } from '../../../../shared/api/amount-rules.js';
import { PayDocumentUpdateBody, type PayDocument } from '../../../../shared/api/payments.js';
import { invoicePaymentPurpose, openAmount, vatInPart } from '../../../../shared/api/payment-purpose.js';
import { parseTyped, type RefValue } from '../../lib/typed-input.js';
import { typedFigureFits } from '../../lib/number-input.js';
import { memberOf } from '../../lib/member-of.js';
import { PAYMENT_PROFILES } from '../../../../shared/api/posting-profiles.js';

export interface PaymentDraft {
  uid: string;
  isNew: boolean;
  done: boolean;
  type: PaymentType;
  date: string;
  no: string;
  agent: RefValue | null;
  sum: string;
  memo: string;
  /** The invoice this payment pays. */
  parentUid: string | null;
  /** The date the service holds (absent on a new one): it decides whether the payment lies in a closed period. */
  storedDate?: string;
  /** The stored payment's version this draft was loaded at, sent with each change so a stale one is refused. */
  version?: number;
  /** Our money account it moves (null: the service's main one of its kind), and a transfer's receiving one. */
  moneyAccount: string | null;
  toMoneyAccount: string | null;
  /** Other money out or in: its account (empty: its role's, which the editor fills in when it shows it) and cash-flow item. */
  account: string;
  cashFlowItem: string;
}

/**
 * The role whose account a payment of `type` names by default (other money out or in), or null for the
 * types whose accounts are their own.
 */
export const accountRoleOf = (type: PaymentType): AccountRole | null => PAYMENT_PROFILES[type].account?.role ?? null;

/** A new payment of `type`. */
export function newPayment(type: PaymentType, today: string, uid: string): PaymentDraft {
  return {
    uid,
    isNew: true,
    done: false,
    type,
    date: today,
    no: '',
    agent: null,
    sum: '',
    memo: '',
    parentUid: null,
    moneyAccount: null,
    toMoneyAccount: null,
    account: '',
    cashFlowItem: '',
  };
}

/** The invoice a new payment is based on, with its figures. */
export interface InvoiceToPay {
  uid: string;
  no: string;
  date: string;
  agent: RefValue | null;
  total: Decimal;
  paid: Decimal;
  vatSum: Decimal;
}

/** A new payment from the customer for what is still open on an invoice (total − paid), with the purpose a bank expects. */
export function paymentForInvoice(invoice: InvoiceToPay, today: string, uid: string): PaymentDraft {
  const open = openAmount(invoice.total, invoice.paid);
  return {
    ...newPayment('payFromCustomer', today, uid),
    agent: invoice.agent,
    sum: formatAmountUk(open),
    parentUid: invoice.uid,
    memo: invoicePaymentPurpose(invoice, vatInPart(open, invoice.vatSum, invoice.total)),
  };
}

/** How much a payment's sum goes beyond what is open on its invoice; null when it does not. */
export function overpaidBy(sum: Decimal | null, invoice: { total: Decimal; paid: Decimal } | null): Decimal | null {
  if (!sum || !invoice) return null;
  const over = sum.minus(openAmount(invoice.total, invoice.paid));
  return over.greaterThan(0) ? over : null;
}

/** The editor's draft of a loaded payment. */
export function draftFromPayment(doc: PayDocument): PaymentDraft {
  return {
    uid: doc.uid,
    isNew: false,
    done: doc.done ?? false,
    type: memberOf(PAYMENT_TYPES, doc.type) ?? 'payFromCustomer',
    date: doc.date.slice(0, 10),
    no: doc.no,
    agent: doc.agent ? { uid: doc.agent.uid, name: doc.agent.name } : null,
    sum: formatAmountUk(doc.sum),
    memo: doc.memo ?? '',
    parentUid: doc.parent?.uid ?? null,
    storedDate: doc.date.slice(0, 10),
    version: doc.version,
    moneyAccount: doc.moneyAccount?.uid ?? null,
    toMoneyAccount: doc.toMoneyAccount?.uid ?? null,
    account: doc.account ?? '',
    cashFlowItem: doc.cashFlowItem ?? '',
  };
}

/** The sum as an exact decimal, or null when what was typed is not an amount in kopecks. */
export function paymentSum(draft: PaymentDraft): Decimal | null {
  const sum = parseTyped(draft.sum);
  // Decimals as typed: «100,000» is not a sum of kopecks, whatever its value reads.
  return sum && typedFigureFits(draft.sum, SCALE.sum) ? sum : null;
}

/**
 * The body of payments.update. Our service's fields go only where they mean something, so a service
 * without money accounts gets the spec's fields alone for the spec's types: the money account once
 * chosen, a transfer's receiving one, the account and cash-flow item of other money.
 */
export function paymentBodyOf(draft: PaymentDraft) {
  const account = accountRoleOf(draft.type) === null ? null : draft.account.trim();
  return {
    uid: draft.uid,
    type: draft.type,
    date: draft.date,
    ...(draft.no.trim() ? { no: draft.no.trim() } : {}),
    sum: moneyText(paymentSum(draft) ?? new Decimal(0)),
    memo: draft.memo,
    // A transfer is between our own accounts: it names no counterparty.
    agent: draft.agent && draft.type !== 'transfer' ? { uid: draft.agent.uid } : null,
    ...(draft.moneyAccount ? { moneyAccount: { uid: draft.moneyAccount } } : {}),
    ...(draft.type === 'transfer' && draft.toMoneyAccount ? { toMoneyAccount: { uid: draft.toMoneyAccount } } : {}),
    ...(account ? { account, cashFlowItem: draft.cashFlowItem } : {}),
    ...(draft.version === undefined ? {} : { version: draft.version }),
  };
}

/** The amount rules the payment breaks, in the service's words, checked before it is saved (a sum below zero, say). */
export function paymentAmountProblems(draft: PaymentDraft): string[] {
  return amountProblemsIn(PayDocumentUpdateBody, paymentBodyOf(draft));
}
