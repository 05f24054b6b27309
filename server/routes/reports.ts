import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { agentTurnover } from '../ledger/reports/reports.js';
import { BalanceReplies } from '../replies/balance-replies.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';
import { missingRight, storesOfLimit } from './endpoint-rights.js';
import { WarehouseBalance } from '../../shared/api/index.js';

/** /report/* endpoints. */
export function registerReportRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  // The balance comes as UTF-8 JSON (100,000 rows in a big company): sent as it is, inside the envelope.
  // Its rendered rows are kept between replies, for as long as the service runs.
  const balances = new BalanceReplies(companyDb.context);
  registerEndpoint(app, 'reports.warehouseBalance', async ({ query, reply, request }) => {
    const stores = storesOfLimit(request.user, 'stockMoves');
    if (stores !== null && query.store === undefined) {
      // A person limited to some stores sees theirs only, each read as its own balance (docs/security.md, "Rights and roles").
      const each = await Promise.all(
        stores.map(async (store) => {
          const bytes = await balances.balanceBytes(companyDb.db, { ...query, store }, { write: companyDb.writeWithReader });
          return WarehouseBalance.parse(JSON.parse(Buffer.concat(bytes).toString('utf8')));
        }),
      );
      return { date: each[0]?.date ?? query.date ?? new Date().toISOString().slice(0, 10), rows: each.flatMap((balance) => balance.rows) };
    }
    if (stores !== null && query.store !== undefined && !stores.includes(query.store)) {
      throw missingRight({ area: 'stockMoves', action: 'read' }, query.store);
    }
    const data = await balances.balanceBytes(companyDb.db, query, { write: companyDb.writeWithReader });
    const parts = [Buffer.from('{"success":true,"data":'), ...data, Buffer.from('}')];
    // Streamed part by part: no copy of the (cached) rows into one more 20 MB buffer.
    return reply
      .type('application/json; charset=utf-8')
      .header(
        'content-length',
        parts.reduce((n, p) => n + p.length, 0),
      )
      .send(Readable.from(parts, { objectMode: false }));
  });
  registerEndpoint(app, 'reports.agentTurnover', ({ query }) => agentTurnover(companyDb.db, query));
}
