import { Decimal, moneyText, parseDecimal, SCALE } from '../api/money.js';

/**
 * One movement of our account read from a bank statement, in the shape the service's `bank.import`
 * extension takes (docs/service-behaviour.md, "Bank statements"): the bank's document number and
 * date, the amount as exact decimal text with a dot, money in or out, and the other side.
 */
export interface BankLine {
  no: string;
  /** ISO date the money moved (the statement's date of the line). */
  date: string;
  /** Above zero, at most two decimals, as text: `1234.56`. */
  amount: string;
  direction: 'in' | 'out';
  /** Our account the line moves. */
  account: string;
  counterparty: { name: string; code: string; iban: string };
  purpose: string;
  /** Where the line stands in its file (0-based among the file's rows or documents): a line without a bank number is known by it. */
  position: number;
}

/** Why a line of the file is not imported. */
export type SkipReason = 'notOurAccount' | 'badDate' | 'badAmount';

/** A line of the file shown but not imported, with what it said and why. */
export interface SkippedLine {
  no: string;
  date: string;
  amount: string;
  text: string;
  reason: SkipReason;
}

/** What a statement file holds once read: its lines that move our account, those skipped, its account and period. */
export interface ParsedStatement {
  format: '1c' | 'table';
  /** Our account, as given or (none given) as the statement names it. */
  account: string;
  from: string | null;
  to: string | null;
  lines: BankLine[];
  skipped: SkippedLine[];
}

/** `21.11.2026` (or `21.11.2026 10:15`, or already ISO) → `2026-11-21`; null when it is no real date. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim();
  const uk = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:\s.*)?$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(value);
  const [y, m, d] = uk ? [uk[3], uk[2], uk[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const check = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date ? null : date;
}

/**
 * `1 234,56`, `1234.56`, `-500` → a Decimal; null when it is not a number of at most two decimals.
 * Spaces (also non-breaking) group thousands; a comma is the decimal point.
 */
export function parseStatementAmount(text: string): Decimal | null {
  const value = parseDecimal(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return value && value.decimalPlaces() <= SCALE.sum ? value : null;
}

/** An account number as compared: no spaces, upper case. */
export function normaliseAccount(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

const SECTION = /^СекцияДокумент=(.*)$/;

/** The keys of one `СекцияДокумент … КонецДокумента` or of the header, as read. */
type Keys = Map<string, string>;

function readSections(text: string): { header: Keys; accounts: Keys[]; documents: Keys[] } {
  const header: Keys = new Map();
  const accounts: Keys[] = [];
  const documents: Keys[] = [];
  let current: Keys | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const section = SECTION.exec(line);
    if (section) {
      current = new Map([['ВидДокумента', section[1] ?? '']]);
      documents.push(current);
      continue;
    }
    if (line === 'СекцияРасчСчет') {
      current = new Map();
      accounts.push(current);
      continue;
    }
    if (line === 'КонецДокумента' || line === 'КонецРасчСчет') {
      current = null;
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    (current ?? header).set(key, value);
  }
  return { header, accounts, documents };
}

/** Whether a text is a `1CClientBankExchange` file. */
export function isClientBankExchange(text: string): boolean {
  return text.trimStart().startsWith('1CClientBankExchange');
}

const first = (keys: Keys, names: string[]) => names.map((name) => keys.get(name)?.trim() ?? '').find(Boolean) ?? '';

/** The other side of a document: its name, registry code and account, from the `Плательщик…` or `Получатель…` keys. */
function sideOf(keys: Keys, side: 'Плательщик' | 'Получатель'): BankLine['counterparty'] {
  return {
    name: first(keys, [`${side}1`, side]),
    code: first(keys, [`${side}ИНН`, `${side}ЕДРПОУ`, `${side}ОКПО`]).replace(/\s/g, ''),
    iban: normaliseAccount(first(keys, [`${side}Счет`, `${side}РасчСчет`])),
  };
}

/**
 * Reads a `1CClientBankExchange` file (docs/service-behaviour.md, "Bank statements"). A document paid
 * from `ourAccount` is money out, one paid to it money in; others are skipped with the reason. With no
 * `ourAccount` (the company's requisites have none), the statement's own account (`РасчСчет`) is ours.
 */
export function parseClientBankExchange(text: string, ourAccount: string): ParsedStatement {
  const { header, accounts, documents } = readSections(text);
  const section: Keys = accounts[0] ?? new Map<string, string>();
  const account = normaliseAccount(ourAccount) || normaliseAccount(first(header, ['РасчСчет']) || first(section, ['РасчСчет']));
  const from = parseStatementDate(first(header, ['ДатаНачала']) || first(section, ['ДатаНачала']));
  const to = parseStatementDate(first(header, ['ДатаКонца']) || first(section, ['ДатаКонца']));
  const lines: BankLine[] = [];
  const skipped: SkippedLine[] = [];
  for (const [position, keys] of documents.entries()) {
    const no = first(keys, ['Номер']);
    const payer = normaliseAccount(first(keys, ['ПлательщикСчет', 'ПлательщикРасчСчет']));
    const payee = normaliseAccount(first(keys, ['ПолучательСчет', 'ПолучательРасчСчет']));
    const direction = payer === account ? 'out' : payee === account ? 'in' : null;
    const dateText = direction === 'out' ? first(keys, ['ДатаСписано', 'Дата']) : first(keys, ['ДатаПоступило', 'Дата']);
    const date = parseStatementDate(dateText);
    const amount = parseStatementAmount(first(keys, ['Сумма']));
    const purpose = first(keys, ['НазначениеПлатежа']);
    const shown = { no, date: date ?? dateText, amount: (amount && moneyText(amount)) ?? first(keys, ['Сумма']), text: purpose };
    if (!direction) skipped.push({ ...shown, reason: 'notOurAccount' });
    else if (!date) skipped.push({ ...shown, reason: 'badDate' });
    else if (!amount || !amount.greaterThan(0)) skipped.push({ ...shown, reason: 'badAmount' });
    else {
      lines.push({
        no,
        date,
        amount: moneyText(amount),
        direction,
        account,
        counterparty: sideOf(keys, direction === 'in' ? 'Плательщик' : 'Получатель'),
        purpose,
        position,
      });
    }
  }
  const period = periodOfLines(lines);
  return { format: '1c', account, from: from ?? period.from, to: to ?? period.to, lines, skipped };
}

/** The first and last dates of the lines read: the period of a statement that does not name one. */
export function periodOfLines(lines: { date: string }[]): { from: string | null; to: string | null } {
  const dates = lines.map((l) => l.date).sort();
  return { from: dates[0] ?? null, to: dates.at(-1) ?? null };
}
