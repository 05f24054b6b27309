import { Decimal, numberSortKey } from '../../../../../shared/api/index.js';
import type { Batch, Move, Shortage, StockEvent } from '../../../../../server/ledger/stock/fifo.js';
import type { Piece, ReceiptSource } from '../../../../../server/ledger/stock/receipt-pieces.js';

/** How a table case names an event: document, date, quantity, and what else it needs. */
interface EventSpec {
  doc: string;
  date: string;
  qty: string;
  /** The document's number (default: the digits of `doc`). */
  no?: string;
  line?: number;
  type?: string;
  lineSum?: string;
  vatCode?: string;
  vatInPrice?: boolean;
  /** A non-payer's purchase line: its cost with VAT, as posting fixed it. */
  costWithVat?: string;
  agent?: string;
  parent?: string;
}

const documentIds = new Map<string, number>();
const idOf = (doc: string) => documentIds.get(doc) ?? documentIds.set(doc, documentIds.size + 1).get(doc)!;

function event(direction: 'in' | 'out', spec: EventSpec, source?: ReceiptSource): StockEvent {
  const line = spec.line ?? 1;
  return {
    direction,
    documentUid: spec.doc,
    documentId: idOf(spec.doc),
    lineUid: `${spec.doc}/${line}`,
    type: spec.type ?? (direction === 'in' ? 'waybillIn' : 'waybillOut'),
    date: spec.date,
    noKey: numberSortKey(spec.no ?? spec.doc.replace(/\D/g, '')),
    receivedFirst: direction === 'in',
    linePosition: line,
    entity: 'goods',
    qty: new Decimal(spec.qty),
    lineSum: new Decimal(spec.lineSum ?? '0'),
    vatCode: spec.vatCode ?? null,
    vatInPrice: spec.vatInPrice ?? false,
    costWithVat: spec.costWithVat === undefined ? null : new Decimal(spec.costWithVat),
    agentUid: spec.agent ?? null,
    parentUid: spec.parent ?? null,
    ...(source ? { source } : {}),
  };
}

/** A bought receipt: its cost is its line's sum (net of VAT). */
export const bought = (spec: EventSpec & { lineSum: string }) => event('in', spec, { from: 'line' });
/** A receipt of a move between stores: it copies what its issue took. */
export const moved = (spec: EventSpec, consumed: Piece[]) => event('in', { type: 'inventoryMove', ...spec }, { from: 'issue', consumed });
/** A customer return, linked to a note (its date and what it took of the goods) or not, with the unit cost on its line or none. */
export const returned = (spec: EventSpec, note: { date: string; consumed: Piece[] } | null, unitCost: string | null = null) =>
  event('in', { type: 'waybillRetOut', ...spec }, { from: 'note', note, unitCost: unitCost === null ? null : new Decimal(unitCost) });
/** A manufacture's product line, costed by its document's materials and services. */
export const made = (spec: EventSpec, cost: Extract<ReceiptSource, { from: 'materials' }>['cost']) =>
  event('in', { type: 'manufacture', ...spec }, { from: 'materials', cost });
/** An issue (a sale unless `type` says otherwise). */
export const issued = (spec: EventSpec) => event('out', spec);

/** A piece or batch: quantity, cost, supplier. */
export const piece = (qty: string, amount: string, supplier: string | null = null): Piece & Batch => ({
  qty: new Decimal(qty),
  amount: new Decimal(amount),
  supplier,
});

/** A move as a table reads it: `doc:line qty amount supplier`. */
export const moveText = (m: Move) => `${m.documentUid}:${m.line} ${m.qty.toFixed()} ${m.amount.toFixed(2)} ${m.supplier ?? '-'}`;
/** A shortage as a table reads it: `doc date missing`. */
export const shortageText = (s: Shortage | null) => (s ? `${s.documentUid} ${s.date} ${s.missing.toFixed()}` : null);
