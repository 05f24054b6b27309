import type { DocumentType } from '../../../../shared/api/document-types.js';
import { postingProfileOf } from '../../../../shared/api/posting-profiles.js';

/** Whether a document is the company's own sale: an invoice to a customer, or one the customer owes or is owed by (361). */
function isOwnSale(type: DocumentType): boolean {
  return type === 'invoice' || postingProfileOf(type)?.settlement?.account === '361';
}

/**
 * Whether the editor names goods whose VAT code differs from the document's (VatMismatch.tsx): not on
 * a sale of a company that does not pay VAT, which charges none whatever the goods' code says; its
 * purchases keep it, as a supplier's VAT is its cost.
 */
export function namesVatMismatch(type: DocumentType, vatPayer: boolean | null | undefined): boolean {
  return !(vatPayer === false && isOwnSale(type));
}
