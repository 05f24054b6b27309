/**
 * What lies behind a report row, as plain data: which documents of the index moved an entity in
 * a store (and by how much), and which documents and payments an agent had in a period. The
 * document index carries no lines, so the stock drill-down first narrows the index to posted
 * documents that touch the store, then reads the lines of those only. Exact decimals throughout.
 */
import { compareDayMoves, numberSortKey } from '../../../../shared/api/day-order.js';
import { STORES_OF_TYPE, canonicalDocumentType, stockMovesOfLine } from '../../../../shared/api/document-types.js';
import type { Document } from '../../../../shared/api/documents.js';
import { Decimal, parseDecimal, sumDecimals } from '../../../../shared/api/money.js';
import type { PayDocument } from '../../../../shared/api/payments.js';

const dec = (value: unknown) => parseDecimal(value) ?? new Decimal(0);

function storesOf(doc: Pick<Document, 'type'>) {
  const type = canonicalDocumentType(doc.type);
  return type ? STORES_OF_TYPE[type] : { storeIn: false, storeOut: false };
}

/** Posted documents of the index that move stock into or out of this store (their lines are still to be read). */
export function stockCandidates<D extends Pick<Document, 'type' | 'done' | 'storeIn' | 'storeOut'>>(docs: D[], storeUid: string): D[] {
  return docs.filter((doc) => {
    if (doc.done !== true) return false;
    const uses = storesOf(doc);
    return (uses.storeIn && doc.storeIn?.uid === storeUid) || (uses.storeOut && doc.storeOut?.uid === storeUid);
  });
}

/** How much of an entity a loaded document brought into and took out of a store; null when none of its lines is that entity. */
export function entityMovement(
  doc: Pick<Document, 'type' | 'storeIn' | 'storeOut' | 'details'>,
  entityUid: string,
  storeUid: string,
): { in: Decimal; out: Decimal } | null {
  const lines = (doc.details ?? []).filter((line) => line.entity.uid === entityUid);
  if (lines.length === 0) return null;
  const type = canonicalDocumentType(doc.type) ?? '';
  // Which lines move stock which way is the service's own rule (shared/api/document-types.ts).
  const comesIn = lines.filter((line) => doc.storeIn?.uid === storeUid && stockMovesOfLine(type, line.kind).into);
  const goesOut = lines.filter((line) => doc.storeOut?.uid === storeUid && stockMovesOfLine(type, line.kind).outOf);
  if (comesIn.length === 0 && goesOut.length === 0) return null;
  return { in: sumDecimals(comesIn.map((line) => dec(line.qty))), out: sumDecimals(goesOut.map((line) => dec(line.qty))) };
}

export interface StockMove {
  uid: string;
  date: string;
  no: string;
  type: string;
  agent: string;
  in: Decimal;
  out: Decimal;
  balance: Decimal;
}

export interface StockMovesOptions {
  entityUid: string;
  storeUid: string;
}

/** The moves in the service's day order (shared/api/day-order.ts), each with the balance after it, starting from the opening balance. */
export function stockMoves(
  opening: Decimal,
  docs: Pick<Document, 'uid' | 'date' | 'no' | 'type' | 'agent' | 'storeIn' | 'storeOut' | 'details'>[],
  { entityUid, storeUid }: StockMovesOptions,
): StockMove[] {
  const moves: StockMove[] = [];
  let balance = opening;
  const moving = docs.flatMap((doc) => {
    const movement = entityMovement(doc, entityUid, storeUid);
    if (!movement) return [];
    // A receipt goes before the day's issues; a document that also issues the entity here (a manufacture of its own material) does not.
    const receivedFirst = movement.out.isZero() && !movement.in.isZero();
    return [{ doc, movement, order: { date: doc.date, receivedFirst, noKey: numberSortKey(doc.no), documentUid: doc.uid } }];
  });
  moving.sort((a, b) => compareDayMoves(a.order, b.order));
  for (const { doc, movement } of moving) {
    balance = balance.plus(movement.in).minus(movement.out);
    moves.push({ uid: doc.uid, date: doc.date, no: doc.no, type: doc.type, agent: doc.agent?.name ?? '', ...movement, balance });
  }
  return moves;
}

export interface AgentActivity {
  kind: 'document' | 'payment';
  uid: string;
  date: string;
  no: string;
  type: string;
  amount: Decimal;
  done: boolean | undefined;
  status?: string;
}

/** An agent's documents and payments of a period in date order; rows of other agents (a service ignoring the filter) are left out. */
export function agentActivity(agentUid: string, docs: Document[], payments: PayDocument[]): AgentActivity[] {
  const mine = <T extends { agent?: { uid: string } | null }>(rows: T[]) => rows.filter((row) => row.agent?.uid === agentUid);
  const rows: AgentActivity[] = [
    ...mine(docs).map((doc): AgentActivity => ({
      kind: 'document',
      uid: doc.uid,
      date: doc.date,
      no: doc.no,
      type: doc.type,
      amount: dec(doc.total ?? doc.sum),
      done: doc.done,
      status: doc.status,
    })),
    ...mine(payments).map((pay): AgentActivity => ({
      kind: 'payment',
      uid: pay.uid,
      date: pay.date,
      no: pay.no,
      type: pay.type,
      amount: dec(pay.sum),
      done: pay.done,
    })),
  ];
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.no.localeCompare(b.no, 'uk', { numeric: true }));
}
