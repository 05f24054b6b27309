import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AgentTurnoverQuery, WarehouseBalanceQuery } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { agentTurnover, warehouseBalanceBytes } from '../ledger/reports.js';
import type { Store } from '../store/open-store.js';

/** /report/* endpoints. */
export function registerReportRoutes(app: FastifyInstance, store: Store): void {
  // The balance comes as UTF-8 JSON (100,000 rows in a big company): sent as it is, inside the envelope.
  app.get('/report/warehousebalance/', async (req, reply) => {
    const data = await warehouseBalanceBytes(
      store.db,
      parseInput(WarehouseBalanceQuery, req.query, 'query'),
      undefined,
      store.writeWithReader,
    );
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
  app.get('/report/agentturnover/', async (req) => ok(await agentTurnover(store.db, parseInput(AgentTurnoverQuery, req.query, 'query'))));
}
