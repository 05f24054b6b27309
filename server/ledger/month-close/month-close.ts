import { randomUUID } from 'node:crypto';
import {
  Decimal,
  daysOfMonth,
  MONTH_CLOSE_TYPE,
  toJsonNumber,
  type MonthCloseDocument,
  type MonthCloseEntry,
  type MonthClosePreview,
  type MonthCloseReversed,
} from '../../../shared/api/index.js';
import { moneyOf } from '../../database/minor-units.js';
import { readRoleAccounts } from '../accounts/account-roles.js';
import { requireOpenPeriod } from '../closed-period.js';
import type { CompanyContext } from '../context.js';
import { deleteDocument } from '../documents/delete.js';
import { LedgerError } from '../errors.js';
import { setOperationDone, updateOperation } from '../operations/operations.js';
import type { Db } from '../types.js';
import { closingEntries, type AccountTurnover, type ClosingEntry, type MonthClosing } from './closing-entries.js';

/** The close of a month as stored: a posted document of type monthClose dated the month's last day. */
interface StoredClose {
  id: number;
  uid: string;
  no: string;
  date: string;
  version: number;
}

/** The close written for a month, if any. */
export async function closeOfMonth(db: Db, month: string): Promise<StoredClose | null> {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'uid', 'no', 'date', 'version'])
    .where('type', '=', MONTH_CLOSE_TYPE)
    .where('date', '=', daysOfMonth(month).last)
    .executeTakeFirst();
  return row ? { ...row, version: Number(row.version) } : null;
}

/** Every account's debit and credit turnovers of a month, leaving out the entries of its close. */
async function monthTurnovers(db: Db, month: string, close: StoredClose | null): Promise<AccountTurnover[]> {
  const { first, last } = daysOfMonth(month);
  const inMonth = db
    .selectFrom('entries')
    .where('date', '>=', first)
    .where('date', '<=', last)
    .where('document_id', '!=', close?.id ?? -1);
  const [debits, credits] = await Promise.all([
    inMonth
      .select((eb) => ['debit as account', eb.fn.sum<string>('amount').as('amount')])
      .groupBy('debit')
      .execute(),
    inMonth
      .select((eb) => ['credit as account', eb.fn.sum<string>('amount').as('amount')])
      .groupBy('credit')
      .execute(),
  ]);
  const byAccount = new Map<string, AccountTurnover>();
  const of = (account: string) => {
    let turnover = byAccount.get(account);
    if (!turnover) byAccount.set(account, (turnover = { account, debit: new Decimal(0), credit: new Decimal(0) }));
    return turnover;
  };
  // An off-balance account's entry of one side (docs/general-ledger.md) has no account on the other.
  for (const r of debits) if (r.account !== null) of(r.account).debit = moneyOf(r.amount);
  for (const r of credits) if (r.account !== null) of(r.account).credit = moneyOf(r.amount);
  return [...byAccount.values()];
}

const entryView = (e: ClosingEntry): MonthCloseEntry => ({ debit: e.debit, credit: e.credit, amount: toJsonNumber(e.amount) });

/** The close a month would get now, and the one it has. */
async function closingOf(db: Db, month: string): Promise<{ closing: MonthClosing; close: StoredClose | null }> {
  const close = await closeOfMonth(db, month);
  return { closing: closingEntries(await monthTurnovers(db, month, close), await readRoleAccounts(db)), close };
}

/** A stored close as the API shows it: its entries, and whether they are still the ones the month's entries give. */
async function closeView(db: Db, close: StoredClose, wanted: MonthCloseEntry[]): Promise<MonthCloseDocument> {
  const lines = await db
    .selectFrom('operation_lines')
    .select(['debit', 'credit', 'amount'])
    .where('document_id', '=', close.id)
    .orderBy('position')
    .execute();
  // A close's entries are between balance accounts: both sides are there.
  const entries = lines.map((l) => ({ debit: l.debit ?? '', credit: l.credit ?? '', amount: toJsonNumber(moneyOf(l.amount)) }));
  return {
    uid: close.uid,
    no: close.no,
    date: close.date,
    entries,
    upToDate: JSON.stringify(entries) === JSON.stringify(wanted),
    version: close.version,
  };
}

/**
 * What closing a month would write (docs/general-ledger.md, "Closing the month"): the closing entries,
 * the revenue and expenses closed and the result, and the close the month has, marked out of date
 * when a posting changed the month's revenue or expenses since it was written.
 */
export async function previewMonthClose(db: Db, month: string): Promise<MonthClosePreview> {
  const { closing, close } = await closingOf(db, month);
  const entries = closing.entries.map(entryView);
  return {
    month,
    date: daysOfMonth(month).last,
    entries,
    revenue: toJsonNumber(closing.revenue),
    expenses: toJsonNumber(closing.expenses),
    result: toJsonNumber(closing.result),
    closed: close ? await closeView(db, close, entries) : null,
  };
}

/** The uid a month's close is written under: the one it has, or a new one. */
export async function closeUidOf(db: Db, month: string): Promise<string> {
  return (await closeOfMonth(db, month))?.uid ?? randomUUID();
}

/** The `month` to close (`YYYY-MM`), and the `uid` of the closing operation. */
export interface MonthToClose {
  month: string;
  uid: string;
}

/**
 * Closes a month (docs/general-ledger.md, "Closing the month"): writes and posts its closing entries
 * as a document of type monthClose, `uid` (closeUidOf), dated the month's last day. A month closed
 * before is closed anew: its close is unposted and written again under the same uid. Refused: a month
 * in the closed period (409 PERIOD_CLOSED), one with no revenue or expenses (422 NOTHING_TO_CLOSE).
 */
export async function closeMonth(db: Db, context: CompanyContext, { month, uid }: MonthToClose): Promise<MonthCloseDocument> {
  const date = daysOfMonth(month).last;
  await requireOpenPeriod(db, context, { dates: [date], what: 'a month ending on or before it cannot be closed' });
  const { closing, close } = await closingOf(db, month);
  if (closing.entries.length === 0) {
    const hint = close ? '; reverse its close instead' : '';
    throw new LedgerError('NOTHING_TO_CLOSE', `month ${month} has no revenue or expenses to close${hint}`);
  }
  if (close) await setOperationDone(db, context, { doc: close, done: false });
  const [year, number] = month.split('-');
  await updateOperation(db, context, {
    body: { uid, date, memo: `Закриття місяця ${number}.${year}`, entries: closing.entries },
    type: MONTH_CLOSE_TYPE,
  });
  const written = await closeOfMonth(db, month);
  if (!written) throw new Error(`the close of ${month} was not written`);
  await setOperationDone(db, context, { doc: written, done: true });
  return closeView(db, written, closing.entries.map(entryView));
}

/**
 * Reverses a month's close: unposts and deletes it, so its revenue and expense accounts keep their
 * balances again. Refused: a month in the closed period (409 PERIOD_CLOSED), one with no close (404).
 */
export async function reverseMonthClose(db: Db, context: CompanyContext, month: string): Promise<MonthCloseReversed> {
  const date = daysOfMonth(month).last;
  await requireOpenPeriod(db, context, { dates: [date], what: 'the close of a month ending on or before it cannot be reversed' });
  const close = await closeOfMonth(db, month);
  if (!close) throw new LedgerError('NOT_FOUND', `month ${month} has no close to reverse`);
  await setOperationDone(db, context, { doc: close, done: false });
  await deleteDocument(db, context, { uid: close.uid, category: 'operation' });
  return { month, uid: close.uid, reversed: true };
}
