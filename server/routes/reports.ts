import type { FastifyInstance } from 'fastify';
import { AgentTurnoverQuery, WarehouseBalanceQuery } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { agentTurnover, warehouseBalance } from '../ledger/reports.js';
import type { Store } from '../store/open-store.js';

/** /report/* endpoints. */
export function registerReportRoutes(app: FastifyInstance, store: Store): void {
  app.get('/report/warehousebalance/', async (req) =>
    ok(await warehouseBalance(store.db, parseInput(WarehouseBalanceQuery, req.query, 'query'))));
  app.get('/report/agentturnover/', async (req) =>
    ok(await agentTurnover(store.db, parseInput(AgentTurnoverQuery, req.query, 'query'))));
}
