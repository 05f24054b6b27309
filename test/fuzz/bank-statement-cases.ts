import fc from 'fast-check';
import { Decimal, moneyText } from '../../shared/api/money.js';
import type { BankLine } from '../../shared/bank/statement.js';
import { clientBankExchangeText, documentKeys, type StatementDoc } from '../support/bank-statement.js';

/** Our account in every generated statement. */
export const OURS = 'UA213223130000026007233566001';

/** One payment of a generated statement, with what the readers must make of it. */
export interface FuzzDoc {
  no: string;
  /** ISO. */
  date: string;
  /** Above zero, two decimals. */
  amount: string;
  direction: 'in' | 'out';
  name: string;
  code: string;
  iban: string;
  purpose: string;
}

/** A column of a CSV or XLSX statement: its header and what a document writes in it. */
export interface TableColumn {
  header: string;
  cell: (doc: FuzzDoc, kind: 'csv' | 'xlsx') => string | number | Date | null;
}

/** How a table statement is laid out: its separator, line break and columns in their order. */
export interface TableLayout {
  separator: ';' | ',';
  lineBreak: '\r\n' | '\n';
  columns: TableColumn[];
}

/** A generated statement in all its forms: the documents, the lines a reader must give, and how each file is written. */
export interface StatementCase {
  docs: FuzzDoc[];
  expected: BankLine[];
  encoding: 'windows-1251' | 'utf-8' | 'utf-8-bom';
  /** The order of the keys in each 1C document (a permutation of documentKeys). */
  keyOrder: number[];
  /** The bank's opening balance, or null for a statement without its own figures. */
  opening: string | null;
  layout: TableLayout;
  /** Which document's name is written in the other encoding in the mixed-encoding file. */
  mixedDoc: number;
}

// Names and words with what breaks naive readers: quotes, guillemets, separators, apostrophes, Ґ Є Ї І.
const NAMES = [
  'ТОВ «Ґудзик і Ко»',
  'ФОП Петренко Іван',
  'ПП "Ромашка"',
  'АТ «Єврокар»',
  'ТОВ Альфа-Софт',
  'Комп’ютерний світ',
  'Фірма «Їжак»; філія №2',
  'ТОВ ГРІН, ЛТД',
];
const WORDS = [
  'Оплата',
  'за',
  'рах.',
  '№5',
  'від',
  '02.11.2026',
  'ПДВ',
  '20%',
  'товар',
  'послуги',
  '"зі',
  'знижкою"',
  ';',
  ',',
  'Її',
  '«',
  '»',
];

const ukDate = (iso: string) => iso.split('-').reverse().join('.');
const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

const fuzzDoc: fc.Arbitrary<FuzzDoc> = fc.record({
  no: fc.integer({ min: 1, max: 999_999 }).map(String),
  date: fc.integer({ min: 0, max: 364 }).map((day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10)),
  amount: fc.integer({ min: 1, max: 9_999_999_999 }).map((kopecks) => moneyText(new Decimal(kopecks).dividedBy(100))),
  direction: fc.constantFrom('in' as const, 'out' as const),
  name: fc.constantFrom(...NAMES),
  code: fc.oneof(digits(8), digits(10), fc.constant('')),
  iban: digits(27).map((d) => `UA${d}`),
  purpose: fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((words) => words.join(' ')),
});

const signed = (doc: FuzzDoc) => new Decimal(doc.amount).times(doc.direction === 'out' ? -1 : 1);
// Ukrainian style with ';' (`-1 234,56`), dots with ',': a comma would need quotes.
const amountText = (value: Decimal, separator: string) =>
  separator === ';'
    ? moneyText(value)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
    : moneyText(value);

function columnsOf(split: boolean, separator: string): TableColumn[] {
  const money = (value: Decimal | null, kind: 'csv' | 'xlsx') =>
    value === null ? (kind === 'csv' ? '' : null) : kind === 'csv' ? amountText(value, separator) : value.toNumber();
  const amounts: TableColumn[] = split
    ? [
        { header: 'Надходження', cell: (d, kind) => money(d.direction === 'in' ? new Decimal(d.amount) : null, kind) },
        { header: 'Списання', cell: (d, kind) => money(d.direction === 'out' ? new Decimal(d.amount) : null, kind) },
      ]
    : [{ header: 'Сума', cell: (d, kind) => money(signed(d), kind) }];
  return [
    { header: 'Дата операції', cell: (d, kind) => (kind === 'csv' ? ukDate(d.date) : new Date(`${d.date}T00:00:00Z`)) },
    { header: 'Номер документа', cell: (d) => d.no },
    ...amounts,
    { header: 'Контрагент', cell: (d) => d.name },
    { header: 'ЄДРПОУ контрагента', cell: (d) => d.code },
    { header: 'Рахунок контрагента', cell: (d) => d.iban },
    { header: 'Призначення платежу', cell: (d) => d.purpose },
  ];
}

const layout: fc.Arbitrary<TableLayout> = fc
  .record({
    separator: fc.constantFrom(';' as const, ',' as const),
    lineBreak: fc.constantFrom('\r\n' as const, '\n' as const),
    split: fc.boolean(),
  })
  .chain(({ separator, lineBreak, split }) => {
    const columns = columnsOf(split, separator);
    return fc
      .shuffledSubarray(columns, { minLength: columns.length, maxLength: columns.length })
      .map((order): TableLayout => ({ separator, lineBreak, columns: order }));
  });

const NOBODY = { name: '', code: '', account: '' };
const KEY_INDEXES = [...documentKeys({ no: '', date: '', amount: '', payer: NOBODY, payee: NOBODY, purpose: '' }).keys()];

/** The line a document is read as; every document of a case is ours, so its place among them is its position in the file. */
const lineOf = (doc: FuzzDoc, position: number): BankLine => ({
  no: doc.no,
  date: doc.date,
  amount: doc.amount,
  direction: doc.direction,
  account: OURS,
  counterparty: { name: doc.name, code: doc.code, iban: doc.iban },
  purpose: doc.purpose,
  position,
});

/** A statement of 1 to 6 payments of our account, its encoding, its 1C key order and bank figures, and its table layout. */
export const statementCase: fc.Arbitrary<StatementCase> = fc
  .record({
    docs: fc.array(fuzzDoc, { minLength: 1, maxLength: 6 }),
    encoding: fc.constantFrom('windows-1251' as const, 'utf-8' as const, 'utf-8-bom' as const),
    keyOrder: fc.shuffledSubarray(KEY_INDEXES, { minLength: KEY_INDEXES.length, maxLength: KEY_INDEXES.length }),
    opening: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000_000 }).map((k) => moneyText(new Decimal(k).dividedBy(100)))),
    layout,
    mixedDoc: fc.nat(),
  })
  .map((c) => ({ ...c, expected: c.docs.map(lineOf) }));

function toStatementDoc(doc: FuzzDoc): StatementDoc {
  const them = { name: doc.name, code: doc.code, account: doc.iban };
  const us = { name: 'Наша організація', code: '87654321', account: OURS };
  const [payer, payee] = doc.direction === 'in' ? [them, us] : [us, them];
  return { no: doc.no, date: ukDate(doc.date), amount: doc.amount, payer, payee, purpose: doc.purpose };
}

/** The case as a `1CClientBankExchange` text: each document's keys in the case's order, the bank's figures where it has them. */
export function exchangeText(c: StatementCase): string {
  const total = (direction: FuzzDoc['direction']) =>
    c.docs.filter((d) => d.direction === direction).reduce((sum, d) => sum.plus(d.amount), new Decimal(0));
  const balances =
    c.opening === null
      ? []
      : [
          `НачальныйОстаток=${c.opening}`,
          `ВсегоПоступило=${moneyText(total('in'))}`,
          `ВсегоСписано=${moneyText(total('out'))}`,
          `КонечныйОстаток=${moneyText(new Decimal(c.opening).plus(total('in')).minus(total('out')))}`,
        ];
  const keysOf = (doc: StatementDoc) => {
    const keys = documentKeys(doc);
    return c.keyOrder.map((index) => keys[index] ?? '');
  };
  return clientBankExchangeText(OURS, { from: '01.01.2026', to: '31.12.2026', docs: c.docs.map(toStatementDoc) }, { balances, keysOf });
}

/** The case as a CSV text in `layout`, a field quoted where it holds a separator or a quote, ending with a line break. */
export function csvText(c: StatementCase, layout: TableLayout): string {
  const field = (value: ReturnType<TableColumn['cell']>) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
    return /[;,"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = [
    layout.columns.map((column) => column.header),
    ...c.docs.map((doc) => layout.columns.map((column) => column.cell(doc, 'csv'))),
  ];
  return rows.map((row) => row.map(field).join(layout.separator)).join(layout.lineBreak) + layout.lineBreak;
}
