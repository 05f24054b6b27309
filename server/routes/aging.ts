import type { FastifyInstance } from 'fastify';
import { aging } from '../ledger/aging.js';
import type { Store } from '../store/open-store.js';
import { registerEndpoint } from './endpoint.js';

/** The aging report, an extension of ours listed by /service/info (docs/service-behaviour.md, "Extensions of our service"). */
export function registerAgingRoutes(app: FastifyInstance, store: Store): void {
  registerEndpoint(app, 'reports.aging', ({ query }) => aging(store.db, query));
}
