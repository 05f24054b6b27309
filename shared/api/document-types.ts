import { z } from 'zod';
import { DOCUMENT_PROFILES, postingProfileOf, type MovingLines } from './posting-profiles.js';

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

/**
 * Payment document types: a customer's and a supplier's payment by bank and by cash, refunds both
 * ways, other money out and in, and a transfer between our own money accounts
 * (docs/service-behaviour.md, "Payment types").
 */
export const PAYMENT_TYPES = [
  'payFromCustomer',
  'payToSupplier',
  'cashIn',
  'cashOut',
  'refundFromSupplier',
  'refundToCustomer',
  'otherOut',
  'otherIn',
  'transfer',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Types of the ledger's own records, stored with category `operation`: a manual operation and a month's close. */
export const OPERATION_TYPES = ['ledgerOperation', 'monthClose'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

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

const moves = (lines: MovingLines, kind: string | null | undefined) => lines === 'all' || (lines !== 'none' && lines === kind);

/** Whether a line of `kind` (product or material in a manufacture, none elsewhere) in a document of `type` comes into storeIn, goes out of storeOut. */
export function stockMovesOfLine(type: string, kind: string | null | undefined): { into: boolean; outOf: boolean } {
  // Stored types are canonical; anything else (a payment among them) moves nothing.
  const rule = postingProfileOf(type)?.stock;
  return rule ? { into: moves(rule.into, kind), outOf: moves(rule.outOf, kind) } : { into: false, outOf: false };
}

/** Types some of whose lines come into storeIn. */
export const RECEIPT_TYPES = DOCUMENT_TYPES.filter((type) => DOCUMENT_PROFILES[type].stock.into !== 'none');
/** Types some of whose lines go out of storeOut. */
export const ISSUE_TYPES = DOCUMENT_TYPES.filter((type) => DOCUMENT_PROFILES[type].stock.outOf !== 'none');

/** Which stores a document type uses: it reads storeOut, storeIn, or both. */
export const STORES_OF_TYPE = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => [
    type,
    { storeOut: DOCUMENT_PROFILES[type].stock.outOf !== 'none', storeIn: DOCUMENT_PROFILES[type].stock.into !== 'none' },
  ]),
) as Record<DocumentType, { storeOut: boolean; storeIn: boolean }>;

/** Whether a line of `kind` counts in the default sum of a document of `type`: a manufacture's sum is its products' (docs/service-behaviour.md, "Manufacture"). */
export function countsInDocumentSum(type: string, kind: string | null | undefined): boolean {
  return !linesHaveKinds(type) || kind === 'product';
}

const KINDS_OF_LINES: readonly MovingLines[] = ['product', 'material'];

/**
 * Whether each line of a document of `type` is a product or a material (a manufacture): its stock rule
 * moves lines by their kind. The service requires the kind; the editor shows the two tables.
 */
export function linesHaveKinds(type: string): boolean {
  const rule = postingProfileOf(type)?.stock;
  return rule ? KINDS_OF_LINES.includes(rule.into) || KINDS_OF_LINES.includes(rule.outOf) : false;
}

/** Whether a document of `type` takes every line out of one store into another (a move), so the two must differ. */
export function movesBetweenStores(type: string): boolean {
  const rule = postingProfileOf(type)?.stock;
  return rule?.into === 'all' && rule.outOf === 'all';
}

/** Whether the receipts of `type` are costed by its own issues of materials (a manufacture), so its issues go first. */
export function receivesFromOwnIssues(type: string): boolean {
  return postingProfileOf(type)?.receiptCost === 'materials';
}

/** Types that have a counterparty (all but internal stock operations). */
export function usesAgent(type: DocumentType): boolean {
  return DOCUMENT_PROFILES[type].agent;
}

/** Types whose amounts carry VAT (manufacture and internal moves do not). */
export function usesVat(type: DocumentType): boolean {
  return DOCUMENT_PROFILES[type].vat;
}
