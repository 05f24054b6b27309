import type { FastifyInstance } from 'fastify';
import { deleteDocument } from '../ledger/documents/delete.js';
import { recordsOf } from '../ledger/history/views.js';
import { loadOperation, operationIndex, updateOperation } from '../ledger/operations/operations.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** /ledgeroperation/* endpoints: manual operations of the general ledger (extension `ledger.accounts`). */
export function registerOperationRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'operations.index', async ({ query }) => {
    const { rows, totalCount } = await operationIndex(companyDb.db, query);
    return { data: rows, totalCount };
  });
  registerEndpoint(app, 'operations.load', ({ params }) => loadOperation(companyDb.db, params.uid));
  const history = ({ body }: { body: { uid: string } }) => recordsOf('operation', [body.uid]);
  registerEndpoint(app, 'operations.update', {
    writes: { companyDb, history },
    handler: ({ body, trx }) => updateOperation(trx, companyDb.context, { body }),
  });
  registerEndpoint(app, 'operations.delete', {
    writes: { companyDb, history },
    handler: ({ body, trx }) => deleteDocument(trx, companyDb.context, { uid: body.uid, category: 'operation' }),
  });
}
