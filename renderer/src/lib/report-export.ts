/**
 * Builds the exported files of a report: an xlsx workbook (numbers as numbers, dates as dates,
 * a header with the report's parameters) and a csv text. Plain data in, bytes or text out, so
 * it is unit-tested in Node; saving the file is the screen's business.
 */
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { formatDateUk } from '../../../shared/api/format-uk.js';
import { Decimal, toJsonNumber } from '../../../shared/api/money.js';

/**
 * How a column's cells are written: text, a quantity (3 places), a price (4), money (2), a date, or a
 * statement's figure in thousands with one decimal (a negative in brackets, a dash for none).
 */
export type ColumnKind = 'text' | 'qty' | 'price' | 'money' | 'date' | 'thousands';
export type CellValue = string | Decimal | null;

export interface ExportColumn {
  header: string;
  kind: ColumnKind;
  width?: number;
}
export interface ExportRow {
  cells: CellValue[];
  /** Subtotal and total rows are written in bold. */ emphasis?: boolean;
  /** How many levels its text cells are set in (an ОСВ's sub-account under its account, a counterparty under both). */
  indent?: number;
}

/** A report as a table: a title, its parameters as label/value pairs, columns and rows. */
export interface ExportTable {
  title: string;
  parameters: [label: string, value: string][];
  columns: ExportColumn[];
  rows: ExportRow[];
  /**
   * Lines under the table, as a form's signatures (`Керівник ________`); a tab parts a line into the
   * role, the line to sign on and the name, which stand in columns one under another.
   */
  signatures?: string[];
}

/** How the cell in column `index` is written; every row has a cell per column, so 'text' is only a fallback. */
export function kindOf(table: ExportTable, index: number): ColumnKind {
  return table.columns[index]?.kind ?? 'text';
}

const NUMBER_FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  qty: '#,##0.###',
  price: '#,##0.00##',
  money: '#,##0.00',
  date: 'dd.mm.yyyy',
  thousands: '#,##0.0;(#,##0.0);"–"',
};

/** `2026-11-21` as a Date at midnight UTC, the way spreadsheet files keep a calendar date. */
function isoToDate(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function xlsxValue(value: CellValue, kind: ColumnKind): ExcelJS.CellValue {
  if (value === null) return null;
  if (value instanceof Decimal) return toJsonNumber(value);
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}/.test(value)) return isoToDate(value);
  return value;
}

/** The workbook of a report: the title, one line per parameter, an empty line, then the table with a frozen header. */
export async function buildXlsx(table: ExportTable): Promise<Uint8Array> {
  // exceljs is large: it is loaded the first time something is exported, not with the screen (docs/desktop-app.md, "Screens").
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Oblik';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  for (const [label, value] of table.parameters) sheet.addRow([label, value]);
  sheet.addRow([]);
  const headerRow = sheet.addRow(table.columns.map((c) => c.header));
  headerRow.font = { bold: true };
  headerRow.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  const headerNumber = headerRow.number;
  sheet.views = [{ state: 'frozen', ySplit: headerNumber }];
  sheet.pageSetup.printTitlesRow = `${headerNumber}:${headerNumber}`;
  table.columns.forEach((column, index) => {
    const col = sheet.getColumn(index + 1);
    col.width = column.width ?? (column.kind === 'text' ? 32 : 14);
    const format = NUMBER_FORMATS[column.kind];
    if (format) col.numFmt = format;
  });
  for (const row of table.rows) {
    const added = sheet.addRow(row.cells.map((value, index) => xlsxValue(value, kindOf(table, index))));
    if (row.emphasis) added.font = { bold: true };
    if (row.indent)
      added.eachCell((cell, index) => {
        if (kindOf(table, index - 1) === 'text') cell.alignment = { indent: row.indent };
      });
  }
  if (table.signatures?.length) sheet.addRow([]);
  for (const line of table.signatures ?? []) sheet.addRow(line.split('\t'));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

function csvValue(value: CellValue, kind: ColumnKind): string {
  if (value === null) return '';
  // A statement's figure keeps its one decimal, 14,0 as the form prints it.
  if (value instanceof Decimal) return (kind === 'thousands' ? value.toFixed(1) : value.toFixed()).replace('.', ',');
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}/.test(value)) return formatDateUk(value);
  return value;
}

/**
 * The report as csv for a spreadsheet in a Ukrainian locale: `;` between fields, a decimal comma,
 * no thousands separators, dates as `21.11.2026`; the parameters come first, then the table.
 * Starts with a byte order mark so spreadsheets read it as UTF-8.
 */
export function buildCsv(table: ExportTable): string {
  const lines: string[][] = [
    [table.title],
    ...table.parameters.map(([label, value]) => [label, value]),
    [],
    table.columns.map((c) => c.header),
  ];
  for (const row of table.rows) lines.push(row.cells.map((value, index) => csvValue(value, kindOf(table, index))));
  for (const line of table.signatures ?? []) lines.push(line.split('\t'));
  return `\ufeff${Papa.unparse(lines, { delimiter: ';', newline: '\r\n' })}\r\n`;
}
