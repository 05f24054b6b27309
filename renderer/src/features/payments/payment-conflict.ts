/** The payment editor's side of a conflict (docs/desktop-app.md, "Two people on one record"). */
import { toJsonNumber } from '../../../../shared/api/money.js';
import { mergeFields } from '../../lib/record-conflict.js';
import { paymentSum, type PaymentDraft } from './payment-model.js';

/** The fields a user edits on a payment. */
const EDITED = ['type', 'date', 'no', 'agent', 'sum', 'memo', 'parentUid'] as const;

/** A payment draft as the service would return it, so its fields compare and read as the history's do. */
export function recordOfPayment(draft: PaymentDraft): object {
  const sum = paymentSum(draft);
  return {
    type: draft.type,
    date: draft.date,
    no: draft.no,
    agent: draft.agent ? { uid: draft.agent.uid, name: draft.agent.name } : null,
    sum: sum ? toJsonNumber(sum) : draft.sum,
    memo: draft.memo,
    done: draft.done,
  };
}

/** Their payment, with the fields this user changed taken from this user's draft. */
export function mergePayments(loaded: PaymentDraft | null, mine: PaymentDraft, theirs: PaymentDraft): PaymentDraft {
  return mergeFields({ loaded, mine, theirs }, EDITED);
}
