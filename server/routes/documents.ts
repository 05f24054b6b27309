import type { FastifyInstance } from 'fastify';
import { DeleteBody, DocumentIndexQuery, DocumentUpdateBody, LinkBody, PdfQuery, SetDoneBody, UidParams } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { printDocument } from '../forms/print-document.js';
import type { PdfRenderer } from '../forms/pdf-renderer.js';
import { deleteDocument } from '../ledger/delete-document.js';
import { toApiDocument } from '../ledger/document-read.js';
import { indexDocuments } from '../ledger/document-index.js';
import { loadDocument, updateDocument } from '../ledger/documents.js';
import { withHistory } from '../ledger/history.js';
import { linkOf, postingOf, recordsOf } from '../ledger/history-views.js';
import { linkTo } from '../ledger/links.js';
import { getDone, setDone } from '../ledger/posting.js';
import type { Store } from '../store/open-store.js';

/** /document/* endpoints (delete is an extension of ours); `renderPdf` replaces the printed forms' renderer (tests make it fail). */
export function registerDocumentRoutes(app: FastifyInstance, store: Store, renderPdf?: PdfRenderer): void {
  app.get('/document/index/', async (req) => {
    const query = parseInput(DocumentIndexQuery, req.query, 'query');
    const { rows, totalCount } = await indexDocuments(store.db, 'document', query);
    return ok(
      rows.map((r) => toApiDocument(r)),
      { totalCount },
    );
  });
  app.get('/document/load/:uid', async (req) => ok(await loadDocument(store.db, parseInput(UidParams, req.params, 'path').uid)));
  app.post('/document/update', async (req) => {
    const body = parseInput(DocumentUpdateBody, req.body, 'body');
    return ok(await store.write((trx) => withHistory(trx, req.user, recordsOf('document', [body.uid]), () => updateDocument(trx, body))));
  });
  app.post('/document/setdone', async (req) => {
    const body = parseInput(SetDoneBody, req.body, 'body');
    const operation = body.done ? 'post' : 'unpost';
    return ok(
      await store.write(async (trx) =>
        withHistory(trx, req.user, await postingOf(trx, body.uid), () => setDone(trx, body, req.user), operation),
      ),
    );
  });
  app.get('/document/getdone/:uid', async (req) => ok(await getDone(store.db, parseInput(UidParams, req.params, 'path').uid)));
  app.post('/document/linkto', async (req) => {
    const body = parseInput(LinkBody, req.body, 'body');
    return ok(await store.write(async (trx) => withHistory(trx, req.user, await linkOf(trx, body.uid), () => linkTo(trx, body), 'link')));
  });
  app.post('/document/delete', async (req) => {
    const { uid } = parseInput(DeleteBody, req.body, 'body');
    return ok(
      await store.write((trx) => withHistory(trx, req.user, recordsOf('document', [uid]), () => deleteDocument(trx, uid, 'document'))),
    );
  });
  app.get('/document/pdf/:uid', async (req, reply) => {
    const { uid } = parseInput(UidParams, req.params, 'path');
    const { form } = parseInput(PdfQuery, req.query, 'query');
    const printed = await printDocument(store.db, uid, form, renderPdf);
    // A PDF, not the envelope (spec "/document/pdf"); inline so the app's viewer shows it.
    return reply.type('application/pdf').header('content-disposition', printed.disposition).send(printed.pdf);
  });
}
