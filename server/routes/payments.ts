import type { FastifyInstance } from 'fastify';
import { deleteDocument } from '../ledger/documents/delete.js';
import { indexPageBytes } from '../ledger/documents/index-pages.js';
import { recordsOf } from '../ledger/history/views.js';
import { loadPayment, toApiPayment, updatePayment } from '../ledger/documents/payments.js';
import type { Store } from '../store/open-store.js';
import { ok } from '../http.js';
import { registerEndpoint, sendJsonBytes } from './endpoint.js';

/** /paydocument/* endpoints (delete is an extension of ours). */
export function registerPaymentRoutes(app: FastifyInstance, store: Store): void {
  registerEndpoint(app, 'payments.index', async ({ query, reply }) => {
    const page = await indexPageBytes(store.db, 'payment', query, ({ rows, totalCount }) =>
      Buffer.from(JSON.stringify(ok(rows.map(toApiPayment), { totalCount }))),
    );
    return sendJsonBytes(reply, page);
  });
  registerEndpoint(app, 'payments.load', ({ params }) => loadPayment(store.db, params.uid));
  const history = ({ body }: { body: { uid: string } }) => recordsOf('payment', [body.uid]);
  registerEndpoint(app, 'payments.update', { writes: { store, history } }, ({ body, trx }) => updatePayment(trx, body));
  registerEndpoint(app, 'payments.delete', { writes: { store, history } }, ({ body, trx }) => deleteDocument(trx, body.uid, 'payment'));
}
