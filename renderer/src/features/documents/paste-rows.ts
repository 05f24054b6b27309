/**
 * Rows pasted from a spreadsheet into the line grid, as a pure function so it is tested without a
 * DOM. Spreadsheets put tab-separated text on the clipboard: one line a row, columns
 * `article or name`, `qty`, `price`[, `memo`]. Figures go through `parseTyped` (exact decimals,
 * comma or dot, spaces between thousands), never through a float.
 */
import type { Entity } from '../../../../shared/api/directories.js';
import { formatPriceUk, formatQtyUk } from '../../../../shared/api/format-uk.js';
import { parseDecimal, SCALE } from '../../../../shared/api/money.js';
import { emptyLine, type LineDraft } from './editor-model.js';
import { parseTyped } from '../../lib/typed-input.js';

/** Why a pasted row was left out. */
export type PasteProblem = 'notFound' | 'ambiguous' | 'badQty' | 'badPrice';

export interface RejectedRow {
  /** 1-based row of the pasted text, as the spreadsheet user counts. */
  row: number;
  /** What the first column said. */
  text: string;
  problem: PasteProblem;
}

export interface PasteResult {
  lines: LineDraft[];
  rejected: RejectedRow[];
}

/** Whether clipboard text is a block of cells rather than one value typed into one cell. */
export function looksLikeCells(text: string): boolean {
  return /\t/.test(text) || /\S[\r\n]+\S/.test(text.trim());
}

/**
 * Cells of tab-separated text. Excel and LibreOffice quote a cell that holds a tab, a line break
 * or a quote (doubling the quote), so quotes are honoured only at the start of a cell.
 */
export function splitCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const body = text.replace(/\r\n?/g, '\n');
  while (i < body.length) {
    const ch = body[i];
    if (ch === '"' && cell === '') {
      const end = closingQuote(body, i + 1);
      if (end !== -1) {
        cell = body.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        continue;
      }
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Index of the quote closing a quoted cell that opened before `from`, or -1 when the cell is not really quoted. */
function closingQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] !== '"') continue;
    if (text[i + 1] === '"') {
      i += 1;
      continue;
    }
    const next = text[i + 1];
    return next === undefined || next === '\t' || next === '\n' ? i : -1;
  }
  return -1;
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The one entity a pasted key names: by article, then barcode, then exact name; several equal matches are ambiguous. */
export function matchEntity(entities: readonly Entity[], key: string): Entity | 'notFound' | 'ambiguous' {
  const wanted = norm(key);
  if (wanted === '') return 'notFound';
  const byField = [
    (e: Entity) => norm(e.article ?? '') === wanted,
    (e: Entity) => (e.barcode ?? '') === key.trim(),
    (e: Entity) => norm(e.name) === wanted,
  ];
  for (const matches of byField) {
    const found = entities.filter(matches);
    const [first, second] = found;
    if (first && !second) return first;
    if (second) return 'ambiguous';
  }
  return 'notFound';
}

/** A spreadsheet's heading row (`Артикул  Кількість  Ціна`): no figure where the figures go. */
function isHeading(cells: string[]): boolean {
  return cells.length >= 2 && parseTyped(cells[1] ?? '') === null && parseTyped(cells[2] ?? '') === null;
}

/**
 * Lines for the pasted rows that name a known entity and carry valid figures; the others are
 * returned as rejected with the reason, so the user can fix the sheet and paste them again.
 * An empty price takes the entity's price, as picking it in the grid does.
 */
export function linesOfPaste(text: string, entities: readonly Entity[], kind?: 'product' | 'material'): PasteResult {
  const rows = splitCells(text)
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows[0] && isHeading(rows[0].cells)) rows.shift();
  const lines: LineDraft[] = [];
  const rejected: RejectedRow[] = [];
  for (const { cells, row } of rows) {
    const [key = '', qtyText = '', priceText = '', memo = ''] = cells;
    const entity = matchEntity(entities, key);
    const reject = (problem: PasteProblem) => rejected.push({ row, text: key.trim(), problem });
    if (entity === 'notFound' || entity === 'ambiguous') {
      reject(entity);
      continue;
    }
    const qty = parseTyped(qtyText);
    // More decimals than the service keeps would be rounded away silently: refused instead.
    if (qty === null || qty.lte(0) || qty.decimalPlaces() > SCALE.qty) {
      reject('badQty');
      continue;
    }
    const price = priceText.trim() === '' ? parseDecimal(entity.price) : parseTyped(priceText);
    if (price === null || price.isNegative() || price.decimalPlaces() > SCALE.price) {
      reject('badPrice');
      continue;
    }
    lines.push({
      ...emptyLine(kind),
      entity: { uid: entity.uid, name: entity.name, kind: entity.kind, unit: entity.unit },
      qty: formatQtyUk(qty),
      price: formatPriceUk(price),
      memo: memo.trim(),
    });
  }
  return { lines, rejected };
}
