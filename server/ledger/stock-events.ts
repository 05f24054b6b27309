import { sql } from 'kysely';
import { compareDayMoves, Decimal, type DayMove, ISSUE_TYPES, RECEIPT_TYPES, stockMovesOfLine } from '../../shared/api/index.js';
import { moneyOf, qtyOf } from '../store/minor-units.js';
import { documentId } from './stock-keys.js';
import type { Db } from './types.js';

/** A stock position: one entity in one store. */
export interface Position {
  store: string;
  entity: string;
}

/** Key of a position in maps and sets. */
export const positionKey = (p: Position): string => `${p.store}|${p.entity}`;

/** One posted line as it moves one position; its place in a day is the shared day order's (DayMove). */
export interface StockEvent extends DayMove {
  direction: 'in' | 'out';
  documentUid: string;
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
  agentUid: string | null;
  parentUid: string | null;
}

const issueBeforeReceipt = (e: StockEvent) => (e.direction === 'out' ? 0 : 1);

/**
 * Order of events in a position: the day order shared with the app (shared/api/day-order.ts), then
 * within one document its issue before its receipt, then by line.
 */
export function compareEvents(a: StockEvent, b: StockEvent): number {
  return compareDayMoves(a, b) || issueBeforeReceipt(a) - issueBeforeReceipt(b) || a.linePosition - b.linePosition;
}

/** A document's fields that its events carry. */
const DOCUMENT_FIELDS = [
  'd.uid as document_uid',
  'd.id as document_id',
  'd.type',
  'd.date',
  'd.no_key',
  'd.vat_code',
  'd.vat_in_price',
  'd.agent_uid',
  'd.parent_uid',
  'd.store_in',
  'd.store_out',
] as const;
const LINE_FIELDS = ['l.uid as line_uid', 'e.uid as entity_uid', 'l.position', 'l.kind', 'l.qty', 'l.sum'] as const;

/** Up to this many posted documents from a start on, the events are found through those documents, not through the goods. */
const BY_DOCUMENTS_UP_TO = 250;

/** Whether a stock document's header can move one of `stores` (its lines decide which way). */
function touchesStores(stores: string[]) {
  return sql<boolean>`(
    (d.store_in in (${sql.join(stores)}) and d.type in (${sql.join(RECEIPT_TYPES)}))
    or (d.store_out in (${sql.join(stores)}) and d.type in (${sql.join(ISSUE_TYPES)})))`;
}

/**
 * The posted lines of the positions' goods, with their documents' fields. Two ways to the same
 * rows: a posting on a recent date has a handful of documents after it, and reads their lines; a
 * back-dated one (or a full re-computation) reads every line of the goods and keeps the dates it needs.
 */
async function postedLinesOf(db: Db, stores: string[], entities: string[], from?: string) {
  if (from !== undefined) {
    const documents = await db
      .selectFrom('documents as d')
      .select(DOCUMENT_FIELDS)
      .where('d.done', '=', true)
      .where('d.category', '=', 'document')
      .where('d.date', '>=', from)
      .where(touchesStores(stores))
      .limit(BY_DOCUMENTS_UP_TO + 1)
      .execute();
    if (documents.length <= BY_DOCUMENTS_UP_TO) {
      if (documents.length === 0) return [];
      const byId = new Map(documents.map((d) => [d.document_id, d]));
      const lines = await db
        .selectFrom('document_lines as l')
        .innerJoin('entities as e', 'e.seq', 'l.entity_id')
        .select(['l.document_id', ...LINE_FIELDS])
        .where('l.document_id', 'in', [...byId.keys()])
        .where('e.uid', 'in', entities)
        .where('e.kind', '<>', 'service')
        .execute();
      return lines.map(({ document_id: id, ...line }) => ({ ...(byId.get(id) as (typeof documents)[number]), ...line }));
    }
  }
  let query = db
    .selectFrom('document_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .innerJoin('entities as e', 'e.seq', 'l.entity_id')
    .select([...DOCUMENT_FIELDS, ...LINE_FIELDS])
    .where('d.done', '=', true)
    .where('d.category', '=', 'document')
    .where('e.uid', 'in', entities)
    .where('e.kind', '<>', 'service')
    .where(touchesStores(stores));
  if (from !== undefined) query = query.where('d.date', '>=', from);
  return query.execute();
}

/** The events of several positions, each position's in FIFO order. */
export async function loadEventsOf(db: Db, positions: Position[], from?: string): Promise<Map<string, StockEvent[]>> {
  const byKey = new Map<string, StockEvent[]>(positions.map((p) => [positionKey(p), []]));
  if (positions.length === 0) return byKey;
  const stores = [...new Set(positions.map((p) => p.store))];
  const entities = [...new Set(positions.map((p) => p.entity))];
  for (const r of await postedLinesOf(db, stores, entities, from)) {
    const common = {
      documentUid: r.document_uid,
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
  for (const events of byKey.values()) {
    const selfIssuing = new Set(events.filter((e) => e.direction === 'out' && e.type === 'manufacture').map((e) => e.documentUid));
    // A manufacture product received into the store its own materials of this entity leave comes after that issue.
    for (const e of events) if (e.direction === 'in' && selfIssuing.has(e.documentUid)) e.receivedFirst = false;
    events.sort(compareEvents);
  }
  return byKey;
}

/** The header fields that decide which positions a document's lines move. */
export interface StockDocument {
  type: string;
  store_in: string | null;
  store_out: string | null;
}
/** A document line as far as positions go: its entity, its manufacture kind and the entity's kind. */
export interface StockLine {
  entity_uid: string;
  kind: string | null;
  entity_kind: string;
}

/** The positions that lines of a document move, issues first: receipts that copy an issue's cost then see it already computed. */
export function positionsOfLines(doc: StockDocument, lines: StockLine[]): Position[] {
  const outs: Position[] = [];
  const ins: Position[] = [];
  for (const line of lines) {
    if (line.entity_kind === 'service') continue; // services never move stock
    const moves = stockMovesOfLine(doc.type, line.kind);
    if (moves.outOf && doc.store_out) outs.push({ store: doc.store_out, entity: line.entity_uid });
    if (moves.into && doc.store_in) ins.push({ store: doc.store_in, entity: line.entity_uid });
  }
  return [...outs, ...ins];
}

/** The positions a document's lines move when it is posted or unposted; `header` spares reading it again. */
export async function positionsOfDocument(db: Db, documentUid: string, header?: StockDocument): Promise<Position[]> {
  const doc =
    header ??
    (await db.selectFrom('documents').select(['type', 'store_in', 'store_out']).where('uid', '=', documentUid).executeTakeFirstOrThrow());
  const lines = await db
    .selectFrom('document_lines as l')
    .innerJoin('entities as e', 'e.seq', 'l.entity_id')
    .select(['e.uid as entity_uid', 'l.kind', 'e.kind as entity_kind'])
    .where('l.document_id', '=', documentId(documentUid))
    .execute();
  return positionsOfLines(doc, lines);
}
