import type { FastifyInstance } from 'fastify';
import { accountCard } from '../ledger/accounts/account-card.js';
import { trialBalance } from '../ledger/accounts/trial-balance.js';
import { accountAnalysis } from '../ledger/accounts/account-analysis.js';
import { statements } from '../ledger/statements/statements.js';
import type { CompanyDb } from '../store/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** The general ledger's reports: the trial balance, the account card and analysis, and the statements. */
export function registerLedgerReportRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'reports.trialBalance', ({ query }) => trialBalance(companyDb.db, query));
  registerEndpoint(app, 'reports.accountCard', ({ query }) => accountCard(companyDb.db, query));
  registerEndpoint(app, 'reports.accountAnalysis', ({ query }) => accountAnalysis(companyDb.db, query));
  registerEndpoint(app, 'reports.statements', ({ query }) => statements(companyDb.db, query));
}
