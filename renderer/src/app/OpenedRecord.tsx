import { PaymentEditor } from '../features/payments/index.js';
import { closeLink } from '../lib/record-links.js';

export interface OpenedPaymentProps {
  uid: string;
}

/** A payment document opened by a link (`#/payments/<uid>`). */
export function OpenedPayment({ uid }: OpenedPaymentProps) {
  return <PaymentEditor target={{ uid }} onClose={() => closeLink('payments')} />;
}
