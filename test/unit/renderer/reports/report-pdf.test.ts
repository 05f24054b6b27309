import { assert, describe, expect, it } from 'vitest';
import { printedCell, reportPdfDefinition } from '../../../../renderer/src/features/reports/report-pdf.js';
import type { ExportTable } from '../../../../renderer/src/lib/report-export.js';
import { Decimal } from '../../../../shared/api/money.js';

const table: ExportTable = {
  title: 'Залишки',
  parameters: [['На дату', '21.11.2026']],
  columns: [
    { header: 'Склад', kind: 'text', width: 28 },
    { header: 'Найменування', kind: 'text', width: 40 },
    { header: 'Кількість', kind: 'qty' },
    { header: 'Сума', kind: 'money' },
  ],
  rows: [
    { cells: ['Центральний', 'Болт', new Decimal('1234.5'), new Decimal('1234.5')] },
    { emphasis: true, cells: ['Разом', null, null, new Decimal('1234.5')] },
  ],
};

describe('report PDF', () => {
  it('is A4 landscape with the header row repeated on every page and "page X of Y"', () => {
    const definition = reportPdfDefinition(table, { generatedLine: 'Сформовано', pageLabel: (page, count) => `${page}/${count}` });
    expect(definition.pageOrientation).toBe('landscape');
    const grid = (
      definition.content as {
        table?: { headerRows: number; widths: unknown[]; body: { text: string; alignment: string; bold?: boolean }[][] };
      }[]
    )[3]?.table;
    assert(grid);
    expect(grid.headerRows).toBe(1);
    expect(grid.widths).toEqual(['auto', '*', 'auto', 'auto']);
    expect(grid.body[0]?.map((cell) => cell.text)).toEqual(['Склад', 'Найменування', 'Кількість', 'Сума']);
    expect(grid.body[1]?.[3]).toMatchObject({ text: '1\u00a0234,50', alignment: 'right' });
    expect(grid.body[2]?.[0]).toMatchObject({ text: 'Разом', bold: true });
    const footer = definition.footer as (page: number, count: number) => { text: string };
    expect(footer(2, 5).text).toBe('2/5');
  });

  it('prints figures and dates the Ukrainian way', () => {
    expect(printedCell(new Decimal('-1234.5'), 'money')).toBe('-1\u00a0234,50');
    expect(printedCell(new Decimal('2.5'), 'qty')).toBe('2,5');
    expect(printedCell('2026-11-21', 'date')).toBe('21.11.2026');
    expect(printedCell(null, 'text')).toBe('');
  });
});
