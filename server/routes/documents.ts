import { printDocument } from '../forms/print-document.js';
import type { PdfRenderer } from '../forms/pdf-renderer.js';
import { deleteDocument } from '../ledger/documents/delete.js';
import { toApiDocument } from '../ledger/documents/read.js';
import { indexPageBytes } from '../ledger/documents/index-pages.js';
import { loadDocument, updateDocument } from '../ledger/documents/documents.js';
import { linkOf, postingOf, recordsOf } from '../ledger/history/views.js';
import { linkTo } from '../ledger/documents/links.js';
import { markDocument } from '../ledger/documents/mark.js';
import { getDone, setDone } from '../ledger/documents/posting.js';
import { entriesOf } from '../ledger/entries/read-entries.js';
import type { CompanyDb } from '../database/company-db.js';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http.js';
import { registerEndpoint, sendJsonBytes } from './endpoint.js';
import { listScopeOf } from './endpoint-rights.js';

/** /document/* endpoints (delete is an extension of ours); `renderPdf` replaces the printed forms' renderer (tests make it fail). */
export function registerDocumentRoutes(app: FastifyInstance, companyDb: CompanyDb, renderPdf?: PdfRenderer): void {
  registerEndpoint(app, 'documents.index', async ({ query, reply, request }) => {
    const page = await indexPageBytes(companyDb.db, companyDb.context, {
      category: 'document',
      query: { ...query, scope: listScopeOf(request.user, 'document') },
      render: ({ rows, totalCount }) =>
        Buffer.from(
          JSON.stringify(
            ok(
              rows.map((r) => toApiDocument(r)),
              { totalCount },
            ),
          ),
        ),
    });
    return sendJsonBytes(reply, page);
  });
  registerEndpoint(app, 'documents.load', ({ params }) => loadDocument(companyDb.db, companyDb.context, { uid: params.uid }));
  const history = ({ body }: { body: { uid: string } }) => recordsOf('document', [body.uid]);
  registerEndpoint(app, 'documents.update', {
    writes: { companyDb, history },
    handler: ({ body, trx }) => updateDocument(trx, companyDb.context, body),
  });
  registerEndpoint(app, 'documents.setDone', {
    writes: { companyDb, history: ({ body }, trx) => postingOf(trx, body.uid), operation: ({ body }) => (body.done ? 'post' : 'unpost') },
    handler: ({ body, request, trx }) => setDone(trx, companyDb.context, { body, user: request.user }),
  });
  registerEndpoint(app, 'documents.getDone', ({ params }) => getDone(companyDb.db, params.uid));
  registerEndpoint(app, 'documents.entries', ({ params }) => entriesOf(companyDb.db, params.uid));
  registerEndpoint(app, 'documents.linkTo', {
    writes: { companyDb, history: ({ body }, trx) => linkOf(trx, body.uid), operation: () => 'link' as const },
    handler: ({ body, trx }) => linkTo(trx, companyDb.context, body),
  });
  registerEndpoint(app, 'documents.delete', {
    writes: { companyDb, history },
    handler: ({ body, trx }) => deleteDocument(trx, companyDb.context, { uid: body.uid, category: 'document' }),
  });
  registerEndpoint(app, 'documents.mark', {
    writes: { companyDb, history },
    handler: ({ body, trx }) => markDocument(trx, companyDb.context, body),
  });
  registerEndpoint(app, 'documents.pdf', async ({ params, query, reply }) => {
    const printed = await printDocument(companyDb.db, params.uid, { form: query.form, render: renderPdf });
    // A PDF, not the envelope (spec "/document/pdf"); inline so the app's viewer shows it.
    return reply.type('application/pdf').header('content-disposition', printed.disposition).send(printed.pdf);
  });
}
