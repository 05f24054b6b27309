import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { formatDateLongUk, formatDateUk, type CompanySettings } from '../../shared/api/index.js';
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

const QUARTERS = ['I', 'II', 'III', 'IV'];

/** The last day of a month, `YYYY-MM-DD`. */
function monthEnd(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The period of Форма № 2-м as the form words it: «за 2026 р.», «за I квартал 2026 р.», «за I півріччя
 * 2026 р.», «за 9 місяців 2026 р.», «за березень 2026 р.», any other span by its dates.
 */
export function periodWords(from: string, to: string): string {
  const [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const sameYear = to.slice(0, 4) === from.slice(0, 4);
  if (sameYear && from.slice(8) === '01') {
    const last = Number(to.slice(5, 7));
    if (to === monthEnd(year, last)) {
      const months = last - month + 1;
      if (month === 1 && last === 12) return `за ${year} р.`;
      if (months === 1) return `за ${MONTHS[month - 1]} ${year} р.`;
      if (month === 1 && last === 6) return `за I півріччя ${year} р.`;
      if (month === 1 && last === 9) return `за 9 місяців ${year} р.`;
      if (months === 3 && month % 3 === 1) return `за ${QUARTERS[(month - 1) / 3]} квартал ${year} р.`;
    }
  }
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
    { text: 'Одиниця виміру: тис. грн. без десяткового знака', margin: [0, 2, 0, 0] },
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
