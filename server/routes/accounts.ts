import type { FastifyInstance } from 'fastify';
import { accountHistory } from '../ledger/accounts/account-history.js';
import { accountRoleHistory, listAccountRoles, updateAccountRole } from '../ledger/accounts/account-roles.js';
import { listAccounts } from '../ledger/accounts/accounts.js';
import { accountStanding } from '../ledger/accounts/account-use.js';
import { deleteAccount } from '../ledger/accounts/delete-account.js';
import { updateAccount } from '../ledger/accounts/update-account.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/**
 * The chart of accounts (extension `ledger.accounts`): its index, a change or a new sub-account, a delete, an account's use;
 * and the accounts of the roles (`ledger.accountRoles`), listed and changed one at a time.
 */
export function registerAccountRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'accounts.index', async ({ query }) => {
    const data = await listAccounts(companyDb.db, query);
    return { data, totalCount: data.length };
  });
  const history = ({ body }: { body: { code: string } }) => accountHistory(body.code);
  registerEndpoint(app, 'accounts.update', { writes: { companyDb, history }, handler: ({ body, trx }) => updateAccount(trx, body) });
  registerEndpoint(app, 'accounts.delete', { writes: { companyDb, history }, handler: ({ body, trx }) => deleteAccount(trx, body.code) });
  registerEndpoint(app, 'accounts.standing', ({ query }) => accountStanding(companyDb.db, query.code));
  registerEndpoint(app, 'accountRoles.index', async () => {
    const data = await listAccountRoles(companyDb.db);
    return { data, totalCount: data.length };
  });
  registerEndpoint(app, 'accountRoles.update', {
    writes: { companyDb, history: ({ body }) => accountRoleHistory(body.role) },
    handler: ({ body, trx }) => updateAccountRole(trx, body),
  });
}
