import type { Document } from '../../../shared/api/documents.js';
import type { PayDocument } from '../../../shared/api/payments.js';
import type { Freshness } from '../../../shared/ipc/api-contract.js';
import { desktop } from './bridge.js';

/** The largest page of the document indexes (docs/service-behaviour.md, "Limits"). */
const DOC_PAGE = 100;
const MAX_PAGES = 200;

export interface Period {
  from: string;
  to: string;
  agent?: string;
}
export type AllRows<T> = { rows: T[] } & Freshness;

/** Every page of an index; the oldest cached page's time is kept, so offline screens can say "as of". */
async function allOf<T>(read: (offset: number) => Promise<{ data: T[]; totalCount?: number } & Freshness>): Promise<AllRows<T>> {
  const rows: T[] = [];
  let freshness: Freshness = { source: 'live', fetchedAt: new Date().toISOString() };
  for (let page = 0; page < MAX_PAGES; page++) {
    const reply = await read(page * DOC_PAGE);
    rows.push(...reply.data);
    if (reply.source === 'cache' && (freshness.source === 'live' || reply.fetchedAt < freshness.fetchedAt))
      freshness = { source: 'cache', fetchedAt: reply.fetchedAt };
    if (reply.data.length < DOC_PAGE || rows.length >= (reply.totalCount ?? Infinity)) break;
  }
  return { rows, ...freshness };
}

/** Every document of a period (optionally of one agent), without lines. */
export const allDocuments = (period: Period) =>
  allOf<Document>((offset) => desktop['documents.index']({ ...period, pageSize: DOC_PAGE, offset }));
/** Every payment document of a period (optionally of one agent). */
export const allPayments = (period: Period) =>
  allOf<PayDocument>((offset) => desktop['payments.index']({ ...period, pageSize: DOC_PAGE, offset }));
