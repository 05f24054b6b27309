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

/**
 * What a column of a CSV or XLSX statement can hold. The amount is one signed column (`amount`,
 * below zero for money out) or two (`amountIn`, `amountOut`), as banks export it.
 */
export const BANK_FIELDS = ['date', 'no', 'amount', 'amountIn', 'amountOut', 'name', 'code', 'iban', 'purpose'] as const;
export type BankField = (typeof BANK_FIELDS)[number];

/** Column index → field; columns not named are not read. */
export type BankMapping = Record<number, BankField>;

// Words of the headers Ukrainian banks write, in the order they are tried for each field.
const HINTS: [BankField, RegExp][] = [
  ['amountIn', /надходж|кредит|зарахов|credit|\bin\b/i],
  ['amountOut', /списан|дебет|debit|\bout\b/i],
  ['purpose', /призначення|purpose|details|опис/i],
  ['iban', /рахун|iban|account/i],
  ['code', /єдрпоу|едрпоу|рнокпп|іпн|код|code/i],
  ['name', /контрагент|кореспондент|найменування|назва|name|counterparty/i],
  ['amount', /сума|amount|sum/i],
  ['date', /дата|date/i],
  ['no', /номер|№|number|\bno\b/i],
];

/** A mapping guessed from the header row: each field goes to the first column whose header names it. */
export function guessBankMapping(headers: string[]): BankMapping {
  const mapping: BankMapping = {};
  const taken = new Set<BankField>();
  headers.forEach((header, column) => {
    const hit = HINTS.find(([field, pattern]) => !taken.has(field) && pattern.test(header));
    if (hit) {
      mapping[column] = hit[0];
      taken.add(hit[0]);
    }
  });
  return mapping;
}

/** What a mapping still lacks to read lines: a date and an amount (one signed or in and out). */
export function missingBankFields(mapping: BankMapping): BankField[] {
  const fields = new Set(Object.values(mapping));
  const missing: BankField[] = [];
  if (!fields.has('date')) missing.push('date');
  if (!fields.has('amount') && !fields.has('amountIn') && !fields.has('amountOut')) missing.push('amount');
  return missing;
}

/**
 * The lines of a CSV or XLSX statement of `account` (the first row holds the headers). A row with
 * an amount of zero or none is skipped: banks write a turnover or balance row that way.
 */
export function parseStatementTable(rows: string[][], mapping: BankMapping, account: string): ParsedStatement {
  const lines: BankLine[] = [];
  const skipped: SkippedLine[] = [];
  const ours = normaliseAccount(account);
  for (const [position, row] of rows.slice(1).entries()) {
    const cell = (field: BankField) => {
      const column = Object.entries(mapping).find(([, f]) => f === field)?.[0];
      return column === undefined ? '' : (row[Number(column)] ?? '').trim();
    };
    if (row.every((c) => !c.trim())) continue;
    const no = cell('no');
    const dateText = cell('date');
    const date = parseStatementDate(dateText);
    const signed = parseStatementAmount(cell('amount'));
    const inAmount = parseStatementAmount(cell('amountIn')) ?? new Decimal(0);
    const outAmount = parseStatementAmount(cell('amountOut')) ?? new Decimal(0);
    const amount = signed ?? (inAmount.isZero() ? outAmount.abs().negated() : inAmount);
    const purpose = cell('purpose');
    const shown = { no, date: date ?? dateText, amount: moneyText(amount), text: purpose };
    if (!date) skipped.push({ ...shown, reason: 'badDate' });
    else if (amount.isZero()) skipped.push({ ...shown, reason: 'badAmount' });
    else {
      lines.push({
        no,
        date,
        amount: moneyText(amount.abs()),
        direction: amount.isNegative() ? 'out' : 'in',
        account: ours,
        counterparty: { name: cell('name'), code: cell('code').replace(/\s/g, ''), iban: normaliseAccount(cell('iban')) },
        purpose,
        position,
      });
    }
  }
  return { format: 'table', account: ours, ...periodOfLines(lines), lines, skipped };
}
