import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatDateLongUk, formatDateUk, monthEnd, statementPeriodOf, type CompanySettings } from '../../shared/api/index.js';
import { GRID } from './form-layouts.js';

const MONTHS = [
  'січень',
  'лютий',
  'березень',
  'квітень',
  'травень',
  'червень',
  'липень',
  'серпень',
  'вересень',
  'жовтень',
  'листопад',
  'грудень',
];

/**
 * The period of Форма № 2-м as the form words it, from 1 January: «за I квартал 2026 р.», «за I
 * півріччя 2026 р.», «за 9 місяців 2026 р.», «за 2026 р.»; an interim month's end by its months,
 * «за січень 2026 р.» or «за січень – травень 2026 р.»; any other span by its dates.
 */
export function periodWords(from: string, to: string): string {
  const year = to.slice(0, 4);
  const filed = statementPeriodOf(from, to);
  if (filed === 'year') return `за ${year} р.`;
  if (filed === 'q1') return `за I квартал ${year} р.`;
  if (filed === 'h1') return `за I півріччя ${year} р.`;
  if (filed === 'm9') return `за 9 місяців ${year} р.`;
  const last = Number(to.slice(5, 7));
  if (from === `${year}-01-01` && to === monthEnd(Number(year), last))
    return last === 1 ? `за ${MONTHS[0]} ${year} р.` : `за ${MONTHS[0]} – ${MONTHS[last - 1]} ${year} р.`;
  return `за період з ${formatDateUk(from)} по ${formatDateUk(to)}`;
}

/** The balance's date as the form words it: «на 31 грудня 2026 р.». */
export function balanceDateWords(to: string): string {
  return `на ${formatDateLongUk(to)}`;
}

/** The day after `date`: the date a report of a period ending on `date` bears in its «КОДИ» box. */
export function dayAfter(date: string): string {
  const next = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const NONE = [false, false, false, false] as const;
const boxed = (text: string): TableCell => ({ text, alignment: 'center', bold: true });
/** A box across the three columns of the «КОДИ» block. */
const wide = (text: string): TableCell[] => [{ text, alignment: 'center', bold: true, colSpan: 3 }, '', ''];
const label = (text: string, right = false): TableCell => ({ text, border: [...NONE], alignment: right ? 'right' : 'left' });

/** A requisite to fill in: its caption and its value on a line, blank when unknown. */
function requisite(caption: string, value: string, colSpan = 1): TableCell {
  return {
    border: [...NONE],
    colSpan,
    text: [caption, ' ', { text: value ? ` ${value} ` : '\u00a0'.repeat(60), decoration: 'underline' }],
  };
}

/**
 * The head of the small company's report (НП(С)БО 25, додаток 1): the standard's note, the «КОДИ»
 * box with the report's date and the company's code (what the settings do not hold stays blank), the
 * requisites and the unit the figures are in.
 */
export function statementsHead(company: CompanySettings, to: string): Content[] {
  const [y, m, d] = dayAfter(to).split('-') as [string, string, string];
  const body: TableCell[][] = [
    [label(''), label(''), ...wide('КОДИ')],
    [label(''), label('Дата (рік, місяць, число)', true), boxed(y), boxed(m), boxed(d)],
    [requisite('Підприємство', company.name), label('за ЄДРПОУ', true), ...wide(company.code)],
    [requisite('Територія', ''), label('за КАТОТТГ', true), ...wide('')],
    [requisite('Організаційно-правова форма господарювання', ''), label('за КОПФГ', true), ...wide('')],
    [requisite('Вид економічної діяльності', ''), label('за КВЕД', true), ...wide('')],
    // Under the box, across the whole head.
    [requisite('Середня кількість працівників', '', 5), '', '', '', ''],
    [requisite('Адреса, телефон', company.address, 5), '', '', '', ''],
  ];
  return [
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 190,
          fontSize: 7,
          text: 'Додаток 1\nдо Національного положення (стандарту) бухгалтерського обліку 25 «Спрощена фінансова звітність»',
        },
      ],
      margin: [0, 0, 0, 6],
    },
    { table: { widths: ['*', 'auto', 40, 26, 26], body }, layout: GRID, margin: [0, 0, 0, 4] },
    { text: 'Одиниця виміру: тис. грн. з одним десятковим знаком', margin: [0, 2, 0, 0] },
  ];
}

/** «Форма № 1-м» and its code by ДКУД in a box, at the right under a form's title. */
export function formCode(form: string, dkud: string): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          widths: ['auto', 'auto', 56],
          body: [[label(`Форма № ${form}`), label('Код за ДКУД', true), boxed(dkud)]],
        },
        layout: GRID,
      },
    ],
    margin: [0, 2, 0, 6],
  };
}
