import type { BankLineInput } from '../../../shared/api/index.js';
import { minorUnits, moneyToDb } from '../../database/minor-units.js';
import type { BankLineTable } from '../../database/schema.js';
import type { Db } from '../types.js';
import { yieldToOthers } from '../yield.js';

// Which line of a statement is which (docs/service-behaviour.md, "Bank statements"): only the same
// line of the same statement is known again, and two lines of one request are never one.

/** A line's key as stored in `bank_lines`. */
export type BankLineKey = Omit<BankLineTable, 'payment_uid'>;

/** Rows of the key written in one statement: eight values each, well under SQLite's limit of variables. */
const ROWS_PER_INSERT = 500;

const textOf = (k: BankLineKey) => [k.account, k.date, minorUnits(k.amount), k.party, k.no, k.place, k.occurrence].join('\u0000');

/**
 * The keys of a request's lines, in order: our account, date, amount, the counterparty's code (its
 * IBAN when it has none) and the bank's number; a line without a number adds its position in the
 * file (its place in the request when the client sent none) and its purpose. A key met again in the
 * same request counts as its next occurrence, so equal lines stay apart and the same file sent again
 * gives the same keys.
 */
export function keysOfLines(lines: BankLineInput[]): BankLineKey[] {
  const seen = new Map<string, number>();
  return lines.map((line, i) => {
    const no = line.no.trim();
    const base = {
      account: line.account,
      date: line.date,
      amount: moneyToDb(line.amount),
      party: line.counterparty.code || line.counterparty.iban,
      no,
      place: no ? '' : `${line.position ?? i}:${line.purpose}`,
      occurrence: 1,
    };
    const text = textOf(base);
    const occurrence = (seen.get(text) ?? 0) + 1;
    seen.set(text, occurrence);
    return { ...base, occurrence };
  });
}

/**
 * The payments the lines were imported as (null for a new line), in order; a line whose payment was
 * deleted is new again. A line without a bank number imported before positions were kept (an empty
 * place) is known by the rest of its key.
 */
export async function knownPayments(db: Db, keys: BankLineKey[]): Promise<(string | null)[]> {
  if (keys.length === 0) return [];
  const dates = keys.map((k) => k.date).sort();
  const rows = await db
    .selectFrom('bank_lines as b')
    .innerJoin('documents as d', 'd.uid', 'b.payment_uid')
    .select(['b.account', 'b.date', 'b.amount', 'b.party', 'b.no', 'b.place', 'b.occurrence', 'b.payment_uid'])
    // Every account, the empty one too (a table without an account column): an empty IN list is an
    // error on PostgreSQL, and lines without an account are known again by the rest of their key.
    .where('b.account', 'in', [...new Set(keys.map((k) => k.account))])
    .where('b.date', '>=', dates[0] ?? '')
    .where('b.date', '<=', dates.at(-1) ?? '')
    .execute();
  const known = new Map<string, string>();
  for (const r of rows) known.set(textOf({ ...r, occurrence: Number(r.occurrence) }), r.payment_uid);
  return keys.map((k) => known.get(textOf(k)) ?? (k.place ? known.get(textOf({ ...k, place: '', occurrence: 1 })) : undefined) ?? null);
}

/** Records the lines imported with their payments; a key whose payment was deleted takes the new one. */
export async function recordLines(db: Db, lines: { key: BankLineKey; payment: string }[]): Promise<void> {
  for (let i = 0; i < lines.length; i += ROWS_PER_INSERT) {
    if (i > 0) await yieldToOthers();
    await db
      .insertInto('bank_lines')
      .values(lines.slice(i, i + ROWS_PER_INSERT).map(({ key, payment }) => ({ ...key, payment_uid: payment })))
      .onConflict((oc) =>
        oc
          .columns(['account', 'date', 'amount', 'party', 'no', 'place', 'occurrence'])
          .doUpdateSet((eb) => ({ payment_uid: eb.ref('excluded.payment_uid') })),
      )
      .execute();
  }
}
