import type { FastifyInstance } from 'fastify';
import type { PdfRenderer } from '../forms/pdf-renderer.js';
import { renderForm } from '../forms/print-document.js';
import { buildReconciliationForm } from '../forms/reconciliation-form.js';
import { readCompany } from '../company/settings.js';
import { DIRECTORIES, loadRecord } from '../ledger/directories/directories.js';
import { reconciliation } from '../ledger/settlements/reconciliation.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/**
 * The reconciliation act, an extension of ours listed by /service/info: its figures in the
 * envelope, and its printed form as a PDF (docs/service-behaviour.md, "Extensions of our service").
 */
export function registerReconciliationRoutes(app: FastifyInstance, companyDb: CompanyDb, renderPdf?: PdfRenderer): void {
  registerEndpoint(app, 'reports.reconciliation', ({ query }) => reconciliation(companyDb.db, query));
  registerEndpoint(app, 'reports.reconciliationPdf', async ({ query, reply }) => {
    const act = await reconciliation(companyDb.db, query);
    const [company, agent, contract] = await Promise.all([
      readCompany(companyDb.db),
      loadRecord(companyDb.db, DIRECTORIES.agents, act.agent.uid),
      act.contract ? loadRecord(companyDb.db, DIRECTORIES.contracts, act.contract.uid) : null,
    ]);
    const printed = await renderForm(() => buildReconciliationForm({ act, company, agent, contract }), renderPdf);
    return reply.type('application/pdf').header('content-disposition', printed.disposition).send(printed.pdf);
  });
}
