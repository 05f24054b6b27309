import { counterpartyColumnProblems } from '../../../../shared/bank/counterparty-columns.js';
import type { TextEncoding } from '../../../../shared/bank/encoding.js';
import { isClientBankExchange, parseClientBankExchange, type ParsedStatement } from '../../../../shared/bank/statement.js';
import {
  BANK_FIELDS,
  guessBankMapping,
  csvEnding,
  missingBankFields,
  parseStatementTable,
  type BankField,
  type BankMapping,
} from '../../../../shared/bank/table.js';

/** The kinds of statement file the screen reads. */
export type StatementFormat = '1c' | 'csv' | 'xlsx';

/** The format of a chosen file: XLSX by its name, 1C by its first line, otherwise CSV. */
export function formatOf(name: string, text: string | null): StatementFormat {
  if (/\.xlsx$/i.test(name)) return 'xlsx';
  return text !== null && isClientBankExchange(text) ? '1c' : 'csv';
}

/** A key-value storage like localStorage (tests pass a Map-backed one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// CSV and XLSX mappings live on this computer, one per our bank account (docs/desktop-app.md, "Screens").
const mappingKey = (account: string) => `oblik.bankMapping.${account}`;

/**
 * The mapping for a table statement of `account`: the one saved for that account when the file
 * has the same headers, else one guessed from the headers.
 */
export function mappingFor(storage: KeyValueStorage, account: string, headers: string[]): BankMapping {
  try {
    const saved = JSON.parse(storage.getItem(mappingKey(account)) ?? 'null') as { headers?: unknown; mapping?: unknown } | null;
    if (saved && JSON.stringify(saved.headers) === JSON.stringify(headers) && saved.mapping && typeof saved.mapping === 'object') {
      const entries = Object.entries(saved.mapping as Record<string, unknown>).filter((entry): entry is [string, BankField] =>
        (BANK_FIELDS as readonly unknown[]).includes(entry[1]),
      );
      return Object.fromEntries(entries.map(([column, field]) => [Number(column), field]));
    }
  } catch {
    // A damaged entry is only a mapping guessed again.
  }
  return guessBankMapping(headers);
}

/** A statement table's mapping as saved on this PC: the money account's `account`, the file's `headers`, the `mapping` chosen. */
export interface SavedBankMapping {
  account: string;
  headers: string[];
  mapping: BankMapping;
}

/** Saves the mapping of `account`'s statements on this PC for the next file. */
export function saveMapping(storage: KeyValueStorage, { account, headers, mapping }: SavedBankMapping): void {
  storage.setItem(mappingKey(account), JSON.stringify({ headers, mapping }));
}

/** A mapping with column `column` set to `field` (or none), no other column keeping that field. */
export function remap(mapping: BankMapping, column: number, field: string): BankMapping {
  const next: BankMapping = {};
  for (const [c, f] of Object.entries(mapping)) if (f !== field && Number(c) !== column) next[Number(c)] = f;
  if ((BANK_FIELDS as readonly string[]).includes(field)) next[column] = field as BankField;
  return next;
}

/** A file as read: its text (1C, CSV) in an encoding, or its rows (CSV, XLSX). */
export interface ReadFile {
  name: string;
  format: StatementFormat;
  encoding: TextEncoding | null;
  text: string | null;
  rows: string[][] | null;
}

/** How a file is read as a statement: our `account` and other `ourAccounts`, our `ownCode` (ЄДРПОУ), a table's `mapping`. */
export interface StatementReading {
  account: string;
  mapping: BankMapping;
  ownCode?: string | undefined;
  ourAccounts?: string[];
}

const LAST_ROW = { row: 'whole', noLineBreak: 'unchecked', insideQuotes: 'cut' } as const;

/**
 * The statement of a 1C file, or of a table through `mapping`; null while a table's mapping lacks a
 * column or reads the counterparty from our own columns (counterpartyColumnProblems, with `ownCode`).
 * Our side is `account` (the requisites') with `ourAccounts` (our money accounts'): a file of another
 * account or company throws a StatementError naming it. The last row of a CSV that ends inside a
 * quoted field is shown as cut off; one without a final line break is read unchecked (see
 * parseStatementTable). Throws a StatementError for a 1C file it refuses.
 */
export function statementOf(
  file: ReadFile,
  { account, mapping, ownCode = '', ourAccounts = [] }: StatementReading,
): ParsedStatement | null {
  const ourSide = { accounts: [account, ...ourAccounts].filter(Boolean), code: ownCode };
  if (file.format === '1c') return parseClientBankExchange(file.text ?? '', account, ourSide);
  if (!file.rows || missingBankFields(mapping).length > 0) return null;
  // A mapping that reads our own side as the counterparty is refused, not previewed (the screen says why).
  if (counterpartyColumnProblems(file.rows, mapping, { code: ownCode, iban: account }).length > 0) return null;
  const ending = file.format === 'csv' && file.text !== null ? csvEnding(file.text) : 'row';
  return parseStatementTable(file.rows, { mapping, account, lastRow: LAST_ROW[ending], ourSide });
}
