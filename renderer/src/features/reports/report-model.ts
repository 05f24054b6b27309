/**
 * The reports' tables as plain data: grouping, subtotals and totals with exact decimals (money.ts),
 * sorting and filtering inside a result. No React and no DOM, so it is unit-tested in Node.
 */
import { Decimal, parseDecimal, sumDecimals } from '../../../../shared/api/money.js';
import type { AgentTurnover, WarehouseBalance } from '../../../../shared/api/reports.js';

export type SortDirection = 'asc' | 'desc';
export interface SortRule<F extends string> {
  field: F;
  direction: SortDirection;
}

function dec(value: number | string): Decimal {
  return parseDecimal(value) ?? new Decimal(0);
}

function matches(filter: string, ...texts: string[]): boolean {
  const needle = filter.trim().toLocaleLowerCase('uk');
  return needle === '' || texts.some((text) => text.toLocaleLowerCase('uk').includes(needle));
}

/**
 * One collator for every comparison: `localeCompare(…, 'uk')` sets up the locale's rules on each call,
 * which made sorting a store's 5,000 lines take over 100 ms.
 */
const UK = new Intl.Collator('uk');

function compareBy<T>(read: (row: T) => Decimal | string, direction: SortDirection): (a: T, b: T) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = read(a);
    const y = read(b);
    const order = x instanceof Decimal && y instanceof Decimal ? x.comparedTo(y) : UK.compare(String(x), String(y));
    return sign * order;
  };
}

// ---------------------------------------------------------------- warehouse balance

export type BalanceField = 'name' | 'article' | 'unit' | 'qty' | 'price' | 'sum';

/** A line of the balance table: an entity in a store, a store's subtotal, or the grand total. */
export type BalanceLine =
  | {
      kind: 'item';
      id: string;
      storeUid: string;
      storeName: string;
      entityUid: string;
      name: string;
      article: string;
      unit: string;
      qty: Decimal;
      price: Decimal;
      sum: Decimal;
    }
  | { kind: 'subtotal'; id: string; storeUid: string; storeName: string; count: number; sum: Decimal }
  | { kind: 'total'; id: string; count: number; sum: Decimal };

function balanceValue(row: Extract<BalanceLine, { kind: 'item' }>, field: BalanceField): Decimal | string {
  switch (field) {
    case 'qty':
      return row.qty;
    case 'price':
      return row.price;
    case 'sum':
      return row.sum;
    default:
      return row[field];
  }
}

export interface BalanceLinesOptions {
  filter?: string;
  sort?: SortRule<BalanceField>;
}

/**
 * The balance grouped by store (stores in name order), each group followed by its subtotal, and
 * a grand total at the end. `filter` keeps entities whose name or article contains it; `sort`
 * orders lines inside each store. Subtotals and the total count only what is shown.
 */
export function balanceLines(report: Pick<WarehouseBalance, 'rows'>, options: BalanceLinesOptions = {}): BalanceLine[] {
  const groups = new Map<string, { name: string; items: Extract<BalanceLine, { kind: 'item' }>[] }>();
  for (const row of report.rows) {
    if (!matches(options.filter ?? '', row.entity.name, row.entity.article)) continue;
    const group = groups.get(row.store.uid) ?? { name: row.store.name, items: [] };
    groups.set(row.store.uid, group);
    group.items.push({
      kind: 'item',
      id: `${row.store.uid}/${row.entity.uid}`,
      storeUid: row.store.uid,
      storeName: group.name,
      entityUid: row.entity.uid,
      name: row.entity.name,
      article: row.entity.article,
      unit: row.entity.unit,
      qty: dec(row.qty),
      price: dec(row.price),
      sum: dec(row.sum),
    });
  }
  const sort = options.sort ?? { field: 'name', direction: 'asc' };
  const lines: BalanceLine[] = [];
  const subtotals: Decimal[] = [];
  let count = 0;
  const stores = [...groups.entries()].sort(([, a], [, b]) => UK.compare(a.name, b.name));
  for (const [storeUid, group] of stores) {
    group.items.sort(compareBy((row) => balanceValue(row, sort.field), sort.direction));
    const sum = sumDecimals(group.items.map((row) => row.sum));
    lines.push(...group.items, {
      kind: 'subtotal',
      id: `subtotal/${storeUid}`,
      storeUid,
      storeName: group.name,
      count: group.items.length,
      sum,
    });
    subtotals.push(sum);
    count += group.items.length;
  }
  lines.push({ kind: 'total', id: 'total', count, sum: sumDecimals(subtotals) });
  return lines;
}

// ---------------------------------------------------------------- agent turnover

export const TURNOVER_FIGURES = ['balanceStartDb', 'balanceStartCr', 'dbSum', 'crSum', 'balanceEndDb', 'balanceEndCr'] as const;
export type TurnoverFigure = (typeof TURNOVER_FIGURES)[number];
export type TurnoverField = 'agent' | TurnoverFigure;
type Figures = Record<TurnoverFigure, Decimal>;

/** A line of the turnover table: one agent, or the total row. */
export type TurnoverLine =
  ({ kind: 'item'; id: string; agentUid: string; agent: string } & Figures) | ({ kind: 'total'; id: string; count: number } & Figures);

// Object.fromEntries over TURNOVER_FIGURES gives a record of string keys; it has every figure, which the
// compiler cannot see, hence the casts to Figures in this file.
function figuresOf(row: Record<TurnoverFigure, number>): Figures {
  return Object.fromEntries(TURNOVER_FIGURES.map((f) => [f, dec(row[f])])) as Figures;
}

export interface TurnoverLinesOptions {
  filter?: string;
  sort?: SortRule<TurnoverField>;
}

/** Agents (filtered by name, sorted) and a total row summed exactly over the agents shown. */
export function turnoverLines(report: Pick<AgentTurnover, 'rows'>, options: TurnoverLinesOptions = {}): TurnoverLine[] {
  const items = report.rows
    .filter((row) => matches(options.filter ?? '', row.agent.name))
    .map((row): Extract<TurnoverLine, { kind: 'item' }> => ({
      kind: 'item',
      id: row.agent.uid,
      agentUid: row.agent.uid,
      agent: row.agent.name,
      ...figuresOf(row),
    }));
  const sort = options.sort ?? { field: 'agent', direction: 'asc' };
  items.sort(compareBy((row) => row[sort.field], sort.direction));
  const total = Object.fromEntries(TURNOVER_FIGURES.map((f) => [f, sumDecimals(items.map((row) => row[f]))])) as Figures;
  return [...items, { kind: 'total', id: 'total', count: items.length, ...total }];
}

/** Net closing balance (debit positive) and opening + debit − credit: they must be equal on every row. */
export function turnoverBalances(line: Figures): { expected: Decimal; closing: Decimal } {
  const expected = line.balanceStartDb.minus(line.balanceStartCr).plus(line.dbSum).minus(line.crSum);
  return { expected, closing: line.balanceEndDb.minus(line.balanceEndCr) };
}
