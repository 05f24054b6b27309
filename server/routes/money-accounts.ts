import type { FastifyInstance } from 'fastify';
import { moneyAccountHistory } from '../ledger/money-accounts/money-account-history.js';
import { listMoneyAccounts, loadMoneyAccount, updateMoneyAccount } from '../ledger/money-accounts/money-accounts.js';
import { moneyBalances } from '../ledger/money-accounts/money-balances.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** Our money accounts (extension `money.accounts`): the list, one, a new one or a change, and their balances. */
export function registerMoneyAccountRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'moneyAccounts.index', async () => {
    const data = await listMoneyAccounts(companyDb.db);
    return { data, totalCount: data.length };
  });
  registerEndpoint(app, 'moneyAccounts.load', ({ params }) => loadMoneyAccount(companyDb.db, params.uid));
  registerEndpoint(app, 'moneyAccounts.update', {
    writes: { companyDb, history: ({ body }) => moneyAccountHistory(body.uid) },
    handler: ({ body, trx }) => updateMoneyAccount(trx, body),
  });
  registerEndpoint(app, 'reports.moneyBalances', ({ query }) => moneyBalances(companyDb.db, query));
}
