import type { FastifyInstance } from 'fastify';
import { withHistory } from '../ledger/history/history.js';
import { recordsOf } from '../ledger/history/views.js';
import { closeMonth, closeOfMonth, closeUidOf, previewMonthClose, reverseMonthClose } from '../ledger/month-close/month-close.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/** /ledger/monthclose* endpoints: closing a month's revenue and expenses (extension `ledger.accounts`). */
export function registerMonthCloseRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  registerEndpoint(app, 'monthClose.preview', ({ query }) => previewMonthClose(companyDb.db, query.month));
  // The close's uid is known only once the month's close is looked up, in the write's transaction: the history is recorded here.
  registerEndpoint(app, 'monthClose.close', {
    writes: { companyDb, history: null },
    handler: async ({ body, trx, request }) => {
      const uid = await closeUidOf(trx, body.month);
      return withHistory(trx, request.user, {
        target: recordsOf('operation', [uid]),
        change: () => closeMonth(trx, companyDb.context, { month: body.month, uid }),
      });
    },
  });
  const closed = async ({ body }: { body: { month: string } }, trx: Parameters<typeof closeOfMonth>[0]) => {
    const close = await closeOfMonth(trx, body.month);
    return recordsOf('operation', close ? [close.uid] : []);
  };
  registerEndpoint(app, 'monthClose.reverse', {
    writes: { companyDb, history: closed },
    handler: ({ body, trx }) => reverseMonthClose(trx, companyDb.context, body.month),
  });
}
