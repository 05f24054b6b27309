/**
 * Stock running low, as plain data: thresholds the user set per entity on this computer, compared
 * with the warehouse balance summed over every store. Exact decimals (money.ts), no float.
 */
import { Decimal, parseDecimal, sumDecimals } from '../../../../shared/api/money.js';
import type { WarehouseBalanceRow } from '../../../../shared/api/reports.js';
import { parseThreshold, type Thresholds } from '../../lib/stock-thresholds.js';

export interface LowStockItem {
  uid: string;
  name: string;
  unit: string;
  balance: Decimal;
  min: Decimal;
  shortfall: Decimal;
}

/**
 * Entities whose balance over all stores is below their threshold, the largest shortfall first.
 * An entity missing from the balance has none left (the report shows non-zero rows only).
 */
export function selectLowStock(thresholds: Thresholds, rows: Pick<WarehouseBalanceRow, 'entity' | 'qty'>[]): LowStockItem[] {
  const balances = new Map<string, Decimal[]>();
  for (const row of rows) {
    const list = balances.get(row.entity.uid) ?? [];
    list.push(parseDecimal(row.qty) ?? new Decimal(0));
    balances.set(row.entity.uid, list);
  }
  const items: LowStockItem[] = [];
  for (const [uid, threshold] of Object.entries(thresholds)) {
    const min = parseThreshold(threshold.min);
    if (min === null || min === 'invalid' || min.isZero()) continue;
    const balance = sumDecimals(balances.get(uid) ?? []);
    if (balance.lessThan(min)) items.push({ uid, name: threshold.name, unit: threshold.unit, balance, min, shortfall: min.minus(balance) });
  }
  return items.sort((a, b) => b.shortfall.comparedTo(a.shortfall) || a.name.localeCompare(b.name, 'uk'));
}
