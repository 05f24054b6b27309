import type { DayMove } from '../../../shared/api/index.js';
import type { Money, Qty } from '../../database/minor-units.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';
import { documentsOf, eventsOfLines, linesOfDocuments, type EventDocument } from './events.js';
import type { StockEvent } from './fifo.js';
import { followsDayEnd, latestMovesIn, mayFollow, type DayHeader } from './day-moves.js';
import { cachedQueueOf, type CachedQueue } from './cached-queues.js';
import { positionKey, type Position } from './positions.js';
import { totalsStampsOf } from './positions-sql.js';
import { documentsMoving, positionKeys, positionOf, positionsIn } from './stored-moves.js';

/**
 * Whether a document just posted comes after every posted event of its positions, so that their
 * re-computation only adds its own events (replay.ts), and what is known of those positions' ends:
 * the queues cached by the postings before it (cached-queues.ts), else the documents that move them from
 * its date on.
 */

/** A line's fields as its events carry them (LINE_FIELDS), with its goods' kind. */
export interface PostedLine {
  line_uid: string;
  entity_uid: string;
  entity_kind: string;
  position: number;
  kind: 'product' | 'material' | null;
  qty: Qty;
  sum: Money;
  cost_with_vat: Money | null;
}

/** A document being posted as its posting read it: its header and its lines (posting-rules.ts). */
export interface PostedDocument {
  header: EventDocument;
  lines: readonly PostedLine[];
}

/** The documents of `doc`'s day among `documents`. */
const sameDayAs = (doc: DayHeader, documents: readonly DayHeader[]) => documents.filter((d) => d.date === doc.date);

/** A position where a document just posted comes after every posted event (eventsAppendedBy). */
export interface AppendedPosition {
  /** The document's own events of the position. */
  events: StockEvent[];
  /** The position's cached queue when one holds (cached-queues.ts): its FIFO goes on from it. */
  cached?: CachedQueue;
  /** The latest move of each document that may have events of the position on the document's day, itself included. */
  lastDay: readonly DayMove[];
}

/** The `positions` a document changes, and where it stands (`from`: its date, uid and what was posted). */
export interface AppendedSearch {
  positions: Position[];
  from: { date: string; uid: string; posted?: PostedDocument };
}

/**
 * The positions where a document just posted (`from.uid`) comes last, with its own events: no other
 * posted event of the position comes after them, so every stored move stays as it is and the
 * position's re-computation only adds the document's (replay.ts). A position with a cached queue
 * knows its last day's documents; for the others, of the documents that move them from its date on,
 * only the lines of those that may come after it are read, none at all in the usual case of a
 * document of today.
 */
export async function eventsAppendedBy(
  db: Db,
  context: CompanyContext,
  { positions, from }: AppendedSearch,
): Promise<Map<string, AppendedPosition>> {
  const appended = new Map<string, AppendedPosition>();
  if (positions.length === 0) return appended;
  const keys = await positionKeys(db, context, positions);
  const totals = await totalsStampsOf(db, positionsIn(positions, keys));
  const totalsOf = new Map(totals.map((t) => [positionKey(positionOf(keys, t)), t]));
  const cached = new Map<string, CachedQueue>();
  for (const p of positions) {
    const queue = cachedQueueOf(db, context, { key: positionKey(p), totals: totalsOf.get(positionKey(p)) });
    if (queue) cached.set(positionKey(p), queue);
  }
  const unknown = positions.filter((p) => !cached.has(positionKey(p)));
  const entities = [...new Set(positions.map((p) => p.entity))];
  let doc: EventDocument;
  let documents: EventDocument[];
  let lines: Awaited<ReturnType<typeof linesOfDocuments>>;
  if (unknown.length === 0 && from.posted) {
    // Every position has its queue: only the document's own lines count, and posting has read them.
    doc = from.posted.header;
    documents = [doc];
    const wanted = new Set(entities);
    lines = from.posted.lines
      .filter((l) => l.entity_kind !== 'service' && wanted.has(l.entity_uid))
      .map((l) => ({
        ...doc,
        line_uid: l.line_uid,
        entity_uid: l.entity_uid,
        position: l.position,
        kind: l.kind,
        qty: l.qty,
        sum: l.sum,
        cost_with_vat: l.cost_with_vat,
      }));
  } else {
    const moving = unknown.length === 0 ? [] : await documentsMoving(db, context, { positions: unknown, from: from.date });
    documents = await documentsOf(db, { date: from.date, ids: moving, uid: from.uid });
    const found = documents.find((d) => d.document_uid === from.uid);
    if (!found) return appended;
    doc = found;
    const later = documents.filter((d) => d !== found && mayFollow(d, found, new Set(unknown.map((p) => p.store))));
    lines = await linesOfDocuments(db, [doc, ...later], entities);
  }
  const storeOf = new Map(positions.map((p) => [positionKey(p), p.store]));
  for (const [key, events] of eventsOfLines(positions, lines)) {
    const own = events.filter((e) => e.documentUid === from.uid);
    if (own.length === 0) continue;
    const queue = cached.get(key);
    if (!queue) {
      if (own.length === events.length)
        appended.set(key, { events: own, lastDay: latestMovesIn(sameDayAs(doc, documents), storeOf.get(key) as string) });
      continue;
    }
    const store = storeOf.get(key) as string;
    if (!followsDayEnd(queue, doc, store)) continue;
    const sameDay = queue.lastDate === doc.date ? queue.lastDay.filter((e) => e.documentUid !== from.uid) : [];
    appended.set(key, { events: own, cached: queue, lastDay: [...sameDay, ...latestMovesIn([doc], store)] });
  }
  return appended;
}
