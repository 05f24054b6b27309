import type { FastifyInstance } from 'fastify';
import type { PdfRenderer } from '../forms/pdf-renderer.js';
import type { Store } from '../store/open-store.js';
import { registerBankRoutes } from './bank.js';
import { registerAgingRoutes } from './aging.js';
import { registerCompanyRoutes, type CompanyRouteDeps } from './company.js';
import { registerDirectoryRoutes } from './directories.js';
import { registerDocumentRoutes } from './documents.js';
import { registerHistoryRoutes } from './history.js';
import { registerPaymentRoutes } from './payments.js';
import { registerReconciliationRoutes } from './reconciliation.js';
import { registerReportRoutes } from './reports.js';
import { registerServiceInfoRoute } from './service-info.js';

/** Every endpoint of the spec, and our extensions listed by /service/info. */
export function registerRoutes(app: FastifyInstance, store: Store, company: CompanyRouteDeps, renderPdf?: PdfRenderer): void {
  registerDocumentRoutes(app, store, renderPdf);
  registerPaymentRoutes(app, store);
  registerDirectoryRoutes(app, store);
  registerReportRoutes(app, store);
  registerReconciliationRoutes(app, store, renderPdf);
  registerAgingRoutes(app, store);
  registerServiceInfoRoute(app);
  registerCompanyRoutes(app, store, company);
  registerHistoryRoutes(app, store);
  registerBankRoutes(app, store);
}
