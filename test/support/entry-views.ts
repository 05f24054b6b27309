import type { Entry, EntryAnalytics } from '../../shared/api/index.js';
import type { ApiClient } from './test-service.js';

/** One side of an entry as a reader of the books writes it: the account and the names of its analytics. */
const side = (account: string | null, a: EntryAnalytics) =>
  [account, ...(['agent', 'contract', 'entity', 'store'] as const).flatMap((k) => (a[k] ? [a[k].name] : []))].join(' ');

/** An entry as a line of text: "361 Покупець / 702 144" and "×4" where a quantity moved. */
export const entryText = (e: Entry): string =>
  `${side(e.debit, e.debitAnalytics)} / ${side(e.credit, e.creditAnalytics)} ${e.amount}${e.qty === null ? '' : ` ×${e.qty}`}`;

/** The entries of a document or payment as the service answers them, as text. */
export async function entriesText(api: ApiClient, uid: string): Promise<string[]> {
  const reply = await api.get(`/document/entries/${uid}`);
  if (reply.status !== 200) throw new Error(`entries of ${uid}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.map(entryText);
}
