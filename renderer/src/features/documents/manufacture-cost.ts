/**
 * The cost of a manufacture's products before it is posted, estimated the way the service will
 * compute it (docs/service-behaviour.md, "Manufacture"): materials at their average cost in the
 * materials store now (the warehouse balance's sum / qty), services at their sums, shared among the
 * products by their sums when all are positive, otherwise by quantity. The service takes the actual
 * batches (FIFO), so the estimate can differ from the posted figure by the batches' spread.
 */
import type { WarehouseBalanceRow } from '../../../../shared/api/reports.js';
import { Decimal, roundMoney, splitProportionally, sumDecimals } from '../../../../shared/api/money.js';
import { parseTyped } from '../../lib/typed-input.js';
import { isLineFilled, lineSumOf, type LineDraft } from './editor-model.js';

interface ManufactureEstimate {
  /** Per product line key: its estimated cost and the cost of one unit (null when its quantity is 0). */
  products: Map<string, { cost: Decimal; unitCost: Decimal | null }>;
  total: Decimal;
  /** Names of materials with no stock in the store: their cost is unknown and counted as 0. */
  unknown: string[];
}

export function estimateManufactureCost(
  lines: readonly LineDraft[],
  stock: readonly WarehouseBalanceRow[],
  storeUid: string | null,
): ManufactureEstimate {
  const unknown: string[] = [];
  const materialCosts = lines
    .filter((line) => line.kind === 'material' && isLineFilled(line))
    .map((line) => {
      const entity = line.entity;
      if (!entity) return new Decimal(0);
      if (entity.kind === 'service') return lineSumOf(line);
      const row = stock.find((r) => r.entity.uid === entity.uid && (storeUid === null || r.store.uid === storeUid));
      const qty = parseTyped(line.qty) ?? new Decimal(0);
      if (!row || row.qty <= 0) {
        unknown.push(entity.name);
        return new Decimal(0);
      }
      return roundMoney(qty.times(new Decimal(row.sum)).dividedBy(new Decimal(row.qty)));
    });
  const total = sumDecimals(materialCosts);
  const products = lines.filter((line) => line.kind === 'product' && isLineFilled(line));
  const sums = products.map(lineSumOf);
  const quantities = products.map((line) => parseTyped(line.qty) ?? new Decimal(0));
  const weights = sums.length > 0 && sums.every((sum) => sum.greaterThan(0)) ? sums : quantities;
  const shares = products.length > 0 && !sumDecimals(weights).isZero() ? splitProportionally(total, weights) : [];
  const estimate = new Map<string, { cost: Decimal; unitCost: Decimal | null }>();
  products.forEach((line, i) => {
    const cost = shares[i] ?? new Decimal(0);
    const qty = quantities[i] ?? new Decimal(0);
    estimate.set(line.key, { cost, unitCost: qty.isZero() ? null : roundMoney(cost.dividedBy(qty)) });
  });
  return { products: estimate, total, unknown };
}
