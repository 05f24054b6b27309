import { describe, expect, it } from 'vitest';
import type { WarehouseBalanceRow } from '../../../../shared/api/reports.js';
import { Decimal } from '../../../../shared/api/money.js';
import { emptyLine, type LineDraft } from '../../../../renderer/src/features/documents/editor-model.js';
import { estimateManufactureCost } from '../../../../renderer/src/features/documents/manufacture-cost.js';
import { isShipmentType as isShipment } from '../../../../shared/api/document-traits.js';
import { overShipment } from '../../../../renderer/src/features/documents/shipping.js';

const line = (kind: 'product' | 'material', uid: string, qty: string, extra: Partial<LineDraft> = {}): LineDraft => ({
  ...emptyLine(kind),
  entity: { uid, name: uid, kind: 'goods' },
  qty,
  ...extra,
});
const stock = (entity: string, qty: number, sum: number, store = 'central'): WarehouseBalanceRow => ({
  store: { uid: store, name: store },
  entity: { uid: entity, name: entity, article: '', unit: 'шт' },
  qty,
  price: 0,
  sum,
});

describe('the manufacture estimate', () => {
  it('values materials at their average cost in the materials store, services at their sums, never the sale price', () => {
    const table = line('product', 'table', '2', { price: '5000' });
    const lines = [
      table,
      line('material', 'board', '3'),
      line('material', 'assembly', '1', { entity: { uid: 'assembly', name: 'Збирання', kind: 'service' }, price: '150' }),
    ];
    // Two batches of boards in the store: 10 for 1 000,00 → 100,00 each; another store's stock does not count.
    const rows = [stock('board', 10, 1000), stock('board', 1, 999, 'other')];
    const estimate = estimateManufactureCost(lines, rows, 'central');
    expect(estimate.total.toFixed(2)).toBe('450.00');
    // The product's typed sale price (a weight, as the service takes it) does not make its cost.
    expect(estimate.products.get(table.key)?.cost.toFixed(2)).toBe('450.00');
    expect(estimate.products.get(table.key)?.unitCost?.toFixed(2)).toBe('225.00');
    expect(estimate.unknown).toEqual([]);
  });

  it('shares the cost by quantity when a product has no sum, the kopecks left over going to the largest', () => {
    const a = line('product', 'a', '1');
    const b = line('product', 'b', '2');
    const estimate = estimateManufactureCost([a, b, line('material', 'm', '1')], [stock('m', 3, 100)], 'central');
    expect(estimate.total.toFixed(2)).toBe('33.33');
    expect(estimate.products.get(a.key)?.cost.toFixed(2)).toBe('11.11');
    expect(estimate.products.get(b.key)?.cost.toFixed(2)).toBe('22.22');
  });

  it('names materials the store has none of, and counts them as nothing', () => {
    const estimate = estimateManufactureCost([line('product', 'p', '1'), line('material', 'missing', '5')], [], 'central');
    expect(estimate.unknown).toEqual(['missing']);
    expect(estimate.total.isZero()).toBe(true);
  });
});

describe('shipping past an invoice', () => {
  it('says how far a note goes beyond what is left to ship, and nothing when it does not', () => {
    expect(overShipment(new Decimal(360), { total: 120, shipped: 0 })).toEqual({
      total: new Decimal(360),
      open: new Decimal(120),
      over: new Decimal(240),
    });
    expect(overShipment(new Decimal(60), { total: 120, shipped: 60 })).toBeNull();
    expect(overShipment(new Decimal('60.01'), { total: 120, shipped: 60 })?.over.toFixed(2)).toBe('0.01');
    expect(overShipment(new Decimal(10), null)).toBeNull();
  });

  it('counts an invoice already shipped beyond its total as nothing open, not a negative amount', () => {
    expect(overShipment(new Decimal(5), { total: 100, shipped: 150 })?.open.toFixed(2)).toBe('0.00');
  });

  it('takes the types the service counts as shipped', () => {
    expect(isShipment('waybillOut')).toBe(true);
    expect(isShipment('billCompleteWork')).toBe(true);
    expect(isShipment('invoice')).toBe(false);
    expect(isShipment('manufacture')).toBe(false);
  });
});
