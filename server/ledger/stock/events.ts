import { expressionBuilder, isExpression, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { ISSUE_TYPES, LEDGER_OPERATION_TYPE, RECEIPT_TYPES, receivedFirst, stockMovesOfLine } from '../../../shared/api/index.js';
import { DOCUMENT_FIELDS, LINE_FIELDS } from './event-fields.js';
import { operationStockLines } from './operation-events.js';
import { moneyOf, qtyOf } from '../../database/minor-units.js';
import type { StockEvent } from './fifo.js';
import { positionKey, positionsOfLines, type Position, type StockDocument } from './positions.js';
import { documentId } from './keys.js';
import type { Database } from '../../database/schema.js';
import type { Db } from '../types.js';

/** Whether a stock document's header can move one of `stores` (its lines decide which way). */
function touchesStores(stores: string[]): Expression<SqlBool> {
  const eb = expressionBuilder<{ d: Database['documents'] }, 'd'>();
  return eb.or([
    eb.and([eb('d.store_in', 'in', stores), eb('d.type', 'in', RECEIPT_TYPES)]),
    eb.and([eb('d.store_out', 'in', stores), eb('d.type', 'in', ISSUE_TYPES)]),
  ]);
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
export async function documentsOf(db: Db, from: EventsFrom) {
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
export type EventDocument = Awaited<ReturnType<typeof documentsOf>>[number];

/** The lines of `documents` that move stock of `entities`, each with its document's fields. */
export async function linesOfDocuments(db: Db, documents: EventDocument[], entities: string[]) {
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
      cost_with_vat: line.cost_with_vat,
    };
  });
  return [...ofDocuments, ...ofOperations];
}

/**
 * The posted lines of the positions' goods, with their documents' fields: from a start on, the
 * lines of the documents that move them there (EventsFrom); from their first events (a full
 * re-computation, which does not go by the stored moves) every line of the goods.
 */
async function postedLinesOf(db: Db, { stores, entities, from }: { stores: string[]; entities: string[]; from?: EventsFrom | undefined }) {
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
export function eventsOfLines(positions: Position[], lines: Awaited<ReturnType<typeof postedLinesOf>>): Map<string, StockEvent[]> {
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
      costWithVat: r.cost_with_vat === null ? null : moneyOf(r.cost_with_vat),
      agentUid: r.agent_uid,
      parentUid: r.parent_uid,
    };
    const moves = stockMovesOfLine(r.type, r.kind);
    const receives = moves.into && r.store_in !== null ? byKey.get(positionKey({ store: r.store_in, entity: r.entity_uid })) : undefined;
    const issues = moves.outOf && r.store_out !== null ? byKey.get(positionKey({ store: r.store_out, entity: r.entity_uid })) : undefined;
    // Whether it also issues the same goods is known once the position's events are together (orderEvents).
    if (receives) receives.push({ ...common, direction: 'in', receivedFirst: receivedFirst(r.type, false) });
    if (issues) issues.push({ ...common, direction: 'out', receivedFirst: false });
  }
  return byKey;
}

/** The events of several positions: from a start on (EventsFrom), or all of them. */
export async function loadEventsOf(db: Db, positions: Position[], from?: EventsFrom): Promise<Map<string, StockEvent[]>> {
  if (positions.length === 0) return new Map();
  const stores = [...new Set(positions.map((p) => p.store))];
  const entities = [...new Set(positions.map((p) => p.entity))];
  return eventsOfLines(positions, await postedLinesOf(db, { stores, entities, from }));
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
