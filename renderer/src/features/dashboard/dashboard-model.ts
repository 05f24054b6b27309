/** The dashboard's lists as plain data, from what the indexes return; exact decimals (money.ts). */
import { canonicalDocumentType } from '../../../../shared/api/document-types.js';
import type { Document } from '../../../../shared/api/documents.js';
import { Decimal, parseDecimal } from '../../../../shared/api/money.js';
import type { PayDocument } from '../../../../shared/api/payments.js';

const dec = (value: unknown) => parseDecimal(value) ?? new Decimal(0);

export interface Unposted {
  kind: 'document' | 'payment';
  uid: string;
  type: string;
  no: string;
  agent: string;
  amount: Decimal;
}

/** Today's documents and payments that are not posted yet, by number. */
export function unpostedOf(docs: Document[], payments: PayDocument[]): Unposted[] {
  return [
    ...docs
      .filter((doc) => doc.done === false)
      .map((doc): Unposted => ({
        kind: 'document',
        uid: doc.uid,
        type: doc.type,
        no: doc.no,
        agent: doc.agent?.name ?? '',
        amount: dec(doc.total ?? doc.sum),
      })),
    ...payments
      .filter((pay) => pay.done === false)
      .map((pay): Unposted => ({
        kind: 'payment',
        uid: pay.uid,
        type: pay.type,
        no: pay.no,
        agent: pay.agent?.name ?? '',
        amount: dec(pay.sum),
      })),
  ].sort((a, b) => a.no.localeCompare(b.no, 'uk', { numeric: true }));
}

export interface AwaitingInvoice {
  uid: string;
  date: string;
  no: string;
  agent: string;
  status: 'awaitingPayment' | 'awaitingShipment';
  total: Decimal;
  left: Decimal;
}

/**
 * Posted invoices still awaiting payment or shipment (the service's own status, docs/service-behaviour.md,
 * "Links"), oldest first, with what is left: unpaid while awaiting payment, unshipped after.
 */
export function awaitingInvoices(docs: Document[]): AwaitingInvoice[] {
  const items: AwaitingInvoice[] = [];
  for (const doc of docs) {
    if (canonicalDocumentType(doc.type) !== 'invoice') continue;
    if (doc.status !== 'awaitingPayment' && doc.status !== 'awaitingShipment') continue;
    const total = dec(doc.total ?? doc.sum);
    const done = doc.status === 'awaitingPayment' ? dec(doc.paid) : dec(doc.shipped);
    items.push({
      uid: doc.uid,
      date: doc.date,
      no: doc.no,
      agent: doc.agent?.name ?? '',
      status: doc.status,
      total,
      left: total.minus(done),
    });
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.no.localeCompare(b.no, 'uk', { numeric: true }));
}
