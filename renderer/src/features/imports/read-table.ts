/** Reads the first sheet of an xlsx file or a csv text into rows of strings (no DOM; unit-tested in Node). */
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

export async function readXlsx(bytes: ArrayBuffer): Promise<string[][]> {
  // exceljs is large: it is loaded when an xlsx file is chosen, not with the screen (docs/desktop-app.md, "Screens").
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: width }, (_unused, c) => cellText(row.getCell(c + 1).value)));
  }
  return rows;
}

/** A csv with `,` or `;` (papaparse detects which), with or without a byte order mark. */
export function readCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '')));
}
