import { compareDayMoves, Decimal, postingProfileOf, receivedFirst, roundMoney, type DayMove } from '../../../shared/api/index.js';
import { receiptPieces, type ReceiptSource } from './receipt-pieces.js';

/**
 * The FIFO of one stock position, without a database: events and the batches held before them in,
 * moves and the first shortage out (docs/service-behaviour.md, "Stock and posting"). What a receipt
 * copies from another document comes with it as its `source` (receipt-pieces.ts); reading it, and
 * writing what comes out, is the replay's (replay.ts).
 */

/** One posted line as it moves one position; its place in a day is the shared day order's (DayMove). */
export interface StockEvent extends DayMove {
  direction: 'in' | 'out';
  documentUid: string;
  documentId: number;
  lineUid: string;
  type: string;
  date: string;
  noKey: string;
  linePosition: number;
  entity: string;
  qty: Decimal;
  lineSum: Decimal;
  vatCode: string | null;
  vatInPrice: boolean;
  /** A non-payer's purchase line: its cost with its VAT, fixed when it was posted (receipt-vat.ts); null: its net. */
  costWithVat: Decimal | null;
  agentUid: string | null;
  parentUid: string | null;
  /** A receipt's: where its cost comes from. Needed for every receipt the FIFO reaches. */
  source?: ReceiptSource;
}

/** What is left of one receipt's piece in a position: quantity, cost and supplier. */
export interface Batch {
  qty: Decimal;
  amount: Decimal;
  supplier: string | null;
}

/** A stock move: a receipt (positive) or an issue (negative); `line` is its line's position in its document. */
export interface Move {
  documentUid: string;
  documentId: number;
  line: number;
  date: string;
  supplier: string | null;
  qty: Decimal;
  amount: Decimal;
}

/** The first issue a position cannot cover: its document, its date and what is missing. */
export interface Shortage {
  documentUid: string;
  date: string;
  missing: Decimal;
}

/** Where a position's FIFO starts: its events from `from` on, over the batches held before it (null: from the first event, with none). */
export interface Start {
  from: string | null;
  batches: Batch[];
}

const issueBeforeReceipt = (e: StockEvent) => (e.direction === 'out' ? 0 : 1);

/**
 * Order of events in a position: the day order shared with the app (shared/api/day-order.ts), then
 * within one document its issue before its receipt, then by line.
 */
export function compareEvents(a: StockEvent, b: StockEvent): number {
  return compareDayMoves(a, b) || issueBeforeReceipt(a) - issueBeforeReceipt(b) || a.linePosition - b.linePosition;
}

/**
 * A position's events in FIFO order, the given ones untouched. A receipt of a document that also
 * issues the same goods from the store takes the place the day order gives it (receivedFirst): a
 * manufacture's product of its own material comes after that issue, not with the day's receipts.
 */
export function orderEvents(events: readonly StockEvent[]): StockEvent[] {
  const issuing = new Set(events.filter((e) => e.direction === 'out').map((e) => e.documentUid));
  return events
    .map((e) => {
      if (e.direction !== 'in' || !issuing.has(e.documentUid)) return e;
      const first = receivedFirst(e.type, true);
      return first === e.receivedFirst ? e : { ...e, receivedFirst: first };
    })
    .sort(compareEvents);
}

/** Takes `need` from the oldest batches first; what it could not take is left in `need`. */
function consumeBatches(batches: Batch[], need: Decimal, into: (batch: Batch, qty: Decimal, amount: Decimal) => void): Decimal {
  for (let batch = batches[0]; need.greaterThan(0) && batch; batch = batches[0]) {
    const take = Decimal.min(need, batch.qty);
    // The last unit of a batch takes what is left of its cost, so a zero quantity always has a zero sum.
    const amount = take.equals(batch.qty) ? batch.amount : roundMoney(batch.amount.times(take).dividedBy(batch.qty));
    batch.qty = batch.qty.minus(take);
    batch.amount = batch.amount.minus(amount);
    if (batch.qty.isZero()) batches.shift();
    into(batch, take, amount);
    need = need.minus(take);
  }
  return need;
}

/**
 * The receipts held back until an issue of their day: a customer return of its delivery note's own day
 * comes among the day's receipts, before the note, yet copies the cost the note took (receipt-pieces.ts).
 * Its batches join the queue only after the note's last issue in the position, so the note never takes
 * the very goods returned and the two costs never feed each other, whatever the order of posting.
 * Maps each such receipt (its index in `ordered`) to the index of that issue.
 */
function heldBackReceipts(ordered: readonly StockEvent[]): Map<number, number> {
  const lastIssue = new Map<string, number>();
  ordered.forEach((e, i) => {
    if (e.direction === 'out') lastIssue.set(e.documentUid, i);
  });
  const held = new Map<number, number>();
  ordered.forEach((e, i) => {
    if (e.direction !== 'in' || !e.parentUid || postingProfileOf(e.type)?.receiptCost !== 'note') return;
    const issue = lastIssue.get(e.parentUid);
    if (issue !== undefined && issue > i && ordered[issue]?.date === e.date) held.set(i, issue);
  });
  return held;
}

/**
 * FIFO over one position's events from `start`: receipts become batches at the cost their source
 * gives, issues consume the oldest batches first. The moves come in FIFO order; the shortage is the
 * first issue that found too little, if any (the moves still take what there was); `held` is what
 * the batches of the start and the receipts leave, oldest first.
 */
export function runFifo(events: readonly StockEvent[], start: Start): { moves: Move[]; shortage: Shortage | null; held: Batch[] } {
  const batches: Batch[] = start.batches.map((b) => ({ ...b }));
  const moves: Move[] = [];
  let shortage: Shortage | null = null;
  const ordered = orderEvents(events);
  const heldBack = heldBackReceipts(ordered);
  const waiting = new Map<number, { batch: Batch; move: Move }[]>();
  for (const [index, event] of ordered.entries()) {
    if (start.from !== null && event.date < start.from) continue;
    const base = { documentUid: event.documentUid, documentId: event.documentId, line: event.linePosition, date: event.date };
    if (event.direction === 'in') {
      if (!event.source) throw new Error(`receipt ${event.documentUid}:${event.linePosition} has no cost source`);
      const after = heldBack.get(index);
      for (const piece of receiptPieces(event, event.source)) {
        if (piece.qty.isZero() && piece.amount.isZero()) continue;
        const move = { ...base, supplier: piece.supplier, qty: piece.qty, amount: piece.amount };
        if (after === undefined) {
          batches.push({ ...piece });
          moves.push(move);
        } else waiting.set(after, [...(waiting.get(after) ?? []), { batch: { ...piece }, move }]);
      }
      continue;
    }
    const missing = consumeBatches(batches, event.qty, (batch, qty, amount) =>
      moves.push({ ...base, supplier: batch.supplier, qty: qty.negated(), amount: amount.negated() }),
    );
    if (missing.greaterThan(0) && !shortage) shortage = { documentUid: event.documentUid, date: event.date, missing };
    for (const { batch, move } of waiting.get(index) ?? []) {
      batches.push(batch);
      moves.push(move);
    }
  }
  return { moves, shortage, held: batches };
}
