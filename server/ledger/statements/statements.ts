import { toReportDateTime, type Statements, type StatementsQuery } from '../../../shared/api/index.js';
import { requireOrderedPeriod } from '../errors.js';
import type { Db } from '../types.js';
import { readChart } from '../accounts/chart-tree.js';
import { balanceStatement } from './balance-statement.js';
import { resultsStatement } from './results-statement.js';

/** The same day a year before; 29 February falls back to the 28th. */
export function yearBefore(date: string): string {
  const [y, m, d] = [Number(date.slice(0, 4)) - 1, date.slice(5, 7), date.slice(8, 10)];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${String(y).padStart(4, '0')}-${m}-${m === '02' && d === '29' && !leap ? '28' : d}`;
}

/**
 * The small company's statements of a period (docs/general-ledger.md, "Statements"): Форма № 1-м at
 * its start and end, Форма № 2-м for it and for the same period a year before.
 */
export async function statements(db: Db, query: StatementsQuery): Promise<Statements> {
  requireOrderedPeriod(query.from, query.to);
  const chart = await readChart(db);
  const previous = { from: yearBefore(query.from), to: yearBefore(query.to) };
  return {
    from: toReportDateTime(query.from),
    to: toReportDateTime(query.to),
    previousFrom: toReportDateTime(previous.from),
    previousTo: toReportDateTime(previous.to),
    balance: await balanceStatement(db, { from: query.from, to: query.to, chart }),
    results: await resultsStatement(db, query, previous),
  };
}
