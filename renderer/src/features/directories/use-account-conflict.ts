import type { Account } from '../../../../shared/api/accounts.js';
import { desktop } from '../../lib/bridge.js';
import { mergeFields } from '../../lib/record-conflict.js';
import { useRecordConflict } from '../../lib/use-record-conflict.js';

/** What the account's dialog edits; its code and the rest of the account are not the user's to change there. */
const ACCOUNT_FIELDS = ['name', 'kind', 'analytics'] as const;

/** Account `code` as the service holds it now (its chart is the one way to read an account). */
export async function loadAccount(code: string): Promise<Account> {
  const account = (await desktop['accounts.index']({})).data.find((a) => a.code === code);
  if (!account) throw new Error(`account ${code} is gone`);
  return account;
}

/**
 * The account dialog's conflict dialog (docs/desktop-app.md, "Two people on one record"): the
 * account compared as the history compares it, and this user's fields laid over the other person's.
 */
export function useAccountConflict(
  opened: Account,
  show: (theirs: Account) => void,
  redo: (merged: Account, again: (merged: Account) => void) => void,
) {
  return useRecordConflict<Account, (merged: Account) => void>({
    opened,
    recordOf: (account) => account,
    merge: (loaded, mine, theirs) => ({ ...mergeFields({ loaded, mine, theirs }, ACCOUNT_FIELDS), version: theirs.version }),
    show,
    redo,
  });
}
