import { receivesFromOwnIssues } from './document-types.js';

/**
 * The order of stock moves within a day, one rule for the service's FIFO, its check that a posting
 * comes after every event of its goods, and the app's drill-down, so the running balance of a
 * position reads the same everywhere (docs/service-behaviour.md, "The order of a day's moves").
 */

/** A document number as it sorts: every run of digits padded to 12 places, so `№9` comes before `№10`. */
export function numberSortKey(no: string): string {
  return no.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

/** A move of one position, as far as its place in the order goes. */
export interface DayMove {
  date: string;
  /**
   * Whether the move is a receipt that goes before the day's issues (receivedFirst). A manufacture
   * whose product is also its own material in the same store is not: it writes the material off
   * before receiving the product, so the product never feeds its own cost.
   */
  receivedFirst: boolean;
  /** numberSortKey of the document's number. */
  noKey: string;
  documentUid: string;
}

/** By date; within a date receipts first, then by number, then by document uid. */
export function compareDayMoves(a: DayMove, b: DayMove): number {
  const keys: [string | number, string | number][] = [
    [a.date, b.date],
    [a.receivedFirst ? 0 : 1, b.receivedFirst ? 0 : 1],
    [a.noKey, b.noKey],
    [a.documentUid, b.documentUid],
  ];
  for (const [x, y] of keys) if (x !== y) return x < y ? -1 : 1;
  return 0;
}

/**
 * Whether a receipt of a document of `type` goes with the day's receipts: always, unless the document
 * also issues the same goods from the same store and costs its receipts by its own issues (a
 * manufacture whose product is its own material), whose issues then go first.
 */
export function receivedFirst(type: string, issuesTheSameGoods: boolean): boolean {
  return !(issuesTheSameGoods && receivesFromOwnIssues(type));
}

/** What a document's header says of its moves in one position on its day: whether it receives into its store, whether it issues from it. */
export interface DayDocument {
  date: string;
  noKey: string;
  documentUid: string;
  type: string;
  receives: boolean;
  issues: boolean;
}

/**
 * Every place a document's moves may take in a position, as its events would carry them, each once.
 * The header does not say which goods its lines hold, so a receipt of a document that also issues
 * from the store may take either place (receivedFirst).
 */
export function possibleDayMoves(doc: DayDocument): DayMove[] {
  const places = new Set<boolean>();
  if (doc.receives) {
    places.add(receivedFirst(doc.type, false));
    if (doc.issues) places.add(receivedFirst(doc.type, true));
  }
  // An issue never goes with the day's receipts.
  if (doc.issues) places.add(false);
  return [...places].map((first) => ({ date: doc.date, receivedFirst: first, noKey: doc.noKey, documentUid: doc.documentUid }));
}

/** The move of `moves` that sorts last (compareDayMoves); undefined of none. */
export function latestDayMove(moves: readonly DayMove[]): DayMove | undefined {
  return moves.reduce<DayMove | undefined>((last, m) => (last === undefined || compareDayMoves(m, last) > 0 ? m : last), undefined);
}

/**
 * Whether some move of `other` may sort after some move of `doc` (compareDayMoves): the question a
 * posting asks of each other document before it goes on from where its goods stand (the appended
 * check, server/ledger/stock/appended.ts). Of `other` its latest move is enough.
 */
export function mayComeAfter(other: readonly DayMove[], doc: readonly DayMove[]): boolean {
  return other.some((o) => doc.some((d) => compareDayMoves(o, d) > 0));
}
