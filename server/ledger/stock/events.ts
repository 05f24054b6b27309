import { isExpression, sql, type RawBuilder } from 'kysely';
import { ISSUE_TYPES, LEDGER_OPERATION_TYPE, postingProfileOf, RECEIPT_TYPES, stockMovesOfLine } from '../../../shared/api/index.js';
import { DOCUMENT_FIELDS, LINE_FIELDS } from './event-fields.js';
import { operationStockLines } from './operation-events.js';
import { moneyOf, qtyOf, type Money, type Qty } from '../../store/minor-units.js';
import type { StockEvent } from './fifo.js';
import { positionKey, positionsOfLines, type Position, type StockDocument } from './positions.js';
import { documentId } from './keys.js';
import { keptQueueOf, type DayEvent, type KeptQueue } from './kept-queues.js';
import { documentsMoving, positionKeys, positionOf, positionsIn } from './stored-moves.js';
import type { CompanyContext } from '../context.js';
import type { Db } from '../types.js';

/** Whether a stock document's header can move one of `stores` (its lines decide which way). */
function touchesStores(stores: string[]) {
  return sql<boolean>`(
    (d.store_in in (${sql.join(stores)}) and d.type in (${sql.join(RECEIPT_TYPES)}))
    or (d.store_out in (${sql.join(stores)}) and d.type in (${sql.join(ISSUE_TYPES)})))`;
}

/** Documents (or their lines) read per statement by their keys. */
const BY_KEYS_CHUNK = 2000;

/**
 * Where a re-computation starts, and the documents that move its positions from there on: every
 * posted event has stored moves, so they are the documents of the positions' stored moves from the
 * start on (`ids`) and a document just posted (`uid`), which has none yet (docs/performance.md,
 * "How the service meets them").
 */
export interface EventsFrom {
  date: string;
  /** Their keys, or a statement that selects them. */
  ids: Iterable<number> | RawBuilder<number>;
  uid?: string;
}

/** The documents of `from` that are posted stock documents (or manual operations) dated from its start on. */
async function documentsOf(db: Db, from: EventsFrom) {
  const posted = (keys: number[] | RawBuilder<number> | null, uid: string | undefined) =>
    db
      .selectFrom('documents as d')
      .select(DOCUMENT_FIELDS)
      .where('d.done', '=', true)
      .where('d.category', 'in', ['document', 'operation'])
      .where('d.date', '>=', from.date)
      .where((eb) =>
        eb.or([
          ...(keys === null ? [] : [eb('d.id', 'in', Array.isArray(keys) ? keys : sql<number>`(${keys})`)]),
          ...(uid === undefined ? [] : [eb('d.uid', '=', uid)]),
        ]),
      )
      .execute();
  if (isExpression(from.ids)) return posted(from.ids, from.uid);
  const ids = [...new Set(from.ids)];
  if (ids.length === 0) return from.uid === undefined ? [] : posted(null, from.uid);
  const documents = [];
  // The document just posted is asked for with the first keys.
  for (let i = 0; i < ids.length; i += BY_KEYS_CHUNK)
    documents.push(...(await posted(ids.slice(i, i + BY_KEYS_CHUNK), i === 0 ? from.uid : undefined)));
  return documents;
}
type EventDocument = Awaited<ReturnType<typeof documentsOf>>[number];

/** A line's fields as its events carry them (LINE_FIELDS), with its goods' kind. */
export interface PostedLine {
  line_uid: string;
  entity_uid: string;
  entity_kind: string;
  position: number;
  kind: 'product' | 'material' | null;
  qty: Qty;
  sum: Money;
}

/** A document being posted as its posting read it: its header and its lines (posting-rules.ts). */
export interface PostedDocument {
  header: EventDocument;
  lines: readonly PostedLine[];
}

/** The lines of `documents` that move stock of `entities`, each with its document's fields. */
async function linesOfDocuments(db: Db, documents: EventDocument[], entities: string[]) {
  const byId = new Map(documents.map((d) => [d.document_id, d]));
  const ids = [...byId.keys()];
  const lines = [];
  for (let i = 0; i < ids.length; i += BY_KEYS_CHUNK)
    lines.push(
      ...(await db
        .selectFrom('document_lines as l')
        .innerJoin('entities as e', 'e.id', 'l.entity_id')
        .select(['l.document_id', ...LINE_FIELDS])
        .where('l.document_id', 'in', ids.slice(i, i + BY_KEYS_CHUNK))
        .where('e.uid', 'in', entities)
        .where('e.kind', '<>', 'service')
        .execute()),
    );
  const operations = documents.filter((d) => d.type === LEDGER_OPERATION_TYPE).map((d) => d.document_id);
  const ofOperations = await operationStockLines(db, entities, { ids: operations });
  const ofDocuments = lines.map((line) => {
    const d = byId.get(line.document_id) as EventDocument;
    return {
      document_uid: d.document_uid,
      document_id: d.document_id,
      type: d.type,
      date: d.date,
      no_key: d.no_key,
      vat_code: d.vat_code,
      vat_in_price: d.vat_in_price,
      agent_uid: d.agent_uid,
      parent_uid: d.parent_uid,
      store_in: d.store_in,
      store_out: d.store_out,
      line_uid: line.line_uid,
      entity_uid: line.entity_uid,
      position: line.position,
      kind: line.kind,
      qty: line.qty,
      sum: line.sum,
    };
  });
  return [...ofDocuments, ...ofOperations];
}

/**
 * The posted lines of the positions' goods, with their documents' fields: from a start on, the
 * lines of the documents that move them there (EventsFrom); from their first events (a full
 * re-computation, which does not go by the stored moves) every line of the goods.
 */
async function postedLinesOf(db: Db, stores: string[], entities: string[], from?: EventsFrom) {
  if (from) return linesOfDocuments(db, await documentsOf(db, from), entities);
  const ofDocuments = await db
    .selectFrom('document_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select([...DOCUMENT_FIELDS, ...LINE_FIELDS])
    .where('d.done', '=', true)
    .where('d.category', '=', 'document')
    .where('e.uid', 'in', entities)
    .where('e.kind', '<>', 'service')
    .where(touchesStores(stores))
    .execute();
  return [...ofDocuments, ...(await operationStockLines(db, entities, { stores }))];
}

/** Each position's events among posted lines (runFifo puts them in FIFO order). */
function eventsOfLines(positions: Position[], lines: Awaited<ReturnType<typeof postedLinesOf>>): Map<string, StockEvent[]> {
  const byKey = new Map<string, StockEvent[]>(positions.map((p) => [positionKey(p), []]));
  for (const r of lines) {
    const common = {
      documentUid: r.document_uid,
      documentId: Number(r.document_id),
      lineUid: r.line_uid,
      type: r.type,
      date: r.date,
      noKey: r.no_key,
      linePosition: r.position,
      entity: r.entity_uid,
      qty: qtyOf(r.qty),
      lineSum: moneyOf(r.sum),
      vatCode: r.vat_code,
      vatInPrice: r.vat_in_price,
      agentUid: r.agent_uid,
      parentUid: r.parent_uid,
    };
    const moves = stockMovesOfLine(r.type, r.kind);
    const receives = moves.into && r.store_in !== null ? byKey.get(positionKey({ store: r.store_in, entity: r.entity_uid })) : undefined;
    const issues = moves.outOf && r.store_out !== null ? byKey.get(positionKey({ store: r.store_out, entity: r.entity_uid })) : undefined;
    if (receives) receives.push({ ...common, direction: 'in', receivedFirst: true });
    if (issues) issues.push({ ...common, direction: 'out', receivedFirst: false });
  }
  return byKey;
}

/** The events of several positions: from a start on (EventsFrom), or all of them. */
export async function loadEventsOf(db: Db, positions: Position[], from?: EventsFrom): Promise<Map<string, StockEvent[]>> {
  if (positions.length === 0) return new Map();
  const stores = [...new Set(positions.map((p) => p.store))];
  const entities = [...new Set(positions.map((p) => p.entity))];
  return eventsOfLines(positions, await postedLinesOf(db, stores, entities, from));
}

/** The header fields of a document that decide its place among a day's events. */
interface DayDocument {
  document_uid: string;
  type: string;
  date: string;
  no_key: string;
  store_in: string | null;
  store_out: string | null;
}

/**
 * The places within its day that a document's events in `stores` can take (compareDayMoves): 0 for
 * a receipt, which comes before the day's issues, 1 for an issue, and for a manufacture's product
 * also 1 (it follows its own materials of the same goods).
 */
function dayPlaces(doc: DayDocument, stores: Set<string>): number[] {
  const places: number[] = [];
  const stock = postingProfileOf(doc.type)?.stock;
  if (!stock) return places;
  // A manual operation names the store of each receipt on its line, none in its header.
  const receivesHere = doc.store_in === null ? doc.type === LEDGER_OPERATION_TYPE : stores.has(doc.store_in);
  if (receivesHere && stock.into !== 'none') {
    places.push(0);
    if (doc.type === 'manufacture') places.push(1);
  }
  if (doc.store_out !== null && stores.has(doc.store_out) && stock.outOf !== 'none') places.push(1);
  return places;
}

/** Whether an event of `other`, numbered as it is and at its latest place, can come after one of `doc` at `earliest` in the same day. */
function followsInDay(other: DayEvent, doc: DayDocument, earliest: number): boolean {
  const numberedBefore = other.noKey < doc.no_key || (other.noKey === doc.no_key && other.uid < doc.document_uid);
  return numberedBefore ? other.latest > earliest : other.latest >= earliest;
}

/** Whether an event of `other` can come after one of `doc` in the same position of `stores` (compareDayMoves). */
function mayFollow(other: DayDocument, doc: DayDocument, stores: Set<string>): boolean {
  if (other.date !== doc.date) return other.date > doc.date;
  const places = dayPlaces(other, stores);
  if (places.length === 0) return true;
  return followsInDay(
    { uid: other.document_uid, noKey: other.no_key, latest: Math.max(...places) },
    doc,
    Math.min(...dayPlaces(doc, stores)),
  );
}

/** The documents of a day that have a place in `store`, as a kept queue keeps them; those with none have no event there. */
function dayEventsIn(documents: readonly DayDocument[], store: string): DayEvent[] {
  const stores = new Set([store]);
  const events: DayEvent[] = [];
  for (const d of documents) {
    const places = dayPlaces(d, stores);
    if (places.length > 0) events.push({ uid: d.document_uid, noKey: d.no_key, latest: Math.max(...places) });
  }
  return events;
}

/** The documents of `doc`'s day among `documents`. */
const sameDayAs = (doc: DayDocument, documents: readonly DayDocument[]) => documents.filter((d) => d.date === doc.date);

/** A position where a document just posted comes after every posted event (eventsAppendedBy). */
export interface AppendedPosition {
  /** The document's own events of the position. */
  events: StockEvent[];
  /** The position's kept queue when one holds (kept-queues.ts): its FIFO goes on from it. */
  kept?: KeptQueue;
  /** The documents that may have events of the position on the document's day, itself included. */
  lastDay: readonly DayEvent[];
}

/**
 * The positions where a document just posted (`from.uid`) comes last, with its own events: no other
 * posted event of the position comes after them, so every stored move stays as it is and the
 * position's re-computation only adds the document's (replay.ts). A position with a kept queue
 * knows its last day's documents; for the others, of the documents that move them from its date on,
 * only the lines of those that may come after it are read, none at all in the usual case of a
 * document of today.
 */
export async function eventsAppendedBy(
  db: Db,
  context: CompanyContext,
  positions: Position[],
  from: { date: string; uid: string; posted?: PostedDocument },
): Promise<Map<string, AppendedPosition>> {
  const appended = new Map<string, AppendedPosition>();
  if (positions.length === 0) return appended;
  const keys = await positionKeys(db, context, positions);
  const { rows: totals } = await sql<{
    store_id: number;
    entity_id: number;
    change: number;
  }>`select store_id, entity_id, change from stock_totals where ${positionsIn(positions, keys)}`.execute(db);
  const totalsOf = new Map(totals.map((t) => [positionKey(positionOf(keys, t)), t]));
  const kept = new Map<string, KeptQueue>();
  for (const p of positions) {
    const queue = keptQueueOf(db, context, positionKey(p), totalsOf.get(positionKey(p)));
    if (queue) kept.set(positionKey(p), queue);
  }
  const unknown = positions.filter((p) => !kept.has(positionKey(p)));
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
      .map((l) => ({ ...doc, line_uid: l.line_uid, entity_uid: l.entity_uid, position: l.position, kind: l.kind, qty: l.qty, sum: l.sum }));
  } else {
    const moving = unknown.length === 0 ? [] : await documentsMoving(db, context, unknown, from.date);
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
    const queue = kept.get(key);
    if (!queue) {
      if (own.length === events.length)
        appended.set(key, { events: own, lastDay: dayEventsIn(sameDayAs(doc, documents), storeOf.get(key) as string) });
      continue;
    }
    if (queue.lastDate > doc.date) continue;
    const store = storeOf.get(key) as string;
    const sameDay = queue.lastDate === doc.date ? queue.lastDay.filter((e) => e.uid !== from.uid) : [];
    const earliest = Math.min(...dayPlaces(doc, new Set([store])));
    if (sameDay.some((e) => followsInDay(e, doc, earliest))) continue;
    appended.set(key, { events: own, kept: queue, lastDay: [...sameDay, ...dayEventsIn([doc], store)] });
  }
  return appended;
}

/** The positions a document's lines move when it is posted or unposted; `header` spares reading it again. */
export async function positionsOfDocument(db: Db, documentUid: string, header?: StockDocument): Promise<Position[]> {
  const doc =
    header ??
    (await db.selectFrom('documents').select(['type', 'store_in', 'store_out']).where('uid', '=', documentUid).executeTakeFirstOrThrow());
  const lines = await db
    .selectFrom('document_lines as l')
    .innerJoin('entities as e', 'e.id', 'l.entity_id')
    .select(['e.uid as entity_uid', 'l.kind', 'e.kind as entity_kind'])
    .where('l.document_id', '=', documentId(documentUid))
    .execute();
  return positionsOfLines(doc, lines);
}
