/** What other features use of payments: the documents editor pays an invoice and lists its payments. */
export { PaymentEditor } from './PaymentEditor.js';
export { paymentForInvoice } from './payment-model.js';
export type { PaymentTarget } from './use-payment-editor.js';
export { useInvoicesOf } from './use-payments.js';
