import type { Document } from '../../../shared/api/documents.js';
import type { PayDocument } from '../../../shared/api/payments.js';
import { desktop } from './bridge.js';
import { readEveryPage } from './every-page.js';

/** The largest page of the document indexes (docs/service-behaviour.md, "Limits"). */
const DOC_PAGE = 100;
const MAX_PAGES = 200;

export interface Period {
  from: string;
  to: string;
  agent?: string;
}
const PAGES = { pageSize: DOC_PAGE, maxPages: MAX_PAGES };

/** Every document of a period (optionally of one agent), without lines; the oldest cached page says "as of". */
export const allDocuments = (period: Period) =>
  readEveryPage<Document>((offset) => desktop['documents.index']({ ...period, pageSize: DOC_PAGE, offset }), PAGES);
/** Every payment document of a period (optionally of one agent). */
export const allPayments = (period: Period) =>
  readEveryPage<PayDocument>((offset) => desktop['payments.index']({ ...period, pageSize: DOC_PAGE, offset }), PAGES);
