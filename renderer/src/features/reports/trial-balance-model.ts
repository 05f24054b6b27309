/**
 * The ОСВ's table as plain data: accounts in the chart's order folded into their synthetic
 * accounts, an account unfolded into its sub-accounts or into the records of one analytic, and
 * the total. Exact decimals (money.ts); no React and no DOM, so it is unit-tested in Node.
 */
import type { Period } from '../../lib/period.js';
import type { AccountAnalytic } from '../../../../shared/api/accounts.js';
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import { BALANCE_FIGURES, type BalanceFigure, type TrialBalance, type TrialBalanceRow } from '../../../../shared/api/ledger-reports.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { ExportTable } from '../../lib/report-export.js';

type Figures = Record<BalanceFigure, Decimal>;

/** The analytics an ОСВ row unfolds by, in the order offered: a counterparty before its contract, goods before the store. */
const UNFOLD_ORDER: readonly AccountAnalytic[] = ['agent', 'entity', 'store', 'contract'];

/**
 * A line of the ОСВ: an account, one record of an account unfolded by an analytic, a total (of the
 * balance accounts, or `offBalance` of the off-balance ones), or the heading of the off-balance section.
 */
export type TrialBalanceLine =
  | ({
      kind: 'item';
      id: string;
      account: string;
      name: string;
      depth: number;
      /** `sub`: it folds its sub-accounts; `analytic`: it unfolds into records of `by`; null: neither. */
      folding: 'sub' | 'analytic' | null;
      by: AccountAnalytic | null;
      expanded: boolean;
    } & Figures)
  | ({
      kind: 'analytic';
      id: string;
      account: string;
      by: AccountAnalytic;
      record: { uid: string; name: string } | null;
      depth: number;
    } & Figures)
  | ({ kind: 'total'; id: string; offBalance?: true } & Figures)
  | ({ kind: 'section'; id: string } & Figures);

export type TrialBalanceItem = Extract<TrialBalanceLine, { kind: 'item' }>;

/** What the screen has unfolded: accounts open, the analytic each is unfolded by, and the rows read for it. */
export interface Unfolding {
  expanded: ReadonlySet<string>;
  /** Rows of `account&by` replies, by account; an account not here is still being read. */
  records: ReadonlyMap<string, TrialBalanceRow[]>;
}

// Object.fromEntries over BALANCE_FIGURES gives a record of string keys; it has every figure, which the
// compiler cannot see, hence the cast to Figures.
const figuresOf = (row: Record<BalanceFigure, number>): Figures =>
  Object.fromEntries(BALANCE_FIGURES.map((f) => [f, new Decimal(row[f])])) as Figures;

/** The analytic an account row unfolds by, or null when its account is kept by none. */
export function unfoldBy(row: Pick<TrialBalanceRow, 'analytics'>): AccountAnalytic | null {
  return UNFOLD_ORDER.find((analytic) => row.analytics.includes(analytic)) ?? null;
}

/** The open accounts that unfold into records (they have no sub-accounts to show), each with the analytic it unfolds by. */
export function analyticUnfolds(
  report: Pick<TrialBalance, 'rows'>,
  expanded: ReadonlySet<string>,
): { account: string; by: AccountAnalytic }[] {
  const parents = new Set(report.rows.map((row) => row.parent));
  return report.rows.flatMap((row) => {
    const by = unfoldBy(row);
    return by && expanded.has(row.account) && !parents.has(row.account) ? [{ account: row.account, by }] : [];
  });
}

function matches(filter: string, ...texts: string[]): boolean {
  const needle = filter.trim().toLocaleLowerCase('uk');
  return needle === '' || texts.some((text) => text.toLocaleLowerCase('uk').includes(needle));
}

/**
 * The lines on screen: top-level accounts, each followed by its sub-accounts when unfolded (or by
 * its records of one analytic, for an account without sub-accounts), then the total of the balance
 * accounts as the service summed it; then, apart, the off-balance accounts (class 0, single-entry)
 * the same way with a total of their own (docs/general-ledger.md, "Off-balance accounts"). A filter
 * shows every account whose code or name has it, flat.
 */
export function trialBalanceLines(report: TrialBalance, unfolding: Unfolding, filter = ''): TrialBalanceLine[] {
  const balance = accountLines(report, unfolding, filter);
  const off = report.offBalance.rows;
  if (off.length === 0) return balance;
  const zero = figuresOf({ openingDebit: 0, openingCredit: 0, debit: 0, credit: 0, closingDebit: 0, closingCredit: 0 });
  const offLines = accountLines(report.offBalance, unfolding, filter).map((line) =>
    line.kind === 'total' ? { ...line, id: 'offBalanceTotal', offBalance: true as const } : line,
  );
  return [...balance, { kind: 'section', id: 'offBalance', ...zero }, ...offLines];
}

/** The lines of one section's rows, as `trialBalanceLines` says, ending with the section's `total`. */
function accountLines(
  report: { rows: readonly TrialBalanceRow[]; total: Record<BalanceFigure, number> },
  unfolding: Unfolding,
  filter: string,
): TrialBalanceLine[] {
  const codes = new Set(report.rows.map((row) => row.account));
  const children = new Map<string | null, TrialBalanceRow[]>();
  for (const row of report.rows) {
    const parent = row.parent !== null && codes.has(row.parent) ? row.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const lines: TrialBalanceLine[] = [];
  const itemOf = (row: TrialBalanceRow, depth: number): TrialBalanceItem => {
    const hasSubs = children.has(row.account);
    const by = hasSubs ? null : unfoldBy(row);
    return {
      kind: 'item',
      id: row.account,
      account: row.account,
      name: row.name,
      depth,
      folding: hasSubs ? 'sub' : by ? 'analytic' : null,
      by,
      expanded: unfolding.expanded.has(row.account),
      ...figuresOf(row),
    };
  };
  const walk = (row: TrialBalanceRow, depth: number) => {
    const item = itemOf(row, depth);
    lines.push(item);
    if (!item.expanded) return;
    for (const child of children.get(row.account) ?? []) walk(child, depth + 1);
    if (item.folding === 'analytic' && item.by) {
      const by = item.by;
      for (const record of unfolding.records.get(row.account) ?? []) {
        const key = record.analytic?.uid ?? '—';
        lines.push({
          kind: 'analytic',
          id: `${row.account}/${by}/${key}`,
          account: row.account,
          by,
          record: record.analytic ?? null,
          depth: depth + 1,
          ...figuresOf(record),
        });
      }
    }
  };
  if (filter.trim() === '') for (const row of children.get(null) ?? []) walk(row, 0);
  else
    for (const row of report.rows)
      if (matches(filter, row.account, row.name)) lines.push({ ...itemOf(row, 0), expanded: false, folding: null });
  lines.push({ kind: 'total', id: 'total', ...figuresOf(report.total) });
  return lines;
}

/** A label function as the model needs it (the screen passes i18next's `t`). */
export type Label = (key: string) => string;

/** The ОСВ as shown, as an export table: the lines on screen with their figures, sub-accounts and records indented by depth. */
export function trialBalanceTable(lines: TrialBalanceLine[], period: Period, t: Label): ExportTable {
  return {
    title: t('reports.ledger.title'),
    parameters: [[t('reports.ledger.period'), `${formatDateUk(period.from)} – ${formatDateUk(period.to)}`]],
    columns: [
      { header: t('reports.ledger.account'), kind: 'text', width: 12 },
      { header: t('reports.ledger.name'), kind: 'text', width: 44 },
      ...BALANCE_FIGURES.map((figure) => ({ header: t(`reports.ledger.${figure}`), kind: 'money' as const, width: 16 })),
    ],
    rows: lines.map((line) => {
      const figures = BALANCE_FIGURES.map((figure) => (line[figure].isZero() ? null : line[figure]));
      if (line.kind === 'section') return { emphasis: true, cells: [null, t('reports.ledger.offBalance'), ...figures] };
      if (line.kind === 'total')
        return { emphasis: true, cells: [t(line.offBalance ? 'reports.ledger.offBalanceTotal' : 'reports.total'), null, ...figures] };
      if (line.kind === 'analytic')
        return { indent: line.depth, cells: [line.account, line.record?.name ?? t('reports.ledger.noRecord'), ...figures] };
      return { emphasis: line.depth === 0, indent: line.depth, cells: [line.account, line.name, ...figures] };
    }),
  };
}
