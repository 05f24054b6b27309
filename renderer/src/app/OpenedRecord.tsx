import { PaymentEditor } from '../features/payments/index.js';
import { closeLink } from '../lib/record-links.js';

/** A payment document opened by a link (`#/payments/<uid>`). */
export function OpenedPayment({ uid }: { uid: string }) {
  return <PaymentEditor target={{ uid }} onClose={() => closeLink('payments')} />;
}
