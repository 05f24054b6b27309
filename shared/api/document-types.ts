import { z } from 'zod';

/** Canonical document type codes (DESIGN §3 "Document types"). */
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
  const aliased = Object.hasOwn(ALIASES, key) ? ALIASES[key] : key;
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

/** Which stores a document type uses: it reads storeOut, storeIn, or both. */
export const STORES_OF_TYPE: Record<DocumentType, { storeOut: boolean; storeIn: boolean }> = {
  invoice: { storeOut: false, storeIn: false },
  invoiceIn: { storeOut: false, storeIn: false },
  waybillOut: { storeOut: true, storeIn: false },
  waybillIn: { storeOut: false, storeIn: true },
  billCompleteWork: { storeOut: false, storeIn: false },
  billCompleteWorkIn: { storeOut: false, storeIn: false },
  waybillRetIn: { storeOut: true, storeIn: false },
  waybillRetOut: { storeOut: false, storeIn: true },
  inventoryMove: { storeOut: true, storeIn: true },
  inventoryWriteOff: { storeOut: true, storeIn: false },
  manufacture: { storeOut: true, storeIn: true },
};

/** Types that have a counterparty (all but internal stock operations). */
export function usesAgent(type: DocumentType): boolean {
  return !['inventoryMove', 'inventoryWriteOff', 'manufacture'].includes(type);
}

/** Types whose amounts carry VAT (manufacture and internal moves do not). */
export function usesVat(type: DocumentType): boolean {
  return usesAgent(type);
}
