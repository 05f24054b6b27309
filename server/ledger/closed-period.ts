import { readCompany } from '../company/settings.js';
import type { CompanyContext } from './context.js';
import { LedgerError } from './errors.js';
import type { Db } from './types.js';

/**
 * The company's lock date: documents and payments dated on or before it are closed (null: none is).
 * Read in a write transaction, it is kept in the transaction's caches for its other checks: a posting
 * asks for it more than once, and it changes only through the company settings, which forget it
 * (company/settings.ts).
 */
export function lockDateOf(db: Db, context: CompanyContext): Promise<string | null> {
  const read = () => readCompany(db).then((company) => company.lockDate);
  const caches = context.cachesOf(db);
  if (!caches) return read();
  return (caches.lockDate ??= read());
}

/** Forgets the lock date kept for a transaction that changes the company settings. */
export function forgetLockDate(db: Db, context: CompanyContext): void {
  const caches = context.cachesOf(db);
  if (caches) caches.lockDate = null;
}

/** The refusal of a change in the closed period; the text names the lock date and what was refused. */
export function periodClosed(lockDate: string, what: string): LedgerError {
  return new LedgerError('PERIOD_CLOSED', `the period to ${lockDate} is closed: ${what}`);
}

/** The `dates` a change touches, and `what` the refusal says cannot be done on or before the lock date. */
export interface PeriodCheck {
  dates: (string | null | undefined)[];
  what: string;
}

/**
 * Refuses (409 PERIOD_CLOSED) a change to a record dated on or before the lock date, or one that would
 * move a record into the closed period. `dates` are the record's dates before and after the change.
 */
export async function requireOpenPeriod(db: Db, context: CompanyContext, { dates, what }: PeriodCheck): Promise<void> {
  const lockDate = await lockDateOf(db, context);
  if (lockDate === null) return;
  if (dates.some((date) => date != null && date <= lockDate)) throw periodClosed(lockDate, what);
}
