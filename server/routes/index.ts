import type { FastifyInstance } from 'fastify';
import type { PdfRenderer } from '../forms/pdf-renderer.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerAccountRoutes } from './accounts.js';
import { checkRightsIn } from './endpoint.js';
import { registerBankRoutes } from './bank.js';
import { registerChangeRoutes } from './changes.js';
import { registerAgingRoutes } from './aging.js';
import { registerCompanyRoutes, type CompanyRouteDeps } from './company.js';
import { registerDirectoryRoutes } from './directories.js';
import { registerDocumentRoutes } from './documents.js';
import { registerHistoryRoutes } from './history.js';
import { registerLedgerReportRoutes } from './ledger-reports.js';
import { registerOperationRoutes } from './ledger-operations.js';
import { registerMonthCloseRoutes } from './month-close.js';
import { registerMoneyAccountRoutes } from './money-accounts.js';
import { registerPaymentRoutes } from './payments.js';
import { registerPresenceRoutes } from './presence.js';
import { registerReconciliationRoutes } from './reconciliation.js';
import { registerReportRoutes } from './reports.js';
import { registerServiceInfoRoute } from './service-info.js';

export interface RegisterRoutesOptions {
  company: CompanyRouteDeps;
  renderPdf?: PdfRenderer | undefined;
}

/** Every endpoint of the spec, and our extensions listed by /service/info. */
export function registerRoutes(app: FastifyInstance, companyDb: CompanyDb, { company, renderPdf }: RegisterRoutesOptions): void {
  checkRightsIn(app, companyDb.db);
  // First: its heartbeat hook sees every route registered after it.
  registerPresenceRoutes(app, companyDb);
  registerDocumentRoutes(app, companyDb, renderPdf);
  registerPaymentRoutes(app, companyDb);
  registerDirectoryRoutes(app, companyDb);
  registerReportRoutes(app, companyDb);
  registerLedgerReportRoutes(app, companyDb, renderPdf);
  registerOperationRoutes(app, companyDb);
  registerMonthCloseRoutes(app, companyDb);
  registerReconciliationRoutes(app, companyDb, renderPdf);
  registerAgingRoutes(app, companyDb);
  registerServiceInfoRoute(app, company.served !== undefined);
  registerCompanyRoutes(app, companyDb, company);
  registerHistoryRoutes(app, companyDb);
  registerChangeRoutes(app, companyDb);
  registerBankRoutes(app, companyDb);
  registerAccountRoutes(app, companyDb);
  registerMoneyAccountRoutes(app, companyDb);
}
