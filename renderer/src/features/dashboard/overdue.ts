import type { Aging } from '../../../../shared/api/aging.js';
import { Decimal } from '../../../../shared/api/money.js';

/** One customer on the dashboard's overdue card. */
export interface Overdue {
  uid: string;
  name: string;
  over30: Decimal;
  total: Decimal;
}

/** The customers with the most overdue beyond 30 days, most first (by name among equals), and the sum over all of them. */
export function largestOverdue(data: Aging, count: number): { total: Decimal; agents: number; largest: Overdue[] } {
  const overdue = data.rows
    .map((row) => ({ uid: row.agent.uid, name: row.agent.name, over30: new Decimal(row.over30), total: new Decimal(row.balance) }))
    .filter((row) => row.over30.isPositive() && !row.over30.isZero())
    .sort((a, b) => b.over30.comparedTo(a.over30) || a.name.localeCompare(b.name, 'uk'));
  return { total: new Decimal(data.total.over30), agents: overdue.length, largest: overdue.slice(0, count) };
}
