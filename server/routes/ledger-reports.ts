import type { FastifyInstance } from 'fastify';
import { accountCard } from '../ledger/accounts/account-card.js';
import { trialBalance } from '../ledger/accounts/trial-balance.js';
import type { CompanyDb } from '../store/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** The general ledger's reports: the trial balance and the account card. */
export function registerLedgerReportRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'reports.trialBalance', ({ query }) => trialBalance(companyDb.db, query));
  registerEndpoint(app, 'reports.accountCard', ({ query }) => accountCard(companyDb.db, query));
}
