import type { Db } from './types.js';

/**
 * Takes `count` consecutive change stamps for rows of the running totals and quarter snapshots and
 * returns the first. Stamps only grow, and writers are serialised, so the rows committed after a
 * reader's last look are exactly those with a larger stamp (balance-now.ts). A counter row rather
 * than a sequence: the company file has none, and this one moves with the transaction.
 */
export async function takeChangeStamps(db: Db, count: number): Promise<number> {
  const row = await db.updateTable('counters').set((eb) => ({ value: eb('value', '+', count) }))
    .where('name', '=', 'stock_change').returning('value').executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}
