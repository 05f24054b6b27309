import type { FastifyInstance } from 'fastify';
import { readHistory } from '../ledger/history/history.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** GET /history/: the changes of one record or of a period (an extension of ours; docs/service-behaviour.md, "History of changes"). */
export function registerHistoryRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'history.index', async ({ query, request }) => {
    const { records, totalCount } = await readHistory(companyDb.db, query, request.user);
    return { data: records, totalCount };
  });
}
