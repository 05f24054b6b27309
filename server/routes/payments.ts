import type { FastifyInstance } from 'fastify';
import { DeleteBody, DocumentIndexQuery, PayDocumentUpdateBody, UidParams } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { deleteDocument } from '../ledger/delete-document.js';
import { indexDocuments } from '../ledger/document-index.js';
import { withHistory } from '../ledger/history.js';
import { recordsOf } from '../ledger/history-views.js';
import { loadPayment, toApiPayment, updatePayment } from '../ledger/payments.js';
import type { Store } from '../store/open-store.js';

/** /paydocument/* endpoints (delete is an extension of ours). */
export function registerPaymentRoutes(app: FastifyInstance, store: Store): void {
  app.get('/paydocument/index/', async (req) => {
    const query = parseInput(DocumentIndexQuery, req.query, 'query');
    const { rows, totalCount } = await indexDocuments(store.db, 'payment', query);
    return ok(rows.map(toApiPayment), { totalCount });
  });
  app.get('/paydocument/load/:uid', async (req) => ok(await loadPayment(store.db, parseInput(UidParams, req.params, 'path').uid)));
  app.post('/paydocument/update', async (req) => {
    const body = parseInput(PayDocumentUpdateBody, req.body, 'body');
    return ok(await store.write((trx) => withHistory(trx, req.user, recordsOf('payment', [body.uid]), () => updatePayment(trx, body))));
  });
  app.post('/paydocument/delete', async (req) => {
    const { uid } = parseInput(DeleteBody, req.body, 'body');
    return ok(
      await store.write((trx) => withHistory(trx, req.user, recordsOf('payment', [uid]), () => deleteDocument(trx, uid, 'payment'))),
    );
  });
}
