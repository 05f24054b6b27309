import type { AccountRole } from './account-roles.js';
import type { DocumentType, OperationType, PaymentType } from './document-types.js';
import type { MoneyAccountKind } from './money-accounts.js';
import {
  CUSTOMER_REFUND_ENTRIES,
  MANUFACTURE_ENTRIES,
  MOVE_ENTRIES,
  OTHER_IN_ENTRIES,
  OTHER_OUT_ENTRIES,
  paymentEntries,
  PURCHASE_ENTRIES,
  RETURN_ENTRIES,
  reversed,
  SALE_ENTRIES,
  SERVICES_BOUGHT_ENTRIES,
  SUPPLIER_REFUND_ENTRIES,
  TRANSFER_ENTRIES,
  WRITE_OFF_ENTRIES,
  type EntryRule,
} from './entry-rules.js';

/** Which lines of a document move stock one way: none, every line, or the lines of one manufacture kind. */
export type MovingLines = 'none' | 'all' | 'product' | 'material';

/**
 * Where the cost of the batches a type's receipts create comes from: none (it receives nothing), its
 * own line (net of VAT), what its own issue of the same line took (a move keeps cost and supplier), the
 * delivery note it returns (or, without one, the unit cost on its line), or its manufacture's materials and services.
 */
export type ReceiptCost = 'none' | 'line' | 'issue' | 'note' | 'materials';

/**
 * Which receipts copy the cost of what a type's issues take, so that a change in that cost re-computes
 * them: none, its own receipt in `storeIn` (a move), its products in `storeIn` (a manufacture), or the
 * posted customer returns linked to it (a delivery note).
 */
export type CostFlow = 'none' | 'storeIn' | 'products' | 'linkedReturns';

/**
 * A settlement a posted document or payment writes with its counterparty: the account, the side and which
 * amount. The register is kept by the account's code, which the API names (`accCode`), so the roles of
 * customers and suppliers, whose accounts these are, are fixed (SETTLEMENT_ROLE).
 */
export interface SettlementEffect {
  account: '361' | '631';
  side: 'debit' | 'credit';
  /** A document's `total` (VAT included) or a payment's `sum`. */
  amount: 'total' | 'sum';
}

/** The role of each settlement register's account: customers 361, suppliers 631, roles no company changes. */
export const SETTLEMENT_ROLE: { readonly [A in SettlementEffect['account']]: 'customers' | 'suppliers' } = {
  '361': 'customers',
  '631': 'suppliers',
};

/**
 * How a payment type moves our money (docs/service-behaviour.md, "Our money accounts"): into its money
 * account, out of it, or out of it into its `toMoneyAccount` (a transfer); which kind of money account
 * it takes when it names none, and whether that kind is its only one (a cash receipt is the cash desk's).
 */
export interface MoneyMovement {
  moves: 'in' | 'out' | 'transfer';
  kind: MoneyAccountKind;
  kindFixed: boolean;
}

/**
 * What posting a document or payment of one type does (docs/service-behaviour.md, "Posting effects"):
 * which of its lines come into `storeIn` and go out of `storeOut`, how those are costed, which settlement it writes with
 * its counterparty, whether it has a counterparty at all and whether its amounts carry VAT. The
 * service's posting, its stock re-computation and the app's editors and drill-downs all read it.
 */
export interface PostingProfile {
  stock: { into: MovingLines; outOf: MovingLines };
  /** Where its receipts' cost comes from; 'none' exactly when nothing comes in. */
  receiptCost: ReceiptCost;
  /** Which receipts copy the cost of its issues; 'none' for a type whose issues feed no receipt. */
  costFlowsTo: CostFlow;
  settlement: SettlementEffect | null;
  /** Whether the type names a counterparty (internal stock operations do not). */
  agent: boolean;
  /** Whether its amounts carry VAT (manufacture and internal moves do not). */
  vat: boolean;
  /** The entries (проводки) it writes, in order; none exactly when it moves neither stock nor settlements. */
  entries: readonly EntryRule[];
  /**
   * For a type whose lines are its entries (a manual operation), the registers those entries move;
   * absent for the others. Its stock lines are the debits of an account tracked by goods that name the
   * goods, store and quantity: each comes into stock at the entry's amount (a batch of the FIFO), and
   * a credit of such an account is refused, an issue's cost being the FIFO's and not an amount typed
   * in. An entry on one of `settlements` with its counterparty moves the settlements on its side.
   */
  fromEntries?: { settlements: readonly SettlementEffect['account'][] };
  /** A payment type's movement of our money; absent for documents and operations. */
  money?: MoneyMovement;
  /**
   * For a type that names an account of the chart itself (other money out and in, a write-off), the role
   * whose account it takes when it names none; absent for the others, which take no account.
   */
  account?: { role: AccountRole };
}

/** How a type's stock is costed: where its receipts' cost comes from, and which receipts copy its issues'. */
type StockCost = Pick<PostingProfile, 'receiptCost' | 'costFlowsTo'>;

const NO_STOCK = { into: 'none', outOf: 'none' } as const;
const NO_COST: StockCost = { receiptCost: 'none', costFlowsTo: 'none' };
const trade = (
  stock: PostingProfile['stock'],
  cost: StockCost,
  { settlement, entries }: { settlement: SettlementEffect | null; entries: readonly EntryRule[] },
): PostingProfile => ({
  stock,
  ...cost,
  settlement,
  agent: true,
  vat: true,
  entries,
});
const internal = (stock: PostingProfile['stock'], cost: StockCost, entries: readonly EntryRule[]): PostingProfile => ({
  stock,
  ...cost,
  settlement: null,
  agent: false,
  vat: false,
  entries,
});
const payment = (account: SettlementEffect['account'], side: SettlementEffect['side'], kind: MoneyAccountKind): PostingProfile => ({
  stock: NO_STOCK,
  ...NO_COST,
  settlement: { account, side, amount: 'sum' },
  agent: true,
  vat: false,
  entries: paymentEntries(SETTLEMENT_ROLE[account], side),
  money: { moves: side === 'credit' ? 'in' : 'out', kind, kindFixed: true },
});
/** A payment of the new kinds: money in or out of the money account it names (bank by default), whichever its kind. */
const moneyPayment = ({
  settlement,
  agent,
  entries,
  money,
  account,
}: {
  settlement: SettlementEffect | null;
  agent: boolean;
  entries: readonly EntryRule[];
  money: Omit<MoneyMovement, 'kind' | 'kindFixed'>;
  account?: AccountRole;
}): PostingProfile => ({
  stock: NO_STOCK,
  ...NO_COST,
  settlement,
  agent,
  vat: false,
  entries,
  money: { ...money, kind: 'bank', kindFixed: false },
  ...(account ? { account: { role: account } } : {}),
});
const owed = (account: SettlementEffect['account'], side: SettlementEffect['side']): SettlementEffect => ({
  account,
  side,
  amount: 'total',
});

/**
 * The one profile of every document type. Typed by the type list, so a type added to DOCUMENT_TYPES
 * without a profile does not compile. In a manufacture the products come in and the materials
 * (services among them) go out; lines of services never move stock.
 */
export const DOCUMENT_PROFILES: { readonly [T in DocumentType]: PostingProfile } = {
  invoice: trade(NO_STOCK, NO_COST, { settlement: null, entries: [] }),
  invoiceIn: trade(NO_STOCK, NO_COST, { settlement: null, entries: [] }),
  waybillOut: trade(
    { into: 'none', outOf: 'all' },
    { receiptCost: 'none', costFlowsTo: 'linkedReturns' },
    { settlement: owed('361', 'debit'), entries: SALE_ENTRIES },
  ),
  waybillIn: trade(
    { into: 'all', outOf: 'none' },
    { receiptCost: 'line', costFlowsTo: 'none' },
    { settlement: owed('631', 'credit'), entries: PURCHASE_ENTRIES },
  ),
  billCompleteWork: trade(NO_STOCK, NO_COST, { settlement: owed('361', 'debit'), entries: SALE_ENTRIES }),
  billCompleteWorkIn: trade(NO_STOCK, NO_COST, { settlement: owed('631', 'credit'), entries: SERVICES_BOUGHT_ENTRIES }),
  waybillRetIn: trade({ into: 'none', outOf: 'all' }, NO_COST, { settlement: owed('631', 'debit'), entries: reversed(PURCHASE_ENTRIES) }),
  waybillRetOut: trade(
    { into: 'all', outOf: 'none' },
    { receiptCost: 'note', costFlowsTo: 'none' },
    { settlement: owed('361', 'credit'), entries: RETURN_ENTRIES },
  ),
  inventoryMove: internal({ into: 'all', outOf: 'all' }, { receiptCost: 'issue', costFlowsTo: 'storeIn' }, MOVE_ENTRIES),
  inventoryWriteOff: { ...internal({ into: 'none', outOf: 'all' }, NO_COST, WRITE_OFF_ENTRIES), account: { role: 'writeOff' } },
  manufacture: internal({ into: 'product', outOf: 'material' }, { receiptCost: 'materials', costFlowsTo: 'products' }, MANUFACTURE_ENTRIES),
};

/**
 * The one profile of every payment type, typed by the type list like the documents'. A customer's and a
 * supplier's payments keep their kind of money (cash payments use the till, 301); refunds, other
 * payments and transfers take the money account they name, a bank account by default. A refund
 * settles the other way round from its payment; other money out and in settle nothing, their
 * counterparty, when named, being an analytic of their account only.
 */
export const PAYMENT_PROFILES: { readonly [T in PaymentType]: PostingProfile } = {
  payFromCustomer: payment('361', 'credit', 'bank'),
  cashIn: payment('361', 'credit', 'cash'),
  payToSupplier: payment('631', 'debit', 'bank'),
  cashOut: payment('631', 'debit', 'cash'),
  refundFromSupplier: moneyPayment({
    settlement: { account: '631', side: 'credit', amount: 'sum' },
    agent: true,
    entries: SUPPLIER_REFUND_ENTRIES,
    money: { moves: 'in' },
  }),
  refundToCustomer: moneyPayment({
    settlement: { account: '361', side: 'debit', amount: 'sum' },
    agent: true,
    entries: CUSTOMER_REFUND_ENTRIES,
    money: { moves: 'out' },
  }),
  otherOut: moneyPayment({ settlement: null, agent: true, entries: OTHER_OUT_ENTRIES, money: { moves: 'out' }, account: 'otherMoneyOut' }),
  otherIn: moneyPayment({ settlement: null, agent: true, entries: OTHER_IN_ENTRIES, money: { moves: 'in' }, account: 'otherMoneyIn' }),
  transfer: moneyPayment({ settlement: null, agent: false, entries: TRANSFER_ENTRIES, money: { moves: 'transfer' } }),
};

/**
 * The profiles of the ledger's own records, typed by their list like the documents'. A manual
 * operation (type `ledgerOperation`, docs/general-ledger.md, "Manual operations") writes its lines as
 * its entries, and they say what it moves: its receipts are costed by their own line (the entry's
 * amount, no VAT) and feed no other receipt. A month's close moves no stock and no settlement.
 */
export const OPERATION_PROFILES: { readonly [T in OperationType]: PostingProfile } = {
  ledgerOperation: {
    stock: { into: 'all', outOf: 'none' },
    receiptCost: 'line',
    costFlowsTo: 'none',
    settlement: null,
    agent: false,
    vat: false,
    entries: [],
    fromEntries: { settlements: ['361', '631'] },
  },
  monthClose: internal(NO_STOCK, NO_COST, []),
};

/**
 * The profile of a type as stored or sent (canonical codes), or null for a code that is not a
 * document, payment or operation type: rows read from the database carry the type as plain text.
 */
export function postingProfileOf(type: string): PostingProfile | null {
  if (isKeyOf(DOCUMENT_PROFILES, type)) return DOCUMENT_PROFILES[type];
  if (isKeyOf(PAYMENT_PROFILES, type)) return PAYMENT_PROFILES[type];
  if (isKeyOf(OPERATION_PROFILES, type)) return OPERATION_PROFILES[type];
  return null;
}

/** Own keys only: a "__proto__" or "constructor" must not find Object.prototype's members. */
const isKeyOf = <K extends string>(record: { readonly [key in K]: unknown }, key: string): key is K => Object.hasOwn(record, key);
