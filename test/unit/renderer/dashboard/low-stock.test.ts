import { describe, expect, it } from 'vitest';
import { awaitingInvoices, unpostedOf } from '../../../../renderer/src/features/dashboard/dashboard-model.js';
import { selectLowStock } from '../../../../renderer/src/features/dashboard/low-stock.js';
import { parseThreshold } from '../../../../renderer/src/lib/stock-thresholds.js';
import type { Document } from '../../../../shared/api/documents.js';

const row = (uid: string, qty: number) => ({ entity: { uid, name: uid, article: '', unit: 'шт' }, qty });

describe('low stock', () => {
  it('sums the balance over stores exactly and lists entities below their minimum, largest shortfall first', () => {
    const thresholds = {
      a: { min: '10', name: 'Болт', unit: 'шт' },
      b: { min: '0,3', name: 'Фарба', unit: 'л' },
      c: { min: '5', name: 'Гайка', unit: 'шт' },
      d: { min: '2', name: 'Шайба', unit: 'шт' },
    };
    // 0.1 + 0.2 is 0.30000000000000004 in floats: exact decimals say it is not below 0.3.
    const items = selectLowStock(thresholds, [row('a', 4), row('a', 5), row('b', 0.1), row('b', 0.2), row('d', 2)]);
    expect(items.map((item) => [item.uid, item.balance.toFixed(), item.shortfall.toFixed()])).toEqual([
      ['c', '0', '5'],
      ['a', '9', '1'],
    ]);
  });

  it('ignores empty, zero and unreadable thresholds', () => {
    expect(
      selectLowStock(
        { a: { min: '', name: 'A', unit: '' }, b: { min: '0', name: 'B', unit: '' }, c: { min: 'x', name: 'C', unit: '' } },
        [],
      ),
    ).toEqual([]);
  });

  it('reads thresholds with a decimal comma and refuses negatives and more than 3 decimals', () => {
    expect(parseThreshold('1 234,5')?.toString()).toBe('1234.5');
    expect(parseThreshold('  ')).toBeNull();
    expect(parseThreshold('-1')).toBe('invalid');
    expect(parseThreshold('1,2345')).toBe('invalid');
  });
});

const doc = (over: Partial<Document>): Document => ({
  uid: 'u',
  date: '2026-11-01',
  type: 'invoice',
  no: '1',
  sum: 100,
  agent: { uid: 'a', name: 'Покупець' },
  ...over,
});

describe('dashboard lists', () => {
  it('keeps posted invoices awaiting payment or shipment, oldest first, with what is left', () => {
    const items = awaitingInvoices([
      doc({ uid: '1', date: '2026-11-05', status: 'awaitingPayment', total: 120, paid: 20.1 }),
      doc({ uid: '2', date: '2026-10-01', status: 'awaitingShipment', total: 60, paid: 60, shipped: 10.05 }),
      doc({ uid: '3', status: 'closed', total: 50 }),
      doc({ uid: '4', status: 'draft', total: 50 }),
      doc({ uid: '5', type: 'waybillOut', total: 50 }),
    ]);
    expect(items.map((item) => [item.uid, item.left.toFixed(2)])).toEqual([
      ['2', '49.95'],
      ['1', '99.90'],
    ]);
  });

  it("lists today's unposted documents and payments, not the posted ones", () => {
    const items = unpostedOf(
      [doc({ uid: 'd1', no: '10', done: false, total: 5 }), doc({ uid: 'd2', no: '2', done: true })],
      [{ uid: 'p1', date: '2026-11-01', type: 'cashIn', no: '3', sum: 7, agent: null, done: false }],
    );
    expect(items.map((item) => [item.kind, item.uid])).toEqual([
      ['payment', 'p1'],
      ['document', 'd1'],
    ]);
  });
});
