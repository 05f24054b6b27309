import { isOwnSale } from '../../../../shared/api/document-traits.js';
import type { DocumentType } from '../../../../shared/api/document-types.js';

/**
 * Whether the editor names goods whose VAT code differs from the document's (VatMismatch.tsx): not on
 * a sale of a company that does not pay VAT, which charges none whatever the goods' code says; its
 * purchases keep it, as a supplier's VAT is its cost.
 */
export function namesVatMismatch(type: DocumentType, vatPayer: boolean | null | undefined): boolean {
  return !(vatPayer === false && isOwnSale(type));
}
