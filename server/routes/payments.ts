import type { FastifyInstance } from 'fastify';
import { deleteDocument } from '../ledger/documents/delete.js';
import { indexPageBytes } from '../ledger/documents/index-pages.js';
import { recordsOf } from '../ledger/history/views.js';
import { loadPayment, toApiPayment, updatePayment } from '../ledger/documents/payments.js';
import type { CompanyDb } from '../database/company-db.js';
import { ok } from '../http.js';
import { registerEndpoint, sendJsonBytes } from './endpoint.js';
import { listScopeOf } from './endpoint-rights.js';

/** /paydocument/* endpoints (delete is an extension of ours). */
export function registerPaymentRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'payments.index', async ({ query, reply, request }) => {
    const page = await indexPageBytes(companyDb.db, companyDb.context, {
      category: 'payment',
      query: { ...query, scope: listScopeOf(request.user, 'payment') },
      render: ({ rows, totalCount }) => Buffer.from(JSON.stringify(ok(rows.map(toApiPayment), { totalCount }))),
    });
    return sendJsonBytes(reply, page);
  });
  registerEndpoint(app, 'payments.load', ({ params }) => loadPayment(companyDb.db, companyDb.context, params.uid));
  const history = ({ body }: { body: { uid: string } }) => recordsOf('payment', [body.uid]);
  registerEndpoint(app, 'payments.update', {
    writes: { companyDb, history },
    handler: ({ body, trx }) => updatePayment(trx, companyDb.context, body),
  });
  registerEndpoint(app, 'payments.delete', {
    writes: { companyDb, history },
    handler: ({ body, trx }) => deleteDocument(trx, companyDb.context, { uid: body.uid, category: 'payment' }),
  });
}
