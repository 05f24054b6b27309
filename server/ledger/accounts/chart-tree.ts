import type { AccountAnalytic } from '../../../shared/api/accounts.js';
import { storedAnalytics } from './accounts.js';
import type { Db } from '../types.js';

/** An account as the reports need it: its name, parent, whether it counts in the balance's totals and what it is kept by. */
export interface ChartNode {
  code: string;
  name: string;
  parent: string | null;
  offBalance: boolean;
  analytics: AccountAnalytic[];
}

/** The whole chart by code. */
export async function readChart(db: Db): Promise<Map<string, ChartNode>> {
  const rows = await db.selectFrom('accounts').select(['code', 'name', 'parent', 'off_balance', 'analytics']).execute();
  return new Map(
    rows.map((r) => [
      r.code,
      { code: r.code, name: r.name, parent: r.parent, offBalance: Boolean(r.off_balance), analytics: storedAnalytics(r.analytics) },
    ]),
  );
}

/** An account and every account below it, however deep. */
export function subtree(chart: Map<string, ChartNode>, code: string): string[] {
  const below = new Map<string, string[]>();
  for (const node of chart.values()) if (node.parent) below.set(node.parent, [...(below.get(node.parent) ?? []), node.code]);
  const found: string[] = [];
  const walk = (at: string) => {
    found.push(at);
    for (const child of below.get(at) ?? []) walk(child);
  };
  walk(code);
  return found;
}

/** An account and its ancestors, the account first. */
export function lineage(chart: Map<string, ChartNode>, code: string): string[] {
  const found: string[] = [];
  for (let at: string | null | undefined = code; at && !found.includes(at); at = chart.get(at)?.parent) found.push(at);
  return found;
}
