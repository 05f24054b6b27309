/**
 * The aging report's table as plain data: a line per counterparty with its buckets, its open
 * documents beneath it when unfolded, and the total; the same as an export table with every
 * document. Exact decimals (money.ts); no React and no DOM, so it is unit-tested in Node.
 */
import type { Aging, AgingItem, AgingRow } from '../../../../shared/api/aging.js';
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import { Decimal } from '../../../../shared/api/money.js';
import type { ExportTable } from '../../lib/report-export.js';
import { recordLinkOf, recordTypeName, type RecordLink } from '../../lib/record-types.js';
import type { SortRule } from './report-model.js';

/** The figures of a line, in the order the table shows them. */
export const AGING_FIGURES = ['d0_30', 'd31_60', 'd61_90', 'over90', 'advance', 'balance'] as const;
export type AgingFigure = (typeof AGING_FIGURES)[number];
export type AgingField = 'agent' | AgingFigure;
type Figures = Record<AgingFigure, Decimal>;

/** The translate function as the model needs it (the screen passes i18next's `t`). */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** The oldest open document under a line: its date and age in days, or nulls when there is none. */
interface Oldest {
  date: string | null;
  days: number | null;
}

export type AgingLine =
  | ({ kind: 'item'; id: string; agentUid: string; agent: string; count: number; expanded: boolean } & Figures & Oldest)
  | ({
      kind: 'doc';
      id: string;
      agentUid: string;
      uid: string;
      /** Where the document opens: its editor, a payment's, an operation's. */
      link: RecordLink;
      /** The document, for the grid's narrow column. */
      name: string;
      /** The document and what it was made on, for the tooltip, the files and the paper. */
      label: string;
      date: string;
      days: number;
    } & Figures)
  | ({ kind: 'total'; id: string } & Figures & Oldest);

// Object.fromEntries over AGING_FIGURES gives a record of string keys; it has every figure, which the
// compiler cannot see, hence the casts to Figures in this file.
const figuresOf = (row: Pick<AgingRow, AgingFigure>): Figures =>
  Object.fromEntries(AGING_FIGURES.map((f) => [f, new Decimal(row[f])])) as Figures;

/** An open item's figures: its open amount in its bucket (or as an advance) and in the total. */
function itemFigures(item: AgingItem): Figures {
  const open = new Decimal(item.open);
  const figures = Object.fromEntries(AGING_FIGURES.map((f) => [f, new Decimal(0)])) as Figures;
  figures[item.bucket] = open;
  figures.balance = open;
  return figures;
}

/** «Видаткова накладна № 12» in the user's language. */
export function documentName(t: Translate, type: string, no: string): string {
  const name = t(`reconciliation.types.${type}`, { defaultValue: recordTypeName(t, type) });
  return no ? `${name} № ${no}` : name;
}

/** An item's label: the document, and the invoice it was linked to. */
export function itemLabel(t: Translate, item: AgingItem): string {
  const own = documentName(t, item.document.type, item.document.no);
  const ref = item.reference;
  return ref
    ? t('reports.aging.withReference', { document: own, reference: documentName(t, ref.type, ref.no), date: formatDateUk(ref.date) })
    : own;
}

/** The oldest of the rows' open items (each row lists its items oldest first), so a folded line still says since when. */
function oldestOf(rows: readonly AgingRow[]): Oldest {
  let oldest: AgingItem | undefined;
  for (const row of rows) {
    const first = row.items[0];
    if (first && (!oldest || first.days > oldest.days)) oldest = first;
  }
  return oldest ? { date: oldest.document.date, days: oldest.days } : { date: null, days: null };
}

function matches(filter: string, row: AgingRow): boolean {
  const needle = filter.trim().toLocaleLowerCase('uk');
  if (needle === '') return true;
  return (
    row.agent.name.toLocaleLowerCase('uk').includes(needle) || row.items.some((i) => i.document.no.toLocaleLowerCase('uk').includes(needle))
  );
}

export interface AgingLinesOptions {
  filter: string;
  only: string | null;
  sort: SortRule<AgingField>;
  expanded: ReadonlySet<string>;
}

/**
 * The lines on screen: counterparties sorted as asked (by name, or by a figure), each followed by
 * its open documents, oldest first, when it is unfolded; then the total of the counterparties shown.
 * `only` keeps one counterparty (a link from the dashboard), the filter those whose name or a
 * document's number has the text.
 */
export function agingLines(data: Aging, options: AgingLinesOptions, t: Translate): AgingLine[] {
  const shown = data.rows.filter((row) => (options.only === null || row.agent.uid === options.only) && matches(options.filter, row));
  const sign = options.sort.direction === 'asc' ? 1 : -1;
  const field = options.sort.field;
  const sorted = [...shown].sort((a, b) =>
    field === 'agent' ? sign * a.agent.name.localeCompare(b.agent.name, 'uk') : sign * new Decimal(a[field]).comparedTo(b[field]),
  );
  const lines: AgingLine[] = [];
  for (const row of sorted) {
    const expanded = options.expanded.has(row.agent.uid);
    lines.push({
      kind: 'item',
      id: row.agent.uid,
      agentUid: row.agent.uid,
      agent: row.agent.name,
      count: row.items.length,
      expanded,
      ...oldestOf([row]),
      ...figuresOf(row),
    });
    if (!expanded) continue;
    row.items.forEach((item, index) =>
      lines.push({
        kind: 'doc',
        id: `${row.agent.uid}:${item.document.uid}:${index}`,
        agentUid: row.agent.uid,
        uid: item.document.uid,
        link: recordLinkOf(item.document.type, item.document.uid, item.document.date),
        name: documentName(t, item.document.type, item.document.no),
        label: itemLabel(t, item),
        date: item.document.date,
        days: item.days,
        ...itemFigures(item),
      }),
    );
  }
  const total = Object.fromEntries(AGING_FIGURES.map((f) => [f, shown.reduce((sum, row) => sum.plus(row[f]), new Decimal(0))])) as Figures;
  lines.push({ kind: 'total', id: 'total', ...oldestOf(shown), ...total });
  return lines;
}

/** The overdue-beyond-30-days figure of the header: the one counterparty's when the report shows one, else the company's. */
export function over30Of(data: Aging, only: string | null): number {
  if (only === null) return data.total.over30;
  return data.rows.find((row) => row.agent.uid === only)?.over30 ?? 0;
}

export interface AgingTableOptions {
  filter: string;
  only: string | null;
  company: string | null;
}

/**
 * The report for xlsx, PDF and print: every counterparty in bold with its figures, each of its
 * open documents beneath it with its date and age, and the total, as an accountant files it.
 */
export function agingTable(data: Aging, options: AgingTableOptions, t: Translate): ExportTable {
  const lines = agingLines(
    data,
    {
      filter: options.filter,
      only: options.only,
      sort: { field: 'agent', direction: 'asc' },
      expanded: new Set(data.rows.map((r) => r.agent.uid)),
    },
    t,
  );
  const cell = (value: Decimal) => (value.isZero() ? null : value);
  const age = (days: number | null) => (days === null ? null : String(days));
  return {
    title: t(`reports.aging.title_${data.side}`),
    parameters: [
      ...(options.company ? [[t('reports.aging.company'), options.company] as [string, string]] : []),
      [t('reports.aging.date'), formatDateUk(data.date)],
      [t('reports.aging.side'), t(`reports.aging.sides.${data.side}`)],
      [t('reports.aging.basis'), t('reports.aging.basisText')],
    ],
    columns: [
      { header: t('reports.aging.agentOrDocument'), kind: 'text', width: 48 },
      { header: t('reports.aging.docDate'), kind: 'date', width: 11 },
      { header: t('reports.aging.days'), kind: 'text', width: 7 },
      ...AGING_FIGURES.map((f) => ({ header: t(`reports.aging.${f}`), kind: 'money' as const, width: 14 })),
    ],
    rows: lines.map((line) => {
      if (line.kind === 'item')
        return { emphasis: true, cells: [line.agent, line.date, age(line.days), ...AGING_FIGURES.map((f) => cell(line[f]))] };
      if (line.kind === 'doc')
        return { cells: [`    ${line.label}`, line.date, String(line.days), ...AGING_FIGURES.map((f) => cell(line[f]))] };
      return { emphasis: true, cells: [t('reports.total'), line.date, age(line.days), ...AGING_FIGURES.map((f) => line[f])] };
    }),
  };
}
