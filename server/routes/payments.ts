import type { FastifyInstance } from 'fastify';
import { deleteDocument } from '../ledger/delete-document.js';
import { indexDocuments } from '../ledger/document-index.js';
import { withHistory } from '../ledger/history.js';
import { recordsOf } from '../ledger/history-views.js';
import { loadPayment, toApiPayment, updatePayment } from '../ledger/payments.js';
import type { Store } from '../store/open-store.js';
import { registerEndpoint } from './endpoint.js';

/** /paydocument/* endpoints (delete is an extension of ours). */
export function registerPaymentRoutes(app: FastifyInstance, store: Store): void {
  registerEndpoint(app, 'payments.index', async ({ query }) => {
    const { rows, totalCount } = await indexDocuments(store.db, 'payment', query);
    return { data: rows.map(toApiPayment), totalCount };
  });
  registerEndpoint(app, 'payments.load', ({ params }) => loadPayment(store.db, params.uid));
  registerEndpoint(app, 'payments.update', ({ body, request }) =>
    store.write((trx) => withHistory(trx, request.user, recordsOf('payment', [body.uid]), () => updatePayment(trx, body))),
  );
  registerEndpoint(app, 'payments.delete', ({ body, request }) =>
    store.write((trx) => withHistory(trx, request.user, recordsOf('payment', [body.uid]), () => deleteDocument(trx, body.uid, 'payment'))),
  );
}
