import { CUSTOMER_RETURN_TYPE } from './customer-returns.js';
import { DOCUMENT_TYPES, type DocumentType } from './document-types.js';

/**
 * What a document type is beyond what its posting does (posting-profiles.ts): whom it deals with, how
 * it links to other documents, what is made from it and which printed forms it has. The service and
 * the app both read these facts from here, so a type added to DOCUMENT_TYPES without deciding them
 * does not compile (docs/adding-a-document-type.md).
 */

/** Printed forms a type may have beside its main one, by the code the API's `form` names. */
export const EXTRA_FORM_CODES = ['WBWH'] as const;
export type ExtraFormCode = (typeof EXTRA_FORM_CODES)[number];

/**
 * Which way a document deals: a sale to a customer or its return, a purchase from a supplier or its
 * return, or an internal stock operation with no counterparty.
 */
export type Deal = 'sale' | 'saleReturn' | 'purchase' | 'purchaseReturn' | 'internal';

/** The facts of one document type that are not its posting (DOCUMENT_TRAITS). */
export interface DocumentTraits {
  deal: Deal;
  /** An invoice (рахунок): asks for payment and moves nothing; shipments and payments link to it. */
  invoice: boolean;
  /** Whether its total counts as shipped against the invoice it is linked to (docs/service-behaviour.md, "Links"). */
  ships: boolean;
  /**
   * What its parent may be: an invoice of its counterparty, set in the related documents' panel; the
   * sale it returns, chosen under its details; or none.
   */
  parent: 'invoice' | 'sale' | null;
  /** The menu «Створити на підставі»: the document types made from it, and whether a payment is. */
  basedOn: { documents: readonly DocumentType[]; payment: boolean };
  /** Printed forms it has beside its main one. */
  extraForms: readonly ExtraFormCode[];
}

const NOTHING_BASED_ON = { documents: [], payment: false } as const;

const trade = (deal: Deal, traits: Partial<Omit<DocumentTraits, 'deal'>> = {}): DocumentTraits => ({
  deal,
  invoice: false,
  ships: false,
  parent: 'invoice',
  basedOn: NOTHING_BASED_ON,
  extraForms: [],
  ...traits,
});

const internal: DocumentTraits = {
  deal: 'internal',
  invoice: false,
  ships: false,
  parent: null,
  basedOn: NOTHING_BASED_ON,
  extraForms: [],
};

/** A customer's return comes back on a sale: the one type made «на підставі» a sale. */
const RETURNED_ON = { documents: [CUSTOMER_RETURN_TYPE], payment: false } as const;

/**
 * The traits of every document type, typed by the type list. An invoice to a customer is the basis of
 * its delivery notes, acts and payment; a sale the basis of its return. A supplier's invoice offers no
 * menu: what it is paid and received by is entered from the bank statement and the supplier's papers.
 */
export const DOCUMENT_TRAITS: { readonly [T in DocumentType]: DocumentTraits } = {
  invoice: trade('sale', { invoice: true, parent: null, basedOn: { documents: ['waybillOut', 'billCompleteWork'], payment: true } }),
  invoiceIn: trade('purchase', { invoice: true, parent: null }),
  waybillOut: trade('sale', { ships: true, basedOn: RETURNED_ON, extraForms: ['WBWH'] }),
  waybillIn: trade('purchase', { ships: true }),
  billCompleteWork: trade('sale', { ships: true, basedOn: RETURNED_ON }),
  billCompleteWorkIn: trade('purchase', { ships: true }),
  waybillRetIn: trade('purchaseReturn'),
  waybillRetOut: trade('saleReturn', { parent: 'sale' }),
  inventoryMove: internal,
  inventoryWriteOff: internal,
  manufacture: internal,
};

/** The traits of a type as stored or sent, or null for a code that is not a document type (a payment's). */
export function documentTraitsOf(type: string): DocumentTraits | null {
  // Own keys only: a "__proto__" or "constructor" must not find Object.prototype's members.
  return Object.hasOwn(DOCUMENT_TRAITS, type) ? DOCUMENT_TRAITS[type as DocumentType] : null;
}

const typesWhere = (test: (traits: DocumentTraits) => boolean): readonly DocumentType[] =>
  DOCUMENT_TYPES.filter((type) => test(DOCUMENT_TRAITS[type]));

/** The invoices: ours to customers and suppliers' to us. */
export const INVOICE_TYPES = typesWhere((t) => t.invoice);

/** Child types whose totals count as shipped against an invoice (docs/service-behaviour.md, "Links"). */
export const SHIPMENT_TYPES = typesWhere((t) => t.ships);

/**
 * The document types that buy: a supplier's invoice, its delivery note and its services act. Their
 * editors prefill a line's price with the last price the goods were bought at (docs/desktop-app.md,
 * "Lines and VAT"), never with the sale price of the directory.
 */
export const BUYING_TYPES = typesWhere((t) => t.deal === 'purchase');

/** What a customer return may be based on: the sales whose menu makes one. */
export const RETURN_BASIS_TYPES = typesWhere((t) => t.basedOn.documents.includes(CUSTOMER_RETURN_TYPE));

/** The invoice a bank line pays: ours to a customer for money in, a supplier's for money out. */
export function invoiceTypeOf(direction: 'in' | 'out'): DocumentType {
  const deal: Deal = direction === 'in' ? 'sale' : 'purchase';
  const type = DOCUMENT_TYPES.find((t) => DOCUMENT_TRAITS[t].invoice && DOCUMENT_TRAITS[t].deal === deal);
  if (!type) throw new Error(`no invoice type deals as ${deal}`);
  return type;
}

const isOneOf = (list: readonly DocumentType[], type: string) => (list as readonly string[]).includes(type);

/** Whether `type` is an invoice. */
export const isInvoiceType = (type: string): boolean => isOneOf(INVOICE_TYPES, type);

/** Whether `type`'s total counts as shipped against its invoice. */
export const isShipmentType = (type: string): boolean => isOneOf(SHIPMENT_TYPES, type);

/** Whether documents of `type` buy from a supplier. */
export const isBuyingType = (type: string): boolean => isOneOf(BUYING_TYPES, type);

/** Whether `type` may be the basis of a customer return. */
export const isReturnBasisType = (type: string): boolean => isOneOf(RETURN_BASIS_TYPES, type);

/** Whether a document of `type` is the company's own sale or its return: one the customer owes or is owed by. */
export function isOwnSale(type: string): boolean {
  const deal = documentTraitsOf(type)?.deal;
  return deal === 'sale' || deal === 'saleReturn';
}

/** Whether `type` has the printed form `code` beside its main one. */
export const hasExtraForm = (type: string, code: ExtraFormCode): boolean => documentTraitsOf(type)?.extraForms.includes(code) ?? false;
