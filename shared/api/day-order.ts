/**
 * The order of stock moves within a day, one rule for the service's FIFO and the app's drill-down, so the
 * running balance of a position reads the same on both sides.
 */

/** A document number as it sorts: every run of digits padded to 12 places, so `№9` comes before `№10`. */
export function numberSortKey(no: string): string {
  return no.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

/** A move of one position, as far as its place in the order goes. */
export interface DayMove {
  date: string;
  /**
   * Whether the move is a receipt that goes before the day's issues. A manufacture whose product is also
   * its own material in the same store is not: it writes the material off before receiving the product,
   * so the product never feeds its own cost.
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
