import type { FastifyInstance } from 'fastify';
import { importBankLines } from '../ledger/bank/import.js';
import { previewBankLines } from '../ledger/bank/preview.js';
import type { BankImportResult } from '../../shared/api/index.js';
import { recordsOf } from '../ledger/history/views.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/**
 * Bank statements in, an extension of ours listed by /service/info as `bank.import`: the preview
 * of the matches, read only, and the import of the confirmed lines in one transaction
 * (docs/service-behaviour.md, "Bank statements").
 */
export function registerBankRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'bank.preview', ({ body }) => previewBankLines(companyDb.db, companyDb.context, body));
  // The payments and agents an import makes get new uids inside it: its result names them, and they are
  // recorded as created; a draft payment a line completes records its own change (ledger/bank/import.ts).
  const history = {
    created: (result: BankImportResult) => [
      recordsOf(
        'agent',
        result.agentsCreated.map((agent) => agent.uid),
      ),
      recordsOf(
        'payment',
        result.created.flatMap((line) => (line.fromDraft ? [] : [line.payment.uid])),
      ),
    ],
  };
  registerEndpoint(app, 'bank.import', {
    writes: { companyDb, history },
    handler: ({ body, request, trx }) => importBankLines(trx, companyDb.context, { body, user: request.user }),
  });
}
