import { normaliseAccount } from './statement-values.js';
import type { BankField, BankMapping } from './table.js';

/** The words that make a header the other side's: the correspondent, counterparty, payer or payee. */
export const CORRESPONDENT_HEADER = /кореспондент|контрагент|платник|отримувач|counterparty|beneficiary|payee|payer/i;

/** A counterparty column a mapping may not read: our own code, account or bank, seen by its values. */
export interface CounterpartyColumnProblem {
  field: 'name' | 'code' | 'iban';
  header: string;
  value: string;
}

const COUNTERPARTY_FIELDS = ['code', 'iban', 'name'] as const;

/** Our company's registry code and IBAN. */
export interface OurCodes {
  code: string;
  iban: string;
}

/**
 * The counterparty columns of `mapping` that hold our side rather than the other one
 * (docs/service-behaviour.md, "Bank statements"): a column whose value is the same on every line of
 * two or more and whose header does not name the correspondent (our code, our account, our bank's
 * name), or one that holds our own code or account on any line. A statement read through such a
 * mapping would make every line a payment of one counterparty named after us or our bank, so the
 * screen refuses it with the column and its value.
 */
export function counterpartyColumnProblems(rows: string[][], mapping: BankMapping, ours: OurCodes): CounterpartyColumnProblem[] {
  const problems: CounterpartyColumnProblem[] = [];
  const dataRows = rows.slice(1).filter((row) => row.some((cell) => cell.trim()));
  const ownIban = normaliseAccount(ours.iban);
  const ownCode = ours.code.replace(/\s/g, '');
  for (const field of COUNTERPARTY_FIELDS) {
    const column = columnOf(mapping, field);
    if (column === null) continue;
    const header = rows[0]?.[column] ?? '';
    const values = dataRows.map((row) => (row[column] ?? '').trim()).filter(Boolean);
    const own = values.find((value) =>
      field === 'iban' ? ownIban !== '' && normaliseAccount(value) === ownIban : field === 'code' && ownCode !== '' && value === ownCode,
    );
    const same = values.length >= 2 && values.every((value) => value === values[0]) && !CORRESPONDENT_HEADER.test(header);
    if (own !== undefined) problems.push({ field, header, value: own });
    else if (same) problems.push({ field, header, value: values[0] ?? '' });
  }
  return problems;
}

/** The column a mapping reads `field` from, or null. */
export function columnOf(mapping: BankMapping, field: BankField): number | null {
  const entry = Object.entries(mapping).find(([, f]) => f === field);
  return entry ? Number(entry[0]) : null;
}
