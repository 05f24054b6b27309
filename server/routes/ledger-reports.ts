import type { FastifyInstance } from 'fastify';
import { accountCard } from '../ledger/accounts/account-card.js';
import { trialBalance } from '../ledger/accounts/trial-balance.js';
import { accountAnalysis } from '../ledger/accounts/account-analysis.js';
import { statements } from '../ledger/statements/statements.js';
import { readCompany } from '../company/settings.js';
import type { PdfRenderer } from '../forms/pdf-renderer.js';
import { renderForm } from '../forms/print-document.js';
import { buildStatementsForm } from '../forms/statements-form.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/**
 * The general ledger's reports: the trial balance, the account card and analysis, and the statements
 * with their printed forms; `renderPdf` replaces the forms' renderer (tests make it fail).
 */
export function registerLedgerReportRoutes(app: FastifyInstance, companyDb: CompanyDb, renderPdf?: PdfRenderer): void {
  registerEndpoint(app, 'reports.trialBalance', ({ query }) => trialBalance(companyDb.db, query));
  registerEndpoint(app, 'reports.accountCard', ({ query }) => accountCard(companyDb.db, query));
  registerEndpoint(app, 'reports.accountAnalysis', ({ query }) => accountAnalysis(companyDb.db, query));
  registerEndpoint(app, 'reports.statements', ({ query }) => statements(companyDb.db, query));
  registerEndpoint(app, 'reports.statementsPdf', async ({ query, reply }) => {
    const { form, ...period } = query;
    const [figures, company] = [await statements(companyDb.db, period), await readCompany(companyDb.db)];
    const forms = form ? [form] : (['balance', 'results'] as const);
    const printed = await renderForm(() => buildStatementsForm({ statements: figures, company, forms }), renderPdf);
    return reply.type('application/pdf').header('content-disposition', printed.disposition).send(printed.pdf);
  });
}
