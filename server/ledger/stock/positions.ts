import { stockMovesOfLine } from '../../../shared/api/index.js';

/** Stock positions and which of them a document's lines move, without a database. */

/** A stock position: one entity in one store. */
export interface Position {
  store: string;
  entity: string;
}

/** Key of a position in maps and sets. */
export const positionKey = (p: Position): string => `${p.store}|${p.entity}`;

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
