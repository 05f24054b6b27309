import {
  LEDGER_OPERATION_TYPE,
  latestDayMove,
  mayComeAfter,
  possibleDayMoves,
  postingProfileOf,
  type DayMove,
} from '../../../shared/api/index.js';

/**
 * The day order (shared/api/day-order.ts) read from documents' headers alone, for the appended check
 * (appended.ts): which moves a document may make in a store on its day, and whether another's may
 * come after them. Every comparison is the day order's own, so the check and the FIFO cannot disagree
 * (test/property/day-order-appended.test.ts).
 */

/** The header fields of a document that decide its place among a day's events. */
export interface DayHeader {
  document_uid: string;
  type: string;
  date: string;
  no_key: string;
  store_in: string | null;
  store_out: string | null;
}

/** The moves a document's events in `stores` may make on its day, from the stores its header names (possibleDayMoves). */
export function dayMovesIn(doc: DayHeader, stores: ReadonlySet<string>): DayMove[] {
  const stock = postingProfileOf(doc.type)?.stock;
  if (!stock) return [];
  // A manual operation names the store of each receipt on its line, none in its header.
  const receivesHere = doc.store_in === null ? doc.type === LEDGER_OPERATION_TYPE : stores.has(doc.store_in);
  return possibleDayMoves({
    date: doc.date,
    noKey: doc.no_key,
    documentUid: doc.document_uid,
    type: doc.type,
    receives: receivesHere && stock.into !== 'none',
    issues: doc.store_out !== null && stores.has(doc.store_out) && stock.outOf !== 'none',
  });
}

/**
 * Whether an event of `other` may come after one of `doc` in a position of `stores`. Of a document
 * whose header names no move there, or one being posted whose header names none, nothing is known
 * but the date: only one of an earlier day is surely before.
 */
export function mayFollow(other: DayHeader, doc: DayHeader, stores: ReadonlySet<string>): boolean {
  const others = dayMovesIn(other, stores);
  const own = dayMovesIn(doc, stores);
  if (others.length === 0 || own.length === 0) return other.date >= doc.date;
  return mayComeAfter(others, own);
}

/** The latest move in `store` of each of `documents` that has one there: what a cached queue keeps of its last day. */
export function latestMovesIn(documents: readonly DayHeader[], store: string): DayMove[] {
  const stores = new Set([store]);
  return documents.flatMap((d) => latestDayMove(dayMovesIn(d, stores)) ?? []);
}

/** How a cached queue's position ends: the date of its last event and the latest move of each document of that day (cached-queues.ts). */
export interface DayEnd {
  lastDate: string;
  lastDay: readonly DayMove[];
}

/** Whether `doc`'s events in `store` come after every event of a position that ends at `end`: no document of the end may come after them. */
export function followsDayEnd(end: DayEnd, doc: DayHeader, store: string): boolean {
  if (end.lastDate > doc.date) return false;
  const own = dayMovesIn(doc, new Set([store]));
  if (own.length === 0) return false;
  return end.lastDate < doc.date || !end.lastDay.some((e) => e.documentUid !== doc.document_uid && mayComeAfter([e], own));
}
