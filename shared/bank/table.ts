import { Decimal, moneyText } from '../api/money.js';
import {
  normaliseAccount,
  parseStatementAmount,
  parseStatementDate,
  periodOfLines,
  type BankLine,
  type ParsedStatement,
  type SkippedLine,
} from './statement.js';
import { keepOrSkip } from './line-check.js';
import { recogniseBankLayout } from './bank-layouts.js';
import { columnOf, CORRESPONDENT_HEADER } from './counterparty-columns.js';
import { tableTotals } from './statement-totals.js';
import { checkStatementCompany, statementAccountOf, type OurSide } from './statement-owner.js';

/**
 * What a column of a CSV or XLSX statement can hold. The amount is one signed column (`amount`,
 * below zero for money out) or two (`amountIn`, `amountOut`), as banks export it. `ownAccount` and
 * `ownCode` are the account and registry code the statement is of, our side.
 */
export const BANK_FIELDS = [
  'date',
  'no',
  'amount',
  'amountIn',
  'amountOut',
  'name',
  'code',
  'iban',
  'purpose',
  'ownAccount',
  'ownCode',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

/** Column index → field; columns not named are not read. */
export type BankMapping = Record<number, BankField>;

// Words of the headers Ukrainian banks write, in the order they are tried for each field.
const HINTS: [BankField, RegExp][] = [
  ['amountIn', /надходж|кредит|зарахов|credit|\bin\b/i],
  ['amountOut', /списан|дебет|debit|\bout\b/i],
  ['purpose', /призначення|purpose|details|деталі|опис/i],
  ['iban', /рахун|iban|account/i],
  ['code', /єдрпоу|едрпоу|рнокпп|іпн|код|code/i],
  ['name', /контрагент|кореспондент|платник|отримувач|найменування|назва|name|counterparty/i],
  ['amount', /сума|amount|sum/i],
  ['date', /дата|date/i],
  ['no', /номер|№|number|\bno\b/i],
];

// Our own side in a statement that has both: our account, code or bank, never the counterparty's.
const OWN_HEADER = /наш|клієнт|банк|мфо|валют|операці/i;
const COUNTERPARTY: readonly BankField[] = ['name', 'code', 'iban'];
// Of our side's columns, those the statement is of: our account and our registry code (not the bank's code or МФО).
const OWN_FIELDS: [BankField, RegExp][] = [
  ['ownAccount', /рахун|iban|account/i],
  ['ownCode', /єдрпоу|едрпоу|рнокпп|іпн|^\s*код\s*$|code/i],
];
const NOT_OWN = /банк|мфо|валют|операці|документ/i;

/**
 * A mapping for a table statement's header row: a known bank's layout (bank-layouts.ts), else each
 * field to the first column whose header names it. The counterparty's name, code and IBAN are taken
 * only from columns that name the correspondent when the file has such columns, and never from one
 * that names our side or a bank: the exports put our own code and account beside the other side's.
 * Those of our side are read as the statement's own account and code.
 */
export function guessBankMapping(headers: string[]): BankMapping {
  const known = recogniseBankLayout(headers);
  if (known) return known.mapping;
  const marked = (field: BankField) => headers.some((h) => fieldOf(h, field) && CORRESPONDENT_HEADER.test(h));
  const mapping: BankMapping = {};
  const taken = new Set<BankField>();
  headers.forEach((header, column) => {
    const hit = HINTS.find(
      ([field, pattern]) =>
        !taken.has(field) &&
        pattern.test(header) &&
        (!COUNTERPARTY.includes(field) || ((CORRESPONDENT_HEADER.test(header) || !marked(field)) && !OWN_HEADER.test(header))),
    );
    // A column of our side: the account or code the statement is of, read to refuse another's.
    const own = hit ? undefined : OWN_FIELDS.find(([field, pattern]) => !taken.has(field) && pattern.test(header) && !NOT_OWN.test(header));
    const field = hit?.[0] ?? (own && !CORRESPONDENT_HEADER.test(header) ? own[0] : undefined);
    if (field) {
      mapping[column] = field;
      taken.add(field);
    }
  });
  return mapping;
}

const fieldOf = (header: string, field: BankField) => HINTS.find(([f]) => f === field)?.[1].test(header) ?? false;

/** What a mapping still lacks to read lines: a date and an amount (one signed or in and out). */
export function missingBankFields(mapping: BankMapping): BankField[] {
  const fields = new Set(Object.values(mapping));
  const missing: BankField[] = [];
  if (!fields.has('date')) missing.push('date');
  if (!fields.has('amount') && !fields.has('amountIn') && !fields.has('amountOut')) missing.push('amount');
  return missing;
}

/**
 * How a CSV text ends: after a line break outside quotes (`row`: its last row is whole), inside a
 * quoted field (`insideQuotes`: cut off inside its last row), or without a line break
 * (`noLineBreak`). Many banks write a file that way, and so does a file cut off inside its last row,
 * which cannot be told apart (docs/service-behaviour.md, "Bank statements"). `\n` ends a row, or
 * `\r` in a file without `\n`; a lone `\r` after CRLF rows is half of one.
 */
export function csvEnding(text: string): 'row' | 'noLineBreak' | 'insideQuotes' {
  if ((text.match(/"/g)?.length ?? 0) % 2 !== 0) return 'insideQuotes';
  const ended = text.includes('\n') ? /\n\s*$/.test(text) : /\r\s*$/.test(text);
  return ended ? 'row' : 'noLineBreak';
}

/**
 * What is known of a table's last row: `whole`; `unchecked` (a CSV without a final line break: the
 * row is read when it has every column of the header, and the statement says it could not be
 * checked); `cut` (shown as cut off, never read).
 */
export type LastRow = 'whole' | 'unchecked' | 'cut';

/** How a table is read as a statement: its columns' `mapping`, our `account`, how to take its `lastRow`, and `ourSide`. */
export interface TableReading {
  mapping: BankMapping;
  account: string;
  lastRow?: LastRow;
  ourSide?: OurSide;
}

/**
 * The lines of a CSV or XLSX statement of `account` (the first row holds the headers). A row with
 * an amount of zero or none is skipped: banks write a turnover or balance row that way. So is a
 * line the service's contract would refuse, and the last row as `lastRow` says (see LastRow): one
 * cut off, or one unchecked that lacks a column of the header. An unchecked last row read as a line
 * sets `lastLineUnchecked`, so the screen asks the user to compare it with the bank's statement.
 * Where the mapping reads our account and code (`ownAccount`, `ownCode`), the statement is of the
 * first of `ourSide`'s accounts the file names, and a file of another account or company is refused
 * (a StatementError naming it, statement-owner.ts); a row of another account in it is skipped.
 */
export function parseStatementTable(
  rows: string[][],
  { mapping, account, lastRow = 'whole', ourSide = { accounts: [account], code: '' } }: TableReading,
): ParsedStatement {
  const read = { lines: [] as BankLine[], skipped: [] as SkippedLine[] };
  const filled = rows.map((row) => row.some((c) => c.trim()));
  const ownColumn = (field: 'ownAccount' | 'ownCode') => {
    const column = columnOf(mapping, field);
    return column === null ? [] : rows.slice(1).map((row) => (row[column] ?? '').trim());
  };
  const ours = statementAccountOf(ownColumn('ownAccount'), account, ourSide);
  checkStatementCompany(ownColumn('ownCode'), ourSide);
  const last = filled.lastIndexOf(true);
  const columns = rows[0]?.length ?? 0;
  const cutOff = (index: number, row: string[]) =>
    index === last && (lastRow === 'cut' || (lastRow === 'unchecked' && row.length < columns));
  for (const [index, row] of rows.entries()) {
    if (index === 0 || !filled[index]) continue;
    const cell = (field: BankField) => {
      const column = columnOf(mapping, field);
      return column === null ? '' : (row[column] ?? '').trim();
    };
    const no = cell('no');
    const dateText = cell('date');
    const date = parseStatementDate(dateText);
    const signed = parseStatementAmount(cell('amount'));
    const inAmount = parseStatementAmount(cell('amountIn')) ?? new Decimal(0);
    const outAmount = parseStatementAmount(cell('amountOut')) ?? new Decimal(0);
    const amount = signed ?? (inAmount.isZero() ? outAmount.abs().negated() : inAmount);
    const purpose = cell('purpose');
    const shown = { no, date: date ?? dateText, amount: moneyText(amount), text: purpose };
    const ownAccount = normaliseAccount(cell('ownAccount'));
    if (cutOff(index, row)) read.skipped.push({ ...shown, reason: 'cutOff' });
    else if (ownAccount !== '' && ownAccount !== ours) read.skipped.push({ ...shown, reason: 'notOurAccount' });
    else if (!date) read.skipped.push({ ...shown, reason: 'badDate' });
    else if (amount.isZero()) read.skipped.push({ ...shown, reason: 'badAmount' });
    else {
      const counterparty = { name: cell('name'), code: cell('code').replace(/\s/g, ''), iban: normaliseAccount(cell('iban')) };
      const direction = amount.isNegative() ? 'out' : 'in';
      keepOrSkip(
        { no, date, amount: moneyText(amount.abs()), direction, account: ours, counterparty, purpose, position: index - 1 },
        shown,
        read,
      );
    }
  }
  const lastLine = read.lines.at(-1);
  const unchecked = lastRow === 'unchecked' && lastLine !== undefined && lastLine.position === last - 1;
  const column = (field: BankField) => columnOf(mapping, field);
  const totals = tableTotals(rows, { date: column('date'), in: column('amountIn'), out: column('amountOut') });
  return {
    format: 'table',
    account: ours,
    ...periodOfLines(read.lines),
    ...read,
    totals,
    ...(unchecked ? { lastLineUnchecked: true } : {}),
  };
}
