/**
 * How a posting profile declares the entries (проводки) a type writes (docs/service-behaviour.md,
 * "Entries"): each rule names the two accounts, the figure, and which lines it is written for.
 */

import type { AccountRole } from './account-roles.js';
import type { AccountUse } from './account-rules.js';

/**
 * An account of a rule, never a code (docs/general-ledger.md, "Account roles"): the company's account
 * of a role; the account of each line's goods for a use (their own, else their kind's role's); the
 * ledger account of a payment's money account (`own`: the one it names, the bank role's for a bank
 * account, the cash role's for a cash desk; `to`: a transfer's receiving one); or the account the
 * document names itself (`given`: other money out's or in's, a write-off's), else its profile's role's.
 */
export type EntryAccount = { role: AccountRole } | { goods: AccountUse } | { money: 'own' | 'to' } | { given: 'account' };

/**
 * The figure of a rule:
 * - `total`: the document's total (VAT included), shared among the rule's lines by their sums;
 * - `vat`: the document's VAT less its `advanceVat`, shared the same way; written only by a VAT payer;
 * - `advanceVat`: the VAT of an advance (docs/service-behaviour.md, "VAT on advances"): at a payment, the VAT
 *   of the part of it that is an advance; at a sale or purchase, the VAT of the part an earlier advance
 *   paid, shared like `vat`. Written only by a VAT payer whose company follows the first event rule;
 * - `rest`: the total less the VAT written and the cost of the lines that moved stock, shared the same way;
 * - `cost`: each line's stock cost, what its stock moves took or brought (FIFO);
 * - `sum`: each line's own sum, or a payment's sum.
 */
export type EntryAmount = 'total' | 'vat' | 'advanceVat' | 'rest' | 'cost' | 'sum';

/**
 * Which lines a rule is written for: all, those of goods that are not services, those of services,
 * or a manufacture's products, its materials of goods, its materials that are services.
 */
export type EntryLines = 'all' | 'goods' | 'services' | 'products' | 'materials' | 'materialServices';

/** One entry a type writes: Дт `debit` Кт `credit` `amount`, per line of `lines`, or once for the document when absent. */
export interface EntryRule {
  debit: EntryAccount;
  credit: EntryAccount;
  amount: EntryAmount;
  lines?: EntryLines;
}

const STOCK = { goods: 'stock' } as const;
const CUSTOMERS = { role: 'customers' } as const;
const SUPPLIERS = { role: 'suppliers' } as const;
const VAT = { role: 'vatSettlements' } as const;
const ADVANCE_VAT = { role: 'advanceVatLiability' } as const;
const ADVANCE_CREDIT = { role: 'advanceTaxCredit' } as const;
const PRODUCTION = { role: 'production' } as const;
const REVENUE = { goods: 'revenue' } as const;
const EXPENSE = { goods: 'expense' } as const;
/** 704 «Вирахування з доходу» by default: what a return takes back from revenue. */
const DEDUCTIONS = { role: 'customerReturns' } as const;
const rule = (debit: EntryAccount, credit: EntryAccount, { amount, lines }: { amount: EntryAmount; lines?: EntryLines }): EntryRule =>
  lines ? { debit, credit, amount, lines } : { debit, credit, amount };

/**
 * The reverse of a purchase (a return to the supplier): each entry with its sides swapped. A return only
 * settles, no advance pays it, so it keeps no entry of `advanceVat`.
 */
export const reversed = (rules: readonly EntryRule[]): EntryRule[] =>
  rules.filter((r) => r.amount !== 'advanceVat').map((r) => ({ ...r, debit: r.credit, credit: r.debit }));

/**
 * A sale: the customer owes the total, the revenue gives up its VAT (what an advance paid to the VAT its
 * advance already put on 643, the rest to 641), the goods sold go to their cost of sales.
 */
export const SALE_ENTRIES = [
  rule(CUSTOMERS, REVENUE, { amount: 'total', lines: 'all' }),
  rule(REVENUE, ADVANCE_VAT, { amount: 'advanceVat', lines: 'all' }),
  rule(REVENUE, VAT, { amount: 'vat', lines: 'all' }),
  rule(EXPENSE, STOCK, { amount: 'cost', lines: 'goods' }),
];

/** The VAT of a purchase: what a prepayment paid closes the tax credit of that prepayment (644), the rest is tax credit now. */
const TAX_CREDIT = [rule(ADVANCE_CREDIT, SUPPLIERS, { amount: 'advanceVat' }), rule(VAT, SUPPLIERS, { amount: 'vat' })];

/**
 * A return from a customer (docs/general-ledger.md, "Returns from customers"): revenue stays whole and the
 * return goes to 704 «Вирахування з доходу», as П(С)БО 15 «Дохід» п.7 has it: the customer is owed back the
 * total (Дт 704 Кт 361), the VAT of it lowers the tax liability (Дт 641 Кт 704, written only by a VAT payer),
 * and the goods come back into stock from their cost of sales at the cost they came back at (Дт 281 Кт 902,
 * 26 / 901 for products; services have no cost). No advance pays a return, so it has no `advanceVat`.
 */
export const RETURN_ENTRIES = [
  rule(DEDUCTIONS, CUSTOMERS, { amount: 'total', lines: 'all' }),
  rule(VAT, DEDUCTIONS, { amount: 'vat', lines: 'all' }),
  rule(STOCK, EXPENSE, { amount: 'cost', lines: 'goods' }),
];

/** A purchase: goods come in at their cost, services to their expense account, the VAT to the tax credit, all owed to the supplier. */
export const PURCHASE_ENTRIES = [
  rule(STOCK, SUPPLIERS, { amount: 'cost', lines: 'goods' }),
  rule(EXPENSE, SUPPLIERS, { amount: 'rest', lines: 'services' }),
  ...TAX_CREDIT,
];

/** An act of services bought: every line to its expense account (92 for a service), the VAT to the tax credit. */
export const SERVICES_BOUGHT_ENTRIES = [rule(EXPENSE, SUPPLIERS, { amount: 'rest', lines: 'all' }), ...TAX_CREDIT];

/** A move between stores: the goods' own account to itself, from `storeOut` to `storeIn`, at their cost. */
export const MOVE_ENTRIES = [rule(STOCK, STOCK, { amount: 'cost', lines: 'goods' })];

/** A write-off: the goods' cost to the expense account it names (947 losses from spoilage by default, the write-off role's). */
export const WRITE_OFF_ENTRIES = [rule({ given: 'account' }, STOCK, { amount: 'cost', lines: 'goods' })];

/** A manufacture: materials and services into production (23), the products out of it at their computed cost. */
export const MANUFACTURE_ENTRIES = [
  rule(PRODUCTION, STOCK, { amount: 'cost', lines: 'materials' }),
  rule(PRODUCTION, EXPENSE, { amount: 'sum', lines: 'materialServices' }),
  rule(STOCK, PRODUCTION, { amount: 'cost', lines: 'products' }),
];

const OWN_MONEY = { money: 'own' } as const;

/**
 * A payment in or out: its money (the bank's or the till's account, by the kind of money account it
 * moves) against the counterparty's account; the VAT of its advance part is a tax liability (Дт 643 Кт 641)
 * when it comes in, a tax credit (Дт 641 Кт 644) when it goes out.
 */
export const paymentEntries = (party: 'customers' | 'suppliers', side: 'debit' | 'credit'): EntryRule[] =>
  side === 'credit'
    ? [rule(OWN_MONEY, { role: party }, { amount: 'sum' }), rule(ADVANCE_VAT, VAT, { amount: 'advanceVat' })]
    : [rule({ role: party }, OWN_MONEY, { amount: 'sum' }), rule(VAT, ADVANCE_CREDIT, { amount: 'advanceVat' })];

/** A refund from a supplier: money comes back and what they owe us back on 631 goes (Дт 311 Кт 631). */
export const SUPPLIER_REFUND_ENTRIES = [rule(OWN_MONEY, SUPPLIERS, { amount: 'sum' })];

/** A refund to a customer: money goes out and what we owed them back on 361 goes (Дт 361 Кт 311). */
export const CUSTOMER_REFUND_ENTRIES = [rule(CUSTOMERS, OWN_MONEY, { amount: 'sum' })];

/** Other money out: to the account the payment names, an expense or a liability (Дт 92 Кт 311 for a bank fee). */
export const OTHER_OUT_ENTRIES = [rule({ given: 'account' }, OWN_MONEY, { amount: 'sum' })];

/** Other money in: from the account the payment names, an income or other account (Дт 311 Кт 719). */
export const OTHER_IN_ENTRIES = [rule(OWN_MONEY, { given: 'account' }, { amount: 'sum' })];

/** A transfer between our own money accounts: the receiving one's account from the paying one's (Дт 301 Кт 311). */
export const TRANSFER_ENTRIES = [rule({ money: 'to' }, OWN_MONEY, { amount: 'sum' })];
