/**
 * «Залишки коштів» as plain data: a line per bank account and cash desk with its opening balance,
 * money in and out and closing balance, and the total. Exact decimals; no React and no DOM.
 */
import type { MoneyBalances } from '../../../../shared/api/money-balances.js';
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { ExportTable } from '../../lib/report-export.js';
import type { Label } from './trial-balance-model.js';

/** The money figures of a line, in the order the report shows them. */
export const MONEY_FIGURES = ['opening', 'in', 'out', 'closing'] as const;

/** A line: one of our money accounts, or the total. */
export interface MoneyBalanceLine {
  kind: 'item' | 'total';
  id: string;
  name: string;
  /** Банк or Каса; empty on the total. */
  accountKind: string;
  iban: string;
  opening: Decimal;
  in: Decimal;
  out: Decimal;
  closing: Decimal;
}

/** The report's lines; `filter` keeps the accounts whose name or IBAN has it (the total stays the whole company's). */
export function moneyBalanceLines(data: MoneyBalances, t: Label, filter = ''): MoneyBalanceLine[] {
  const needle = filter.trim().toLocaleLowerCase('uk');
  const figures = (f: Record<(typeof MONEY_FIGURES)[number], number>) => ({
    opening: new Decimal(f.opening),
    in: new Decimal(f.in),
    out: new Decimal(f.out),
    closing: new Decimal(f.closing),
  });
  const items = data.rows
    .filter((row) => !needle || `${row.moneyAccount.name} ${row.iban}`.toLocaleLowerCase('uk').includes(needle))
    .map((row): MoneyBalanceLine => ({
      kind: 'item',
      id: row.moneyAccount.uid,
      name: row.moneyAccount.name,
      accountKind: t(`reports.money.kinds.${row.kind}`),
      iban: row.iban,
      ...figures(row),
    }));
  return [...items, { kind: 'total', id: 'total', name: t('reports.money.total'), accountKind: '', iban: '', ...figures(data.total) }];
}

/** The report as shown, as an export table. */
export function moneyBalancesTable(lines: MoneyBalanceLine[], data: Pick<MoneyBalances, 'from' | 'date'>, t: Label): ExportTable {
  return {
    title: t('reports.money.title'),
    parameters: [
      [t('reports.money.period'), `${formatDateUk(data.from)} – ${formatDateUk(data.date)}`],
      [t('reports.money.date'), formatDateUk(data.date)],
    ],
    columns: [
      { header: t('reports.money.account'), kind: 'text', width: 30 },
      { header: t('reports.money.kind'), kind: 'text', width: 8 },
      { header: t('reports.money.iban'), kind: 'text', width: 32 },
      ...MONEY_FIGURES.map((figure) => ({ header: t(`reports.money.${figure}`), kind: 'money' as const, width: 16 })),
    ],
    rows: lines.map((line) => ({
      emphasis: line.kind === 'total',
      cells: [line.name, line.accountKind, line.iban, ...MONEY_FIGURES.map((figure) => line[figure])],
    })),
  };
}
