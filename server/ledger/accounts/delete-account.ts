import type { AccountDeleted } from '../../../shared/api/index.js';
import { LedgerError } from '../errors.js';
import type { Db } from '../types.js';
import { loadAccount } from './accounts.js';
import { usersOfAccount } from './account-use.js';
import { CHART_OF_ACCOUNTS } from './chart.js';

const ORDER_CODES = new Set(CHART_OF_ACCOUNTS.map((account) => account.code));

/**
 * `POST /account/delete`: removes a sub-account the company added that nothing uses. The order's own
 * accounts are deactivated, never deleted; an account with entries, sub-accounts, or goods, a role or a
 * document naming it stays.
 */
export async function deleteAccount(db: Db, code: string): Promise<AccountDeleted> {
  await loadAccount(db, code);
  if (ORDER_CODES.has(code))
    throw new LedgerError('ACCOUNT_OF_ORDER', `account ${code} is of the chart of order No. 291 and is not deleted; deactivate it instead`);
  const users = await usersOfAccount(db, code);
  if (users.hasEntries) throw new LedgerError('ACCOUNT_IN_USE', `account ${code} has entries and is not deleted; deactivate it instead`);
  if (users.subAccounts > 0)
    throw new LedgerError('ACCOUNT_HAS_SUBACCOUNTS', `account ${code} has ${users.subAccounts} sub-accounts; delete them first`);
  if (users.entities > 0)
    throw new LedgerError(
      'ACCOUNT_IN_USE',
      `account ${code} is the account of ${users.entities} goods or services; give them another first`,
    );
  if (users.roles.length > 0)
    throw new LedgerError(
      'ACCOUNT_IN_USE',
      `account ${code} is the account of the role ${users.roles.join(', ')}; give the role another first`,
    );
  if (users.documents > 0)
    throw new LedgerError(
      'ACCOUNT_IN_USE',
      `account ${code} is named by ${users.documents} documents or payments; give them another first`,
    );
  await db.deleteFrom('accounts').where('code', '=', code).execute();
  return { code, deleted: true };
}
