import type { Alignment, Content, Size, TableCell } from 'pdfmake/interfaces.js';
import { formatAmountUk, formatPriceUk, formatQtyUk, type EntityRecord, type Line } from '../../shared/api/index.js';
import { GRID } from './form-layouts.js';

/** One column of a lines table: its header, width, alignment and how a line fills it. */
export interface LineColumn {
  header: string;
  width: Size;
  align?: Alignment;
  cell(line: Line, index: number): string;
}

/** Columns shared by the forms; `entities` gives units and articles the lines do not carry. */
export function lineColumns(entities: Map<string, EntityRecord>) {
  return {
    no: { header: '№', width: 20, align: 'right', cell: (_l, i) => String(i + 1) } satisfies LineColumn,
    article: { header: 'Артикул', width: 55, cell: (l) => entities.get(l.entity.uid)?.article ?? '' } satisfies LineColumn,
    name: (header = 'Найменування') => ({ header, width: '*', cell: (l: Line) => l.entity.name }) satisfies LineColumn,
    unit: { header: 'Од.', width: 30, align: 'center', cell: (l) => entities.get(l.entity.uid)?.unit ?? '' } satisfies LineColumn,
    qty: { header: 'Кількість', width: 52, align: 'right', cell: (l) => formatQtyUk(l.qty) } satisfies LineColumn,
    price: (header = 'Ціна') => ({ header, width: 62, align: 'right', cell: (l: Line) => formatPriceUk(l.price) }) satisfies LineColumn,
    sum: (header = 'Сума') => ({ header, width: 70, align: 'right', cell: (l: Line) => formatAmountUk(l.sum) }) satisfies LineColumn,
  };
}

/**
 * A bordered lines table whose header row repeats on every page and whose rows never split
 * across a page break.
 */
export function lineTable(columns: LineColumn[], lines: Line[]): Content {
  const header: TableCell[] = columns.map((c) => ({ text: c.header, style: 'th' }));
  const body: TableCell[][] = lines.map((line, i) =>
    columns.map((c): TableCell => ({ text: c.cell(line, i), alignment: c.align ?? 'left' })),
  );
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: columns.map((c) => c.width), body: [header, ...body] },
    layout: GRID,
    margin: [0, 0, 0, 4],
  };
}
