import { addToCounter, readCounters } from './counters-sql.js';
import type { Db } from './types.js';

/**
 * Takes `count` consecutive change stamps for rows of the running totals and quarter snapshots and
 * returns the first. Stamps only grow, and writers are serialised, so the rows committed after a
 * reader's last look are exactly those with a larger stamp (reports/balance-now.ts). A counter row rather
 * than a sequence: the company file has none, and this one moves with the transaction.
 */
export async function takeChangeStamps(db: Db, count: number, counter: Counter = 'stock_change'): Promise<number> {
  // An upsert, so a counter a database does not have yet starts at the first stamp.
  return (await addToCounter(db, counter, count)) - count + 1;
}

/**
 * The counters: `stock_change` stamps rows of the stock running totals and snapshots; the others
 * move with every write of the record kinds whose counter they are (change-kinds.ts, `KIND_COUNTERS`),
 * so a reader knows in one lookup whether what it keeps is still current.
 */
export type Counter = 'stock_change' | 'directory_change' | 'document_change' | 'ledger_change' | 'money_account_change' | 'token_change';

/** The current value of a counter, read by key: a lookup, not a scan. */
export async function counterValue(db: Db, counter: Counter): Promise<number> {
  const [row] = await readCounters(db, [counter]);
  return Number(row?.value ?? 0);
}
