import type { FastifyInstance } from 'fastify';
import { HistoryQuery } from '../../shared/api/index.js';
import { ok, parseInput } from '../http.js';
import { readHistory } from '../ledger/history.js';
import type { Store } from '../store/open-store.js';

/** GET /history/: the changes of one record or of a period (an extension of ours; docs/service-behaviour.md, "History of changes"). */
export function registerHistoryRoutes(app: FastifyInstance, store: Store): void {
  app.get('/history/', async (req) => {
    const query = parseInput(HistoryQuery, req.query, 'query');
    const { records, totalCount } = await readHistory(store.db, query);
    return ok(records, { totalCount });
  });
}
