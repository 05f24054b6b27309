import { printDocument } from '../forms/print-document.js';
import type { PdfRenderer } from '../forms/pdf-renderer.js';
import { deleteDocument } from '../ledger/delete-document.js';
import { toApiDocument } from '../ledger/document-read.js';
import { indexDocuments } from '../ledger/document-index.js';
import { loadDocument, updateDocument } from '../ledger/documents.js';
import { linkTo } from '../ledger/links.js';
import { getDone, setDone } from '../ledger/posting.js';
import type { Store } from '../store/open-store.js';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from './endpoint.js';

/** /document/* endpoints (delete is an extension of ours); `renderPdf` replaces the printed forms' renderer (tests make it fail). */
export function registerDocumentRoutes(app: FastifyInstance, store: Store, renderPdf?: PdfRenderer): void {
  registerEndpoint(app, 'documents.index', async ({ query }) => {
    const { rows, totalCount } = await indexDocuments(store.db, 'document', query);
    return { data: rows.map((r) => toApiDocument(r)), totalCount };
  });
  registerEndpoint(app, 'documents.load', ({ params }) => loadDocument(store.db, params.uid));
  registerEndpoint(app, 'documents.update', ({ body }) => store.write((trx) => updateDocument(trx, body)));
  registerEndpoint(app, 'documents.setDone', ({ body, request }) => store.write((trx) => setDone(trx, body, request.user)));
  registerEndpoint(app, 'documents.getDone', ({ params }) => getDone(store.db, params.uid));
  registerEndpoint(app, 'documents.linkTo', ({ body }) => store.write((trx) => linkTo(trx, body)));
  registerEndpoint(app, 'documents.delete', ({ body }) => store.write((trx) => deleteDocument(trx, body.uid, 'document')));
  registerEndpoint(app, 'documents.pdf', async ({ params, query, reply }) => {
    const printed = await printDocument(store.db, params.uid, query.form, renderPdf);
    // A PDF, not the envelope (spec "/document/pdf"); inline so the app's viewer shows it.
    return reply.type('application/pdf').header('content-disposition', printed.disposition).send(printed.pdf);
  });
}
