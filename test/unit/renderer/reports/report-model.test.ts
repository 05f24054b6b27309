import { describe, expect, it } from 'vitest';
import { balanceLines, turnoverBalances, turnoverLines } from '../../../../renderer/src/features/reports/report-model.js';

const store = (uid: string, name: string) => ({ uid, name });
const entity = (uid: string, name: string, article: string) => ({ uid, name, article, unit: 'шт' });

const balance = {
  rows: [
    { store: store('s2', 'Магазин'), entity: entity('e1', 'Болт', 'B-1'), qty: 3, price: 0.1, sum: 0.3 },
    { store: store('s1', 'Центральний'), entity: entity('e2', 'Гайка', 'G-2'), qty: 10, price: 0.1, sum: 1.1 },
    { store: store('s1', 'Центральний'), entity: entity('e1', 'Болт', 'B-1'), qty: 7, price: 0.2, sum: 0.2 },
    { store: store('s2', 'Магазин'), entity: entity('e3', 'Шайба', 'S-3'), qty: 1, price: 1234.5678, sum: 1234.57 },
  ],
};

describe('warehouse balance lines', () => {
  it('groups by store with subtotals and a grand total in exact decimals', () => {
    const lines = balanceLines(balance);
    expect(lines.map((l) => l.kind)).toEqual(['item', 'item', 'subtotal', 'item', 'item', 'subtotal', 'total']);
    expect(lines[2]).toMatchObject({ kind: 'subtotal', storeName: 'Магазин', count: 2 });
    expect(lines[2]?.sum.toFixed()).toBe('1234.87');
    expect(lines[5]?.sum.toFixed()).toBe('1.3'); // 1.1 + 0.2, never 1.3000000000000003
    expect(lines[6]).toMatchObject({ kind: 'total', count: 4 });
    expect(lines[6]?.sum.toFixed()).toBe('1236.17');
  });

  it('sorts inside each store and keeps the groups', () => {
    const lines = balanceLines(balance, { sort: { field: 'sum', direction: 'desc' } });
    const names = lines.map((l) => (l.kind === 'item' ? l.name : l.kind));
    expect(names).toEqual(['Шайба', 'Болт', 'subtotal', 'Гайка', 'Болт', 'subtotal', 'total']);
  });

  it('filters by name or article and totals only what is shown', () => {
    const lines = balanceLines(balance, { filter: 'b-1' });
    expect(lines.filter((l) => l.kind === 'item')).toHaveLength(2);
    expect(lines.at(-1)?.sum.toFixed()).toBe('0.5');
    expect(balanceLines(balance, { filter: 'нема' })).toMatchObject([{ kind: 'total', id: 'total', count: 0 }]);
  });
});

describe('agent turnover lines', () => {
  const figures = (a: number, b: number, c: number, d: number, e: number, f: number) => ({
    balanceStartDb: a,
    balanceStartCr: b,
    dbSum: c,
    crSum: d,
    balanceEndDb: e,
    balanceEndCr: f,
  });
  const report = {
    rows: [
      { agent: { uid: 'a2', name: 'ТОВ «Бета»' }, ...figures(0.1, 0, 0.2, 0, 0.3, 0) },
      { agent: { uid: 'a1', name: 'ТОВ «Альфа»' }, ...figures(0, 100, 50.05, 0, 0, 49.95) },
    ],
  };

  it('sorts by agent and sums a total row exactly', () => {
    const lines = turnoverLines(report);
    expect(lines.map((l) => (l.kind === 'item' ? l.agent : 'total'))).toEqual(['ТОВ «Альфа»', 'ТОВ «Бета»', 'total']);
    const total = lines[2];
    expect(total?.balanceEndDb.toFixed()).toBe('0.3');
    expect(total?.dbSum.toFixed()).toBe('50.25');
  });

  it('opening + debit − credit equals closing on every row', () => {
    for (const line of turnoverLines(report)) {
      const { expected, closing } = turnoverBalances(line);
      expect(expected.equals(closing)).toBe(true);
    }
  });

  it('filters by agent name', () => {
    expect(turnoverLines(report, { filter: 'бета' })).toHaveLength(2);
  });
});
