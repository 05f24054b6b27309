import { z } from 'zod';

/** Canonical document type codes (docs/service-behaviour.md, "Document types"). */
export const DOCUMENT_TYPES = [
  'invoice',
  'invoiceIn',
  'waybillOut',
  'waybillIn',
  'billCompleteWork',
  'billCompleteWorkIn',
  'waybillRetIn',
  'waybillRetOut',
  'inventoryMove',
  'inventoryWriteOff',
  'manufacture',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Payment document types. */
export const PAYMENT_TYPES = ['payFromCustomer', 'payToSupplier', 'cashIn', 'cashOut'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const ALIASES: Readonly<Record<string, string>> = Object.freeze({ waybollretout: 'waybillRetOut' });

function canonical<T extends string>(list: readonly T[], raw: string): T | null {
  const key = raw.trim().toLowerCase();
  // Own keys only: a client's "__proto__" or "constructor" must not find Object.prototype's members.
  const aliased = (Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined) ?? key;
  return list.find((t) => t.toLowerCase() === aliased.toLowerCase()) ?? null;
}

/** Canonical code of a document type sent in any letter case (`Invoice` = `invoice`); null when unknown. */
export function canonicalDocumentType(raw: string): DocumentType | null {
  return canonical(DOCUMENT_TYPES, raw);
}

/** A document type as a client sends it; parsed to the canonical code. */
export const DocumentTypeSchema = z.string().transform((raw, ctx): DocumentType => {
  const type = canonicalDocumentType(raw);
  if (type === null) {
    ctx.addIssue({ code: 'custom', message: `unknown document type "${raw}"` });
    return z.NEVER;
  }
  return type;
});

/** A payment type as a client sends it; parsed to the canonical code. */
export const PaymentTypeSchema = z.string().transform((raw, ctx): PaymentType => {
  const type = canonical(PAYMENT_TYPES, raw);
  if (type === null) {
    ctx.addIssue({ code: 'custom', message: `unknown payment type "${raw}"` });
    return z.NEVER;
  }
  return type;
});

/** Invoice statuses derived from posting, payments and shipments. */
export const INVOICE_STATUSES = ['draft', 'awaitingPayment', 'awaitingShipment', 'closed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Which lines of a document move stock one way: none, every line, or the lines of one manufacture kind. */
type MovingLines = 'none' | 'all' | 'product' | 'material';

/**
 * The one rule of which lines move stock where, used by the service's postings and the app's drill-down:
 * `into` the lines received into storeIn, `outOf` the lines issued from storeOut. In a manufacture the
 * products come in and the materials (services among them) go out. Lines of services never move stock.
 */
const STOCK_MOVES: Record<DocumentType, { into: MovingLines; outOf: MovingLines }> = {
  invoice: { into: 'none', outOf: 'none' },
  invoiceIn: { into: 'none', outOf: 'none' },
  waybillOut: { into: 'none', outOf: 'all' },
  waybillIn: { into: 'all', outOf: 'none' },
  billCompleteWork: { into: 'none', outOf: 'none' },
  billCompleteWorkIn: { into: 'none', outOf: 'none' },
  waybillRetIn: { into: 'none', outOf: 'all' },
  waybillRetOut: { into: 'all', outOf: 'none' },
  inventoryMove: { into: 'all', outOf: 'all' },
  inventoryWriteOff: { into: 'none', outOf: 'all' },
  manufacture: { into: 'product', outOf: 'material' },
};

const NO_MOVES = { into: 'none', outOf: 'none' } as const;
const moves = (lines: MovingLines, kind: string | null | undefined) => lines === 'all' || (lines !== 'none' && lines === kind);

/** Whether a line of `kind` (product or material in a manufacture, none elsewhere) in a document of `type` comes into storeIn, goes out of storeOut. */
export function stockMovesOfLine(type: string, kind: string | null | undefined): { into: boolean; outOf: boolean } {
  // Stored types are canonical; anything else moves nothing.
  const rule = Object.hasOwn(STOCK_MOVES, type) ? STOCK_MOVES[type as DocumentType] : NO_MOVES;
  return { into: moves(rule.into, kind), outOf: moves(rule.outOf, kind) };
}

/** Types some of whose lines come into storeIn. */
export const RECEIPT_TYPES = DOCUMENT_TYPES.filter((type) => STOCK_MOVES[type].into !== 'none');
/** Types some of whose lines go out of storeOut. */
export const ISSUE_TYPES = DOCUMENT_TYPES.filter((type) => STOCK_MOVES[type].outOf !== 'none');

/** Which stores a document type uses: it reads storeOut, storeIn, or both. */
export const STORES_OF_TYPE = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => [type, { storeOut: STOCK_MOVES[type].outOf !== 'none', storeIn: STOCK_MOVES[type].into !== 'none' }]),
) as Record<DocumentType, { storeOut: boolean; storeIn: boolean }>;

/** Whether a line of `kind` counts in the default sum of a document of `type`: a manufacture's sum is its products' (docs/service-behaviour.md, "Manufacture"). */
export function countsInDocumentSum(type: string, kind: string | null | undefined): boolean {
  return type !== 'manufacture' || kind === 'product';
}

/** Types that have a counterparty (all but internal stock operations). */
export function usesAgent(type: DocumentType): boolean {
  return !['inventoryMove', 'inventoryWriteOff', 'manufacture'].includes(type);
}

/** Types whose amounts carry VAT (manufacture and internal moves do not). */
export function usesVat(type: DocumentType): boolean {
  return usesAgent(type);
}
