import { createHash } from 'node:crypto';
import { viewOfRecord, type FieldView } from '../../../shared/api/record-diff.js';
import type { HistoryTarget } from '../history/history.js';
import { rowVersions } from '../history/versions.js';
import { accountsByCode } from './accounts.js';

/**
 * The uid an account's history is kept under: a name-based UUID (version 5 layout) of its code, as the
 * history keeps records by UUID on both engines. `GET /history/?uid=361.1` asks for it by the code.
 */
export function accountHistoryUid(code: string): string {
  const hex = createHash('sha1').update(`ledger.accounts:${code}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The whole account `code` as its history compares it: a create, an update or a delete. */
export function accountHistory(code: string): HistoryTarget {
  const uid = accountHistoryUid(code);
  return {
    // Its version is in its row, found by its code (the history's uid is made from it).
    versions: rowVersions('accounts', () => code),
    kind: 'account',
    uids: [uid],
    view: async (db) => {
      const account = (await accountsByCode(db, [code])).get(code);
      return new Map<string, FieldView>(account ? [[uid, viewOfRecord(account)]] : []);
    },
  };
}
