/**
 * The account analysis as plain data: the opening balance, a line per correspondent account with
 * the period's debit and credit against it, the turnovers and the closing balance. Exact decimals;
 * no React and no DOM, so it is unit-tested in Node.
 */
import type { AccountAnalysis } from '../../../../shared/api/account-analysis.js';
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { ExportTable } from '../../lib/report-export.js';
import type { Label } from './trial-balance-model.js';

/** A line: a correspondent account, the opening or closing balance (a subtotal), or the turnovers (the total). */
export interface AccountAnalysisLine {
  kind: 'item' | 'subtotal' | 'total';
  id: string;
  account: string;
  name: string;
  debit: Decimal;
  credit: Decimal;
}

/** A balance (debit minus credit) on its side: a debit balance in `debit`, a credit one in `credit`. */
function balanceLine(kind: 'opening' | 'closing', balance: Decimal, t: Label): AccountAnalysisLine {
  const zero = new Decimal(0);
  return {
    kind: 'subtotal',
    id: kind,
    account: '',
    name: t(`reports.analysis.${kind}`),
    debit: balance.isPositive() ? balance : zero,
    credit: balance.isNegative() ? balance.negated() : zero,
  };
}

/** The analysis's lines; `filter` keeps the correspondent accounts whose code or name has it. */
export function accountAnalysisLines(analysis: AccountAnalysis, t: Label, filter = ''): AccountAnalysisLine[] {
  const needle = filter.trim().toLocaleLowerCase('uk');
  const items = analysis.rows
    .filter((row) => !needle || `${row.against ?? ''} ${row.name}`.toLocaleLowerCase('uk').includes(needle))
    .map((row): AccountAnalysisLine => ({
      kind: 'item',
      id: `against-${row.against ?? ''}`,
      // An off-balance account's entries of one side have no correspondent account.
      account: row.against ?? '',
      name: row.against === null ? t('reports.analysis.noCorrespondent') : row.name,
      debit: new Decimal(row.debit),
      credit: new Decimal(row.credit),
    }));
  return [
    balanceLine('opening', new Decimal(analysis.opening), t),
    ...items,
    {
      kind: 'total',
      id: 'turnover',
      account: '',
      name: t('reports.analysis.turnover'),
      debit: new Decimal(analysis.debit),
      credit: new Decimal(analysis.credit),
    },
    balanceLine('closing', new Decimal(analysis.closing), t),
  ];
}

/** The analysis as shown, as an export table. */
export function accountAnalysisTable(
  lines: AccountAnalysisLine[],
  analysis: Pick<AccountAnalysis, 'account' | 'name' | 'from' | 'to'>,
  t: Label,
): ExportTable {
  return {
    title: `${t('reports.analysis.title')} ${analysis.account} «${analysis.name}»`,
    parameters: [[t('reports.ledger.period'), `${formatDateUk(analysis.from)} – ${formatDateUk(analysis.to)}`]],
    columns: [
      { header: t('reports.analysis.against'), kind: 'text', width: 12 },
      { header: t('reports.analysis.name'), kind: 'text', width: 44 },
      { header: t('reports.analysis.debit'), kind: 'money', width: 16 },
      { header: t('reports.analysis.credit'), kind: 'money', width: 16 },
    ],
    rows: lines.map((line) => ({
      emphasis: line.kind !== 'item',
      cells: [line.account, line.name, line.debit.isZero() ? null : line.debit, line.credit.isZero() ? null : line.credit],
    })),
  };
}
