/**
 * The name of every record type a report, the history or the dashboard can show, under `recordTypes`:
 * the documents' and payments' names as their editors call them, and the ledger's own records, so no
 * screen shows a raw type code (`renderer/src/lib/record-types.ts` reads them).
 */
import type { DocumentType, OperationType, PaymentType } from '../../../shared/api/document-types.js';
import * as documentsTexts from '../features/documents/texts.js';
import * as paymentsTexts from '../features/payments/texts.js';

export const uk = {
  recordTypes: {
    ...documentsTexts.uk.documents.types,
    ...paymentsTexts.uk.payments.types,
    ledgerOperation: 'Операція, введена вручну',
    monthClose: 'Закриття місяця',
  } satisfies { readonly [T in DocumentType | PaymentType | OperationType]: string },
};

export const en: typeof uk = {
  recordTypes: {
    ...documentsTexts.en.documents.types,
    ...paymentsTexts.en.payments.types,
    ledgerOperation: 'Manual operation',
    monthClose: 'Month close',
  },
};
