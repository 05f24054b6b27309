import type { Content, TableCell } from 'pdfmake/interfaces.js';
import {
  BALANCE_LINES,
  BALANCE_SECTIONS_UK,
  formatStatementFigureUk,
  RESULT_LINES,
  STATEMENT_LINE_NAMES_UK,
  type CompanySettings,
  type StatementFormName,
  type Statements,
} from '../../shared/api/index.js';
import { GRID, PLAIN } from './form-layouts.js';
import { formDefinition, pdfFilename, type BuiltForm } from './page.js';
import { balanceDateWords, formCode, periodWords, statementsHead } from './statements-heading.js';

/** What the printed statements show: the figures of a period, the company, and which forms. */
export interface StatementsFormData {
  statements: Statements;
  company: CompanySettings;
  /** One form, or both in the order offices file them. */
  forms: readonly StatementFormName[];
}

/** A line of a printed table: its name, code and two figures in thousands with one decimal. */
interface PrintedLine {
  code: string;
  figures: [number, number];
  total: boolean;
  /** «у тому числі» and the parts of a line stand indented under it. */
  indent: boolean;
}

/** Lines printed as negatives in brackets: the expenses, which the form shows in brackets. */
const EXPENSES = new Set(RESULT_LINES.filter((line) => line.sign === -1 || line.code === '2285').map((line) => line.code));

const figure = (value: number, expense: boolean, bold: boolean): TableCell => ({
  text: formatStatementFigureUk(expense ? -value : value),
  alignment: 'right',
  noWrap: true,
  bold,
});

/** A table of a form: the header (repeated on every page), the columns' numbers 1–4, the sections and lines. */
function formTable(headers: [string, string, string, string], rows: TableCell[][], newPage = false): Content {
  const th = (text: string): TableCell => ({ text, style: 'th' });
  return {
    table: {
      headerRows: 2,
      dontBreakRows: true,
      widths: ['*', 44, 82, 82],
      body: [headers.map(th), ['1', '2', '3', '4'].map((n) => ({ text: n, alignment: 'center', fontSize: 7 })), ...rows],
    },
    layout: GRID,
    margin: [0, 0, 0, 8],
    ...(newPage ? { pageBreak: 'before' as const } : {}),
  };
}

function lineRow(line: PrintedLine, expense = false): TableCell[] {
  const name = STATEMENT_LINE_NAMES_UK[line.code] ?? line.code;
  return [
    { text: name, bold: line.total, margin: [line.indent ? 10 : 0, 0, 0, 0] },
    { text: line.code, alignment: 'center', bold: line.total },
    figure(line.figures[0], expense, line.total),
    figure(line.figures[1], expense, line.total),
  ];
}

const sectionRow = (name: string): TableCell[] => [{ text: name, bold: true }, '', '', ''];

/** Форма № 1-м: the title with its date, then «Актив» and «Пасив», each a table of its own as the form has them. */
function balanceForm(s: Statements): Content[] {
  const shapes = new Map(BALANCE_LINES.map((line) => [line.code, line]));
  const sections: Record<string, string> = BALANCE_SECTIONS_UK;
  const rows = (side: 'asset' | 'liability') =>
    s.balance
      .filter((line) => shapes.get(line.code)?.side === side)
      .flatMap((line): TableCell[][] => {
        const shape = shapes.get(line.code);
        const printed: PrintedLine = {
          code: line.code,
          figures: [line.startThousands, line.endThousands],
          total: shape?.total ?? false,
          indent: Boolean(shape?.part || shape?.detail),
        };
        const head = sections[line.code];
        return head ? [sectionRow(head), lineRow(printed)] : [lineRow(printed)];
      });
  const columns = (side: string): [string, string, string, string] => [
    side,
    'Код рядка',
    'На початок звітного року',
    'На кінець звітного періоду',
  ];
  return [
    { text: '1. Баланс (Звіт про фінансовий стан)', style: 'title', fontSize: 11, margin: [0, 0, 0, 0] },
    { text: balanceDateWords(s.to), style: 'subtitle', bold: true },
    formCode('1-м', '1801006'),
    formTable(columns('Актив'), rows('asset')),
    // «Пасив» on a page of its own, as the form is printed: no side splits across a page.
    formTable(columns('Пасив'), rows('liability'), true),
  ];
}

/** Форма № 2-м: the title with its period, the lines, the expenses in brackets. */
function resultsForm(s: Statements): Content[] {
  const totals = new Set(RESULT_LINES.filter((line) => line.total).map((line) => line.code));
  const rows = s.results.map((line) =>
    lineRow(
      { code: line.code, figures: [line.currentThousands, line.previousThousands], total: totals.has(line.code), indent: false },
      EXPENSES.has(line.code),
    ),
  );
  return [
    { text: '2. Звіт про фінансові результати (Звіт про сукупний дохід)', style: 'title', fontSize: 11 },
    { text: periodWords(s.from.slice(0, 10), s.to.slice(0, 10)), style: 'subtitle', bold: true },
    formCode('2-м', '1801007'),
    formTable(['Стаття', 'Код рядка', 'За звітний період', 'За аналогічний період попереднього року'], rows),
  ];
}

/** «Керівник» and «Головний бухгалтер», each with a line to sign on and the name the settings hold. */
function signatures(company: CompanySettings): Content {
  const row = (role: string, name: string): TableCell[] => [
    { text: role, bold: true },
    {
      stack: [
        { text: '______________________', alignment: 'center' },
        { text: '(підпис)', style: 'small', alignment: 'center' },
      ],
    },
    // A name the settings hold is printed as written; without one, the line and its caption are left to fill in.
    name
      ? { text: name, decoration: 'underline' }
      : {
          stack: [
            { text: '\u00a0'.repeat(50), decoration: 'underline' },
            { text: '(Власне ім’я ПРІЗВИЩЕ)', style: 'small', alignment: 'center' },
          ],
        },
  ];
  return {
    unbreakable: true,
    table: { widths: [110, 120, '*'], body: [row('Керівник', company.director), row('Головний бухгалтер', company.accountant)] },
    layout: PLAIN,
    margin: [0, 14, 0, 0],
  };
}

/**
 * The small company's statements as the forms of НП(С)БО 25 lay them out (docs/general-ledger.md,
 * "Statements"): the report's head with its codes, Форма № 1-м and/or Форма № 2-м in thousands with one decimal,
 * and the signatures at the end. Both forms: 2-м starts a page of its own after 1-м.
 */
export function buildStatementsForm(d: StatementsFormData): BuiltForm {
  const s = d.statements;
  const parts = d.forms.map((form, at): Content[] => {
    const body = form === 'balance' ? balanceForm(s) : resultsForm(s);
    return at === 0 ? body : [{ text: '', pageBreak: 'before' }, ...body];
  });
  const content: Content[] = [
    ...statementsHead(d.company, s.to.slice(0, 10)),
    { text: 'Фінансова звітність малого підприємства', style: 'title', fontSize: 12, margin: [0, 10, 0, 6] },
    ...parts.flat(),
    signatures(d.company),
  ];
  const only = d.forms.length === 1 ? d.forms[0] : undefined;
  const caption =
    only === 'balance'
      ? `Баланс (Форма № 1-м) ${balanceDateWords(s.to)}`
      : only === 'results'
        ? `Звіт про фінансові результати (Форма № 2-м) ${periodWords(s.from.slice(0, 10), s.to.slice(0, 10))}`
        : `Фінансова звітність малого підприємства (Форми № 1-м, № 2-м) ${periodWords(s.from.slice(0, 10), s.to.slice(0, 10))}`;
  const definition = formDefinition(caption, content);
  definition.defaultStyle = { ...definition.defaultStyle, fontSize: 8 };
  return {
    definition,
    filename: pdfFilename(
      only === 'balance' ? 'form-1m' : only === 'results' ? 'form-2m' : 'forms-1m-2m',
      s.from.slice(0, 10),
      s.to.slice(0, 10),
    ),
  };
}
