/**
 * How a posting profile declares the entries (проводки) a type writes (docs/service-behaviour.md,
 * "Entries"): each rule names the two accounts, the figure, and which lines it is written for.
 */

import type { AccountUse } from './account-rules.js';

/**
 * An account of a rule: a fixed code of the chart; the account of each line's goods for a use (their
 * own, else their kind's); the ledger account of a payment's money account (`own`: the one it names,
 * 311 for a bank account, 301 for a cash desk; `to`: a transfer's receiving one); or the account a
 * payment names itself (`given`: an expense, income or liability account of other money out or in).
 */
export type EntryAccount = string | { goods: AccountUse } | { money: 'own' | 'to' } | { given: 'account' };

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
const REVENUE = { goods: 'revenue' } as const;
const EXPENSE = { goods: 'expense' } as const;
const rule = (debit: EntryAccount, credit: EntryAccount, amount: EntryAmount, lines?: EntryLines): EntryRule =>
  lines ? { debit, credit, amount, lines } : { debit, credit, amount };

/**
 * The reverse of a sale or purchase (a return): each entry with its sides swapped. A return only settles,
 * no advance pays it, so it keeps no entry of `advanceVat`.
 */
export const reversed = (rules: readonly EntryRule[]): EntryRule[] =>
  rules.filter((r) => r.amount !== 'advanceVat').map((r) => ({ ...r, debit: r.credit, credit: r.debit }));

/**
 * A sale: the customer owes the total, the revenue gives up its VAT (what an advance paid to the VAT its
 * advance already put on 643, the rest to 641), the goods sold go to their cost of sales.
 */
export const SALE_ENTRIES = [
  rule('361', REVENUE, 'total', 'all'),
  rule(REVENUE, '643', 'advanceVat', 'all'),
  rule(REVENUE, '641', 'vat', 'all'),
  rule(EXPENSE, STOCK, 'cost', 'goods'),
];

/** The VAT of a purchase: what a prepayment paid closes the tax credit of that prepayment (644), the rest is tax credit now. */
const TAX_CREDIT = [rule('644', '631', 'advanceVat'), rule('641', '631', 'vat')];

/** A purchase: goods come in at their cost, services to their expense account, the VAT to the tax credit, all owed to the supplier. */
export const PURCHASE_ENTRIES = [rule(STOCK, '631', 'cost', 'goods'), rule(EXPENSE, '631', 'rest', 'services'), ...TAX_CREDIT];

/** An act of services bought: every line to its expense account (92 for a service), the VAT to the tax credit. */
export const SERVICES_BOUGHT_ENTRIES = [rule(EXPENSE, '631', 'rest', 'all'), ...TAX_CREDIT];

/** A move between stores: the goods' own account to itself, from `storeOut` to `storeIn`, at their cost. */
export const MOVE_ENTRIES = [rule(STOCK, STOCK, 'cost', 'goods')];

/** A write-off: the goods' cost to other operating expenses. */
export const WRITE_OFF_ENTRIES = [rule('949', STOCK, 'cost', 'goods')];

/** A manufacture: materials and services into production (23), the products out of it at their computed cost. */
export const MANUFACTURE_ENTRIES = [
  rule('23', STOCK, 'cost', 'materials'),
  rule('23', EXPENSE, 'sum', 'materialServices'),
  rule(STOCK, '23', 'cost', 'products'),
];

/**
 * A payment in or out: money (`cash`: 311 the bank, 301 the till) against the counterparty's account; the
 * VAT of its advance part is a tax liability (Дт 643 Кт 641) when it comes in, a tax credit (Дт 641 Кт 644) when it goes out.
 */
export const paymentEntries = (cash: '311' | '301', party: '361' | '631', side: 'debit' | 'credit'): EntryRule[] =>
  side === 'credit'
    ? [rule(cash, party, 'sum'), rule('643', '641', 'advanceVat')]
    : [rule(party, cash, 'sum'), rule('641', '644', 'advanceVat')];

const OWN_MONEY = { money: 'own' } as const;

/** A refund from a supplier: money comes back and what they owe us back on 631 goes (Дт 311 Кт 631). */
export const SUPPLIER_REFUND_ENTRIES = [rule(OWN_MONEY, '631', 'sum')];

/** A refund to a customer: money goes out and what we owed them back on 361 goes (Дт 361 Кт 311). */
export const CUSTOMER_REFUND_ENTRIES = [rule('361', OWN_MONEY, 'sum')];

/** Other money out: to the account the payment names, an expense or a liability (Дт 92 Кт 311 for a bank fee). */
export const OTHER_OUT_ENTRIES = [rule({ given: 'account' }, OWN_MONEY, 'sum')];

/** Other money in: from the account the payment names, an income or other account (Дт 311 Кт 719). */
export const OTHER_IN_ENTRIES = [rule(OWN_MONEY, { given: 'account' }, 'sum')];

/** A transfer between our own money accounts: the receiving one's account from the paying one's (Дт 301 Кт 311). */
export const TRANSFER_ENTRIES = [rule({ money: 'to' }, OWN_MONEY, 'sum')];
