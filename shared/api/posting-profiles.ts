import type { DocumentType, PaymentType } from './document-types.js';

/** Which lines of a document move stock one way: none, every line, or the lines of one manufacture kind. */
export type MovingLines = 'none' | 'all' | 'product' | 'material';

/** A settlement a posted document or payment writes with its counterparty: the account, the side and which amount. */
export interface SettlementEffect {
  account: '361' | '631';
  side: 'debit' | 'credit';
  /** A document's `total` (VAT included) or a payment's `sum`. */
  amount: 'total' | 'sum';
}

/**
 * What posting a document or payment of one type does (docs/service-behaviour.md, "Posting effects"):
 * which of its lines come into `storeIn` and go out of `storeOut`, which settlement it writes with
 * its counterparty, whether it has a counterparty at all and whether its amounts carry VAT. The
 * service's posting, its stock re-computation and the app's editors and drill-downs all read it.
 */
export interface PostingProfile {
  stock: { into: MovingLines; outOf: MovingLines };
  settlement: SettlementEffect | null;
  /** Whether the type names a counterparty (internal stock operations do not). */
  agent: boolean;
  /** Whether its amounts carry VAT (manufacture and internal moves do not). */
  vat: boolean;
}

const NO_STOCK = { into: 'none', outOf: 'none' } as const;
const trade = (stock: PostingProfile['stock'], settlement: SettlementEffect | null): PostingProfile => ({
  stock,
  settlement,
  agent: true,
  vat: true,
});
const internal = (stock: PostingProfile['stock']): PostingProfile => ({ stock, settlement: null, agent: false, vat: false });
const payment = (account: SettlementEffect['account'], side: SettlementEffect['side']): PostingProfile => ({
  stock: NO_STOCK,
  settlement: { account, side, amount: 'sum' },
  agent: true,
  vat: false,
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
  invoice: trade(NO_STOCK, null),
  invoiceIn: trade(NO_STOCK, null),
  waybillOut: trade({ into: 'none', outOf: 'all' }, owed('361', 'debit')),
  waybillIn: trade({ into: 'all', outOf: 'none' }, owed('631', 'credit')),
  billCompleteWork: trade(NO_STOCK, owed('361', 'debit')),
  billCompleteWorkIn: trade(NO_STOCK, owed('631', 'credit')),
  waybillRetIn: trade({ into: 'none', outOf: 'all' }, owed('631', 'debit')),
  waybillRetOut: trade({ into: 'all', outOf: 'none' }, owed('361', 'credit')),
  inventoryMove: internal({ into: 'all', outOf: 'all' }),
  inventoryWriteOff: internal({ into: 'none', outOf: 'all' }),
  manufacture: internal({ into: 'product', outOf: 'material' }),
};

/** The one profile of every payment type, typed by the type list like the documents'. */
export const PAYMENT_PROFILES: { readonly [T in PaymentType]: PostingProfile } = {
  payFromCustomer: payment('361', 'credit'),
  cashIn: payment('361', 'credit'),
  payToSupplier: payment('631', 'debit'),
  cashOut: payment('631', 'debit'),
};

/**
 * The profile of a type as stored or sent (canonical codes), or null for a code that is neither a
 * document nor a payment type: rows read from the database carry the type as plain text.
 */
export function postingProfileOf(type: string): PostingProfile | null {
  if (isKeyOf(DOCUMENT_PROFILES, type)) return DOCUMENT_PROFILES[type];
  if (isKeyOf(PAYMENT_PROFILES, type)) return PAYMENT_PROFILES[type];
  return null;
}

/** Own keys only: a "__proto__" or "constructor" must not find Object.prototype's members. */
const isKeyOf = <K extends string>(record: { readonly [key in K]: unknown }, key: string): key is K => Object.hasOwn(record, key);
