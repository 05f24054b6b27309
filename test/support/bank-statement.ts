import { encodeWindows1251 } from './windows-1251.js';

/** One payment of a made-up statement: who paid whom, how much, and why. */
export interface StatementDoc {
  no: string;
  /** dd.mm.yyyy, as client-bank files write it. */
  date: string;
  /** With a dot: `1234.56`. */
  amount: string;
  payer: { name: string; code: string; account: string };
  payee: { name: string; code: string; account: string };
  purpose: string;
}

/** The keys of one payment's `СекцияДокумент` block, between its first and last line, in the order banks write them. */
export function documentKeys(doc: StatementDoc): string[] {
  return [
    `Номер=${doc.no}`,
    `Дата=${doc.date}`,
    `Сумма=${doc.amount}`,
    `ПлательщикСчет=${doc.payer.account}`,
    `Плательщик=${doc.payer.name}`,
    `Плательщик1=${doc.payer.name}`,
    `ПлательщикИНН=${doc.payer.code}`,
    `ПолучательСчет=${doc.payee.account}`,
    `Получатель=${doc.payee.name}`,
    `Получатель1=${doc.payee.name}`,
    `ПолучательИНН=${doc.payee.code}`,
    `ДатаСписано=${doc.date}`,
    `ДатаПоступило=${doc.date}`,
    `НазначениеПлатежа=${doc.purpose}`,
  ];
}

/** A statement's period (`from`, `to`, ISO dates) and its payments (`docs`). */
export interface StatementPeriod {
  from: string;
  to: string;
  docs: StatementDoc[];
}

/**
 * The text of a `1CClientBankExchange` file as Ukrainian client-bank systems export it: CRLF, a
 * header, the account section (with `balances`, the bank's own figures) and one
 * `СекцияДокумент=Платіжне доручення` per payment with its keys (`keysOf` may reorder them).
 */
export function clientBankExchangeText(
  account: string,
  { from, to, docs }: StatementPeriod,
  { balances = ['НачальныйОстаток=0.00'], keysOf = documentKeys }: { balances?: string[]; keysOf?: (doc: StatementDoc) => string[] } = {},
): string {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.02',
    'Кодировка=Windows',
    'Отправитель=Клієнт-Банк',
    `ДатаСоздания=${to}`,
    `ДатаНачала=${from}`,
    `ДатаКонца=${to}`,
    `РасчСчет=${account}`,
    'СекцияРасчСчет',
    `ДатаНачала=${from}`,
    `ДатаКонца=${to}`,
    `РасчСчет=${account}`,
    ...balances,
    'КонецРасчСчет',
  ];
  for (const doc of docs) lines.push('СекцияДокумент=Платіжне доручення', ...keysOf(doc), 'КонецДокумента');
  lines.push('КонецФайла', '');
  return lines.join('\r\n');
}

/** {@link clientBankExchangeText} in Windows-1251 bytes, as the file arrives. */
export function clientBankExchange(account: string, statement: StatementPeriod): Uint8Array {
  return encodeWindows1251(clientBankExchangeText(account, statement));
}

/** A well-formed Ukrainian IBAN-like account, different each call (UA and 27 digits). */
export function someIban(): string {
  let digits = '';
  while (digits.length < 27) digits += String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `UA${digits.slice(0, 27)}`;
}

/** A registry code (ЄДРПОУ) of 8 digits, different each call. */
export function someCode(): string {
  return String(10_000_000 + Math.floor(Math.random() * 89_999_999));
}

/** A Ukrainian IBAN with valid check digits, different each call: one our money accounts accept. */
export function someValidIban(): string {
  const bban = someIban().slice(4, 29);
  // ISO 13616: the check digits make BBAN + "UA00" (U = 30, A = 10) leave 1 modulo 97.
  const rest = BigInt(`${bban}301000`) % 97n;
  return `UA${String(98n - rest).padStart(2, '0')}${bban}`;
}
