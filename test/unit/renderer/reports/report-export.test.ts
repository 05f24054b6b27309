import ExcelJS from 'exceljs';
import { assert, describe, expect, it } from 'vitest';
import { Decimal } from '../../../../shared/api/money.js';
import { buildCsv, buildXlsx, type ExportTable } from '../../../../renderer/src/lib/report-export.js';
import { balanceLines } from '../../../../renderer/src/features/reports/report-model.js';
import { balanceTable } from '../../../../renderer/src/features/reports/report-tables.js';
import { uk } from '../../../../renderer/src/features/reports/texts.js';

/** A tiny `t` over the feature's own texts, enough for the table builders. */
const t = (key: string): string => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), uk);
  return typeof found === 'string' ? found : key;
};

const report = {
  rows: [
    {
      store: { uid: 's1', name: 'Центральний склад' },
      entity: { uid: 'e1', name: 'Болт М8', article: 'B-8', unit: 'шт' },
      qty: 1500,
      price: 1.2345,
      sum: 1851.75,
    },
    {
      store: { uid: 's1', name: 'Центральний склад' },
      entity: { uid: 'e2', name: 'Фарба', article: 'F-1', unit: 'л' },
      qty: 2.5,
      price: 0.1,
      sum: 0.2,
    },
  ],
};

describe('xlsx export', () => {
  it('writes the parameters, numbers as numbers and the totals', async () => {
    const table = balanceTable(balanceLines(report), { date: '2026-10-31', store: 'Центральний склад' }, t);
    const bytes = await buildXlsx(table);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert(sheet);
    expect(sheet.getCell('A1').value).toBe('Залишки товарів на складах');
    expect(sheet.getCell('A2').value).toBe('На дату');
    expect(sheet.getCell('B2').value).toBe('31.10.2026');
    expect(sheet.getCell('B3').value).toBe('Центральний склад');
    expect(sheet.getCell('B4').value).toBe('Усі');
    const header = sheet.getRow(6);
    expect(header.getCell(7).value).toBe('Сума, грн');
    // Items are sorted by name: Болт first.
    expect(sheet.getRow(7).getCell(5).value).toBe(1500);
    expect(sheet.getRow(7).getCell(6).value).toBe(1.2345);
    expect(sheet.getRow(7).getCell(7).value).toBe(1851.75);
    expect(typeof sheet.getRow(8).getCell(7).value).toBe('number');
    expect(sheet.getRow(7).getCell(7).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(9).getCell(3).value).toBe('Разом по складу');
    expect(sheet.getRow(9).getCell(7).value).toBe(1851.95);
    expect(sheet.getRow(10).getCell(1).value).toBe('Разом');
    expect(sheet.getRow(10).getCell(7).value).toBe(1851.95);
    expect(sheet.getRow(10).font?.bold).toBe(true);
  });

  it('writes dates as dates', async () => {
    const table: ExportTable = {
      title: 'Test',
      parameters: [],
      columns: [
        { header: 'Date', kind: 'date' },
        { header: 'Sum', kind: 'money' },
      ],
      rows: [{ cells: ['2026-11-21', new Decimal('10.05')] }],
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildXlsx(table)).buffer as ArrayBuffer);
    const cell = workbook.worksheets[0]?.getRow(4).getCell(1);
    assert(cell);
    expect(cell.value).toBeInstanceOf(Date);
    expect((cell.value as Date).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(cell.numFmt).toBe('dd.mm.yyyy');
  });
});

describe('csv export', () => {
  it('uses ; and a decimal comma, with the parameters first', () => {
    const table = balanceTable(balanceLines(report), { date: '2026-10-31' }, t);
    const csv = buildCsv(table);
    expect(csv.startsWith('\ufeffЗалишки товарів на складах')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('На дату;31.10.2026');
    expect(lines[5]).toBe('Склад;Артикул;Найменування;Од.;Кількість;Сер. ціна;Сума, грн');
    expect(lines[6]).toBe('Центральний склад;B-8;Болт М8;шт;1500;1,2345;1851,75');
    expect(lines.at(-2)).toBe('Разом;;;;;;1851,95');
  });
});
