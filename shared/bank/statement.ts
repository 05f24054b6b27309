import type { StatementTotals } from '../api/bank.js';
import { moneyText } from '../api/money.js';
import { exchangeTotals } from './statement-totals.js';
import { checkExchangeBalances } from './exchange-balances.js';
import { readExchangeSections } from './exchange-sections.js';
import { keepOrSkip } from './line-check.js';
import { statementAccountOf, type OurSide } from './statement-owner.js';
import { firstKey, movementOf, normaliseAccount, parseStatementDate } from './statement-values.js';

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

/**
 * Why a line of the file is not imported: it moves another account, its date or amount cannot be
 * read, the service's contract would refuse it (an amount beyond its limit, a text too long, or one
 * the database cannot store), or the file ends inside it.
 */
export const SKIP_REASONS = ['notOurAccount', 'badDate', 'badAmount', 'amountLimit', 'tooLong', 'badText', 'cutOff'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
/** The field of a line a skip reason is about. */
export type SkipField = 'no' | 'date' | 'amount' | 'account' | 'name' | 'code' | 'iban' | 'purpose';

/** A line of the file shown but not imported, with what it said and why. */
export interface SkippedLine {
  no: string;
  date: string;
  amount: string;
  text: string;
  reason: SkipReason;
  /** The field at fault, where the reason is about one. */
  field?: SkipField;
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
  /** The statement's own figures as the bank states them: opening and closing balance, money in and out (each null when the file has none). */
  totals: StatementTotals;
  /** The last line is the last row of a CSV without a final line break: whole as far as can be told, but unchecked. */
  lastLineUnchecked?: true;
}

export { normaliseAccount, parseStatementAmount, parseStatementDate } from './statement-values.js';

/** Whether a text is a `1CClientBankExchange` file. */
export function isClientBankExchange(text: string): boolean {
  return text.trimStart().startsWith('1CClientBankExchange');
}

/** The other side of a document: its name, registry code and account, from the `Плательщик…` or `Получатель…` keys. */
function sideOf(keys: Map<string, string>, side: 'Плательщик' | 'Получатель'): BankLine['counterparty'] {
  return {
    name: firstKey(keys, [`${side}1`, side]),
    code: firstKey(keys, [`${side}ИНН`, `${side}ЕДРПОУ`, `${side}ОКПО`]).replace(/\s/g, ''),
    iban: normaliseAccount(firstKey(keys, [`${side}Счет`, `${side}РасчСчет`])),
  };
}

/**
 * Reads a `1CClientBankExchange` file (docs/service-behaviour.md, "Bank statements"). The statement
 * is of the first account it names (`РасчСчет`) that is one of `ourSide`'s (`ourAccount`, the
 * requisites', when it names none; its own when we know none). A document paid from that account is
 * money out, one paid to it money in; others are skipped with the reason, as is a line the service's
 * contract would refuse. Throws a StatementError for a file cut off before an end marker, whose
 * documents disagree with the bank's own balances, or of an account not ours.
 */
export function parseClientBankExchange(
  text: string,
  ourAccount: string,
  ourSide: OurSide = { accounts: [ourAccount], code: '' },
): ParsedStatement {
  const { header, accounts, documents } = readExchangeSections(text);
  checkExchangeBalances(header, accounts, documents);
  const named = [firstKey(header.keys, ['РасчСчет']), ...accounts.map((a) => firstKey(a.keys, ['РасчСчет']))];
  const account = statementAccountOf(named, ourAccount, ourSide);
  const section =
    accounts.find((a) => normaliseAccount(firstKey(a.keys, ['РасчСчет'])) === account)?.keys ??
    accounts[0]?.keys ??
    new Map<string, string>();
  const from = parseStatementDate(firstKey(header.keys, ['ДатаНачала']) || firstKey(section, ['ДатаНачала']));
  const to = parseStatementDate(firstKey(header.keys, ['ДатаКонца']) || firstKey(section, ['ДатаКонца']));
  const read = { lines: [] as BankLine[], skipped: [] as SkippedLine[] };
  for (const [position, { keys }] of documents.entries()) {
    const no = firstKey(keys, ['Номер']);
    const { direction, dateText, date, amountText, amount } = movementOf(keys, account);
    const purpose = firstKey(keys, ['НазначениеПлатежа']);
    const shown = { no, date: date ?? dateText, amount: (amount && moneyText(amount)) ?? amountText, text: purpose };
    if (!direction) read.skipped.push({ ...shown, reason: 'notOurAccount' });
    else if (!date) read.skipped.push({ ...shown, reason: 'badDate' });
    else if (!amount || !amount.greaterThan(0)) read.skipped.push({ ...shown, reason: 'badAmount' });
    else {
      const counterparty = sideOf(keys, direction === 'in' ? 'Плательщик' : 'Получатель');
      keepOrSkip({ no, date, amount: moneyText(amount), direction, account, counterparty, purpose, position }, shown, read);
    }
  }
  const period = periodOfLines(read.lines);
  const totals = exchangeTotals(section, header.keys);
  return { format: '1c', account, from: from ?? period.from, to: to ?? period.to, ...read, totals };
}

/** The first and last dates of the lines read: the period of a statement that does not name one. */
export function periodOfLines(lines: { date: string }[]): { from: string | null; to: string | null } {
  const dates = lines.map((l) => l.date).sort();
  return { from: dates[0] ?? null, to: dates.at(-1) ?? null };
}
