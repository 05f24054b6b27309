import type { FastifyInstance } from 'fastify';
import { viewOfRecord, type FieldView } from '../../shared/api/record-diff.js';
import type { HistoryTarget } from '../ledger/history/history.js';
import { listMoneyAccounts, loadMoneyAccount, updateMoneyAccount } from '../ledger/money-accounts/money-accounts.js';
import { moneyBalances } from '../ledger/money-accounts/money-balances.js';
import type { CompanyDb } from '../store/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** One money account as its history compares it. */
const moneyAccountHistory = ({ body }: { body: { uid: string } }): HistoryTarget => ({
  kind: 'moneyAccount',
  uids: [body.uid],
  view: async (db) => {
    const found = (await listMoneyAccounts(db)).find((a) => a.uid === body.uid);
    return new Map<string, FieldView>(found ? [[body.uid, viewOfRecord(found)]] : []);
  },
});

/** Our money accounts (extension `money.accounts`): the list, one, a new one or a change, and their balances. */
export function registerMoneyAccountRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'moneyAccounts.index', async () => {
    const data = await listMoneyAccounts(companyDb.db);
    return { data, totalCount: data.length };
  });
  registerEndpoint(app, 'moneyAccounts.load', ({ params }) => loadMoneyAccount(companyDb.db, params.uid));
  registerEndpoint(app, 'moneyAccounts.update', { writes: { companyDb, history: moneyAccountHistory } }, ({ body, trx }) =>
    updateMoneyAccount(trx, body),
  );
  registerEndpoint(app, 'reports.moneyBalances', ({ query }) => moneyBalances(companyDb.db, query));
}
