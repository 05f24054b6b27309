import type { FastifyInstance } from 'fastify';
import { importBankLines, previewBankLines } from '../ledger/bank-import.js';
import type { Store } from '../store/open-store.js';
import { registerEndpoint } from './endpoint.js';

/**
 * Bank statements in, an extension of ours listed by /service/info as `bank.import`: the preview
 * of the matches, read only, and the import of the confirmed lines in one transaction
 * (docs/service-behaviour.md, "Bank statements").
 */
export function registerBankRoutes(app: FastifyInstance, store: Store): void {
  registerEndpoint(app, 'bank.preview', ({ body }) => previewBankLines(store.db, body));
  registerEndpoint(app, 'bank.import', ({ body, request }) => store.write((trx) => importBankLines(trx, body, request.user)));
}
