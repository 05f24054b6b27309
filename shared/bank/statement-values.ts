import { Decimal, parseDecimal, SCALE } from '../api/money.js';

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

/** The first of `names` a block of a `1CClientBankExchange` file gives a value, trimmed; empty when none does. */
export function firstKey(keys: Map<string, string>, names: string[]): string {
  return names.map((name) => keys.get(name)?.trim() ?? '').find(Boolean) ?? '';
}

/**
 * How a `СекцияДокумент` moves `account`: paid from it is money out, dated `ДатаСписано` (else
 * `Дата`), paid to it money in, dated `ДатаПоступило`; `direction` null when it moves neither side.
 */
export function movementOf(
  keys: Map<string, string>,
  account: string,
): {
  direction: 'in' | 'out' | null;
  dateText: string;
  date: string | null;
  amountText: string;
  amount: Decimal | null;
} {
  const payer = normaliseAccount(firstKey(keys, ['ПлательщикСчет', 'ПлательщикРасчСчет']));
  const payee = normaliseAccount(firstKey(keys, ['ПолучательСчет', 'ПолучательРасчСчет']));
  const direction: 'in' | 'out' | null = payer === account ? 'out' : payee === account ? 'in' : null;
  const dateText = direction === 'out' ? firstKey(keys, ['ДатаСписано', 'Дата']) : firstKey(keys, ['ДатаПоступило', 'Дата']);
  const amountText = firstKey(keys, ['Сумма']);
  return { direction, dateText, date: parseStatementDate(dateText), amountText, amount: parseStatementAmount(amountText) };
}
