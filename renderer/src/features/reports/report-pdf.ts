/**
 * A report as a pdfmake document: A4 landscape, the title and parameters on top, the table with
 * its header row repeated on every page, bold subtotals, and "page X of Y" below. Plain data in,
 * a definition out (no fonts, no I/O), so it is unit-tested in Node; pdf-render.ts draws it.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { formatAmountUk, formatDateUk, formatPriceUk, formatQtyUk, formatStatementFigureUk } from '../../../../shared/api/format-uk.js';
import { Decimal } from '../../../../shared/api/money.js';
import { kindOf, type CellValue, type ColumnKind, type ExportTable } from '../../lib/report-export.js';

/** The font family pdf-render.ts registers (DejaVu Sans Condensed: Cyrillic, №, ₴). */
export const REPORT_FONT = 'DejaVuCondensed';

/** A cell as printed: figures the Ukrainian way (`1 234,56`), dates as `21.11.2026`. */
export function printedCell(value: CellValue, kind: ColumnKind): string {
  if (value === null) return '';
  if (value instanceof Decimal) {
    if (kind === 'money') return formatAmountUk(value);
    if (kind === 'thousands') return formatStatementFigureUk(value);
    if (kind === 'price') return formatPriceUk(value);
    return formatQtyUk(value);
  }
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDateUk(value);
  return value;
}

/** Points a level of indent sets a row's text in. */
const INDENT = 8;

/** Whether a column holds figures, set right. */
export const isFigure = (kind: ColumnKind) => kind === 'qty' || kind === 'price' || kind === 'money' || kind === 'thousands';

/** The signatures under the table: plain lines, or, parted by tabs, a role, a line and a name in columns one under another. */
function signatureContent(signatures: readonly string[]): Content[] {
  if (!signatures.some((line) => line.includes('\t')))
    return signatures.map((line, index): Content => ({ text: line, margin: [0, index === 0 ? 24 : 12, 0, 0] }));
  const body = signatures.map((line) => line.split('\t').map((text): TableCell => ({ text, margin: [0, 8, 12, 0] })));
  // One block: the signatures never part across pages, a lone «Керівник» atop the last one.
  return [{ unbreakable: true, stack: [{ table: { widths: ['auto', 'auto', '*'], body }, layout: 'noBorders' }], margin: [0, 16, 0, 0] }];
}

export interface PdfOptions {
  /** "Сформовано 21.11.2026 14:05" under the parameters. */
  generatedLine: string;
  pageLabel: (page: number, count: number) => string;
}

export function reportPdfDefinition(table: ExportTable, options: PdfOptions): TDocumentDefinitions {
  const header: TableCell[] = table.columns.map((column) => ({
    text: column.header,
    style: 'head',
    alignment: isFigure(column.kind) ? 'right' : 'left',
  }));
  const body: TableCell[][] = [
    header,
    ...table.rows.map((row) =>
      row.cells.map((value, index): TableCell => {
        const kind = kindOf(table, index);
        return {
          text: printedCell(value, kind),
          alignment: isFigure(kind) ? 'right' : 'left',
          bold: row.emphasis ?? false,
          fillColor: row.emphasis ? '#eef1f4' : undefined,
          noWrap: isFigure(kind),
          ...(row.indent && !isFigure(kind) ? { margin: [INDENT * row.indent, 0, 0, 0] as [number, number, number, number] } : {}),
        };
      }),
    ),
  ];
  // The widest text column takes the free width; the others are as wide as their contents.
  const widest = Math.max(...table.columns.map((column) => (column.kind === 'text' ? (column.width ?? 32) : 0)));
  const widths = table.columns.map((column) => (column.kind === 'text' && (column.width ?? 32) === widest ? '*' : 'auto'));
  const parameters: Content = {
    table: {
      body: table.parameters.map(([label, value]) => [
        { text: `${label}:`, color: '#555' },
        { text: value, bold: true },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 4],
  };
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 32, 28, 36],
    info: { title: table.title },
    defaultStyle: { font: REPORT_FONT, fontSize: 8.5 },
    styles: { title: { fontSize: 13, bold: true, margin: [0, 0, 0, 6] }, head: { bold: true, fillColor: '#e8eef4' } },
    content: [
      { text: table.title, style: 'title' },
      parameters,
      { text: options.generatedLine, color: '#555', margin: [0, 0, 0, 8] },
      { table: { headerRows: 1, dontBreakRows: true, widths, body }, layout: 'lightHorizontalLines' },
      ...signatureContent(table.signatures ?? []),
    ],
    footer: (page: number, count: number) => ({
      text: options.pageLabel(page, count),
      alignment: 'right',
      margin: [28, 8, 28, 0],
      fontSize: 8,
      color: '#555',
    }),
  };
}
