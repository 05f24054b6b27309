/**
 * The statements as the forms lay them out: Форма № 1-м and Форма № 2-м, their section headings and
 * lines with codes, figures in thousands with one decimal, and the printed form's title, requisites and
 * signatures. Plain data; no React and no DOM, so it is unit-tested in Node.
 */
import type { Period } from '../../lib/period.js';
import { BALANCE_LINES, RESULT_LINES } from '../../../../shared/api/statement-lines.js';
import { STATEMENT_PERIODS, statementPeriodOf, statementsPeriod, type Statements } from '../../../../shared/api/statements.js';
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { ExportTable } from '../../lib/report-export.js';
import type { Translate } from './aging-model.js';

export type StatementForm = 'balance' | 'results';

/** A line of a form: a section heading, or a line with its code, two figures in thousands (exact beside them) and its accounts. */
export type StatementLine =
  | { kind: 'heading'; id: string; name: string }
  | {
      /** A total in bold, like the grid's other totals. */
      kind: 'item' | 'total';
      id: string;
      code: string;
      name: string;
      /** «у тому числі» lines and the figures a line is made of stand indented. */
      part: boolean;
      figures: [Decimal, Decimal];
      exact: [Decimal, Decimal];
      accounts: string[];
    };

/** The headings that stand above a line of Форма № 1-м. */
const HEADINGS: Record<string, string[]> = {
  '1000': ['assets', 'fixed'],
  '1100': ['current'],
  '1400': ['liabilities', 'equity'],
  '1600': ['currentLiabilities'],
};

/** One form's lines in the form's order. */
export function statementLines(statements: Statements, form: StatementForm, t: Translate): StatementLine[] {
  const lines: StatementLine[] = [];
  if (form === 'balance') {
    for (const line of statements.balance) {
      for (const head of HEADINGS[line.code] ?? [])
        lines.push({ kind: 'heading', id: `head-${head}`, name: t(`reports.statements.heads.${head}`) });
      const shape = BALANCE_LINES.find((l) => l.code === line.code);
      lines.push({
        kind: shape?.total ? 'total' : 'item',
        id: line.code,
        code: line.code,
        name: t(`reports.statements.lines.${line.code}`),
        part: Boolean(shape?.part || shape?.detail),
        figures: [new Decimal(line.startThousands), new Decimal(line.endThousands)],
        exact: [new Decimal(line.start), new Decimal(line.end)],
        accounts: line.accounts,
      });
    }
    return lines;
  }
  for (const line of statements.results)
    lines.push({
      kind: RESULT_LINES.find((l) => l.code === line.code)?.total ? 'total' : 'item',
      id: line.code,
      code: line.code,
      name: t(`reports.statements.lines.${line.code}`),
      part: false,
      figures: [new Decimal(line.currentThousands), new Decimal(line.previousThousands)],
      exact: [new Decimal(line.current), new Decimal(line.previous)],
      accounts: line.accounts,
    });
  return lines;
}

/**
 * The filed period a period stands for: itself when it is one, else the shortest one of the year of
 * its end that reaches that end (a period remembered from before, or today's date).
 */
export function filedPeriod(period: Period): { from: string; to: string } {
  const year = Number(period.to.slice(0, 4));
  const month = Number(period.to.slice(5, 7));
  if (statementPeriodOf(period.from, period.to)) return { from: period.from, to: period.to };
  const reaching = STATEMENT_PERIODS.find((name) => Number(statementsPeriod(year, name).to.slice(5, 7)) >= month) ?? 'year';
  return statementsPeriod(year, reaching);
}

/** The two figure columns' headers of a form. */
export function figureHeaders(form: StatementForm, t: Translate): [string, string] {
  return form === 'balance'
    ? [t('reports.statements.start'), t('reports.statements.end')]
    : [t('reports.statements.current'), t('reports.statements.previous')];
}

/** The form's title with its date or period, as printed. */
export function statementTitle(statements: Pick<Statements, 'from' | 'to'>, form: StatementForm, t: Translate): string {
  const [from, to] = [formatDateUk(statements.from), formatDateUk(statements.to)];
  if (form === 'balance') return `${t('reports.statements.title1')} ${t('reports.statements.at', { date: to })}`;
  const filed = statementPeriodOf(statements.from.slice(0, 10), statements.to.slice(0, 10));
  const period = filed
    ? t(`reports.statements.filed.${filed}`, { year: statements.to.slice(0, 4) })
    : t('reports.statements.period', { from, to });
  return `${t('reports.statements.title2')} ${period}`;
}

/** The company a form is of, as its header names it. */
export interface StatementCompany {
  name: string;
  code: string;
}

/** A form as shown: its `lines`, the `statements`' period, which `form` it is, and the `company` it is of. */
export interface ShownStatement {
  lines: StatementLine[];
  statements: Pick<Statements, 'from' | 'to'>;
  form: StatementForm;
  company: StatementCompany;
}

/** A form as printed and exported: title, company and ЄДРПОУ, unit, the lines with codes, the signatures. */
export function statementTable({ lines, statements, form, company }: ShownStatement, t: Translate): ExportTable {
  const [first, second] = figureHeaders(form, t);
  return {
    title: statementTitle(statements, form, t),
    parameters: [
      [t('reports.statements.company'), company.name || '—'],
      [t('reports.statements.code'), company.code || '—'],
      [t('reports.statements.formName'), t(form === 'balance' ? 'reports.statements.form1No' : 'reports.statements.form2No')],
      [t('reports.statements.unit'), t('reports.statements.thousands')],
    ],
    columns: [
      { header: t('reports.statements.article'), kind: 'text', width: 60 },
      { header: t('reports.statements.lineCode'), kind: 'text', width: 10 },
      { header: first, kind: 'thousands', width: 18 },
      { header: second, kind: 'thousands', width: 18 },
    ],
    rows: lines.map((line) =>
      line.kind === 'heading'
        ? { emphasis: true, cells: [line.name, null, null, null] }
        : { emphasis: line.kind === 'total', cells: [line.part ? `\u00a0\u00a0${line.name}` : line.name, line.code, ...line.figures] },
    ),
    signatures: [t('reports.statements.director'), t('reports.statements.accountant')],
  };
}
