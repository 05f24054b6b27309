import { HISTORY_KINDS, type HistoryKind, type KindDependence, type UndeletedKind } from '../../shared/api/index.js';

/**
 * Everything the service keeps between requests, and how it learns that what it keeps no longer
 * holds (docs/database.md, "Kinds, counters and dependents"): `counters`, by the counters of the kinds it
 * depends on (change-kinds.ts, `readStamp`), read before the data; `stock stamps`, by the change
 * stamps of the stock rows it was made from (a posting, an unposting or a delete of a document stamps
 * what it writes); `never changes`, what it keeps holds for good; `told`, the writes of this service
 * tell it.
 */
export const SERVICE_CACHES = {
  /** The lists' cached counts of a period and filter (documents/index-pages.ts). */
  listCounts: 'counters',
  /** The lists' rendered pages: their documents with paid and shipped figures, and the names they show. */
  listPages: 'counters',
  /** The names the stock balance shows (reports/balance-rows.ts): stores, goods with their article and unit. */
  balanceNames: 'counters',
  /** What postings read of the company (entries/entry-settings.ts): the chart's analytics, the roles' accounts, VAT. */
  entrySettings: 'counters',
  /** The stock balance's mirrors: the running totals and the latest quarter snapshot (reports/balance-now.ts). */
  balanceMirrors: 'stock stamps',
  /** The balance's rows rendered from the mirrors and the names (replies/). */
  balanceReplies: 'stock stamps',
  /** Each position's FIFO queue as the last posting left it (stock/cached-queues.ts). */
  fifoQueues: 'stock stamps',
  /** The integer keys of stores, goods and agents by uid that committed transactions read (stock/keys.ts). */
  stockKeys: 'never changes',
  /** The documents' list query (documents/read.ts): built statements, no data. */
  documentQueries: 'never changes',
  /** The auth gate's tokens known and revoked (auth-gate.ts), told by `onTokenGiven` and `onTokenRevoked`. */
  authGate: 'told',
} as const satisfies Record<string, 'counters' | 'stock stamps' | 'never changes' | 'told'>;

/** The name of each cache of the service. */
export type ServiceCache = keyof typeof SERVICE_CACHES;

/**
 * For every kind of record the service writes, the caches a write of it may make wrong. Typed over
 * every kind: a new kind fails to compile here until it says who depends on it. A kind whose records
 * may be deleted cannot name the stock keys, which hold for good only because their records never are
 * (`RECORD_KINDS`, shared/api/record-kinds.ts).
 */
export const DEPENDENTS_OF_KIND = {
  // A document's stock moves (stamped); the lists count and show it; a payment or shipment is a parent's paid and shipped figures.
  document: ['listCounts', 'listPages', 'balanceMirrors', 'balanceReplies', 'fifoQueues'],
  payment: ['listCounts', 'listPages'],
  // Manual operations and month closes are in no cached list and move no stock.
  operation: [],
  agent: ['listPages', 'stockKeys'],
  entity: ['balanceNames', 'balanceReplies', 'stockKeys'],
  contract: ['listPages'],
  store: ['listPages', 'balanceNames', 'balanceReplies', 'stockKeys'],
  account: ['entrySettings'],
  accountRole: ['entrySettings'],
  settings: ['entrySettings'],
  // A payment in the list names its money accounts.
  moneyAccount: ['listPages'],
  token: ['authGate'],
} as const satisfies {
  readonly [K in HistoryKind]: readonly (K extends UndeletedKind ? ServiceCache : Exclude<ServiceCache, 'stockKeys'>)[];
};

/** The kinds `cache` depends on, as a dependence over every kind. */
export function dependenceOf(cache: ServiceCache): KindDependence {
  const dependents: Readonly<Record<HistoryKind, readonly ServiceCache[]>> = DEPENDENTS_OF_KIND;
  return Object.fromEntries(HISTORY_KINDS.map((kind) => [kind, dependents[kind].includes(cache)])) as Record<HistoryKind, boolean>;
}
