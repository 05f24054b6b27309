import { viewOfRecord, type FieldView } from '../../../shared/api/record-diff.js';
import type { HistoryTarget } from '../history/history.js';
import { listMoneyAccounts } from './money-accounts.js';

/** One money account as its history compares it (a change through `moneyAccounts.update`). */
export const moneyAccountHistory = (uid: string): HistoryTarget => ({
  kind: 'moneyAccount',
  uids: [uid],
  view: async (db) => {
    const found = (await listMoneyAccounts(db)).find((a) => a.uid === uid);
    return new Map<string, FieldView>(found ? [[uid, viewOfRecord(found)]] : []);
  },
});
