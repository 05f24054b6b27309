import type { FastifyInstance } from 'fastify';
import { createPresenceRegistry } from '../company/presence.js';
import type { CompanyDb } from '../database/company-db.js';
import { registerEndpoint } from './endpoint.js';

/**
 * `GET /presence/` and `POST /presence`: who is connected now, to any service of the company, and
 * what each has open for editing. Every authenticated request counts as a heartbeat, so an idle
 * app's one open change-feed request keeps its person listed without requests of its own
 * (docs/office.md, "Live changes and presence").
 */
export function registerPresenceRoutes(app: FastifyInstance, companyDb: CompanyDb): void {
  const presence = createPresenceRegistry(companyDb.db);
  // The auth hook has run: a request without a user was refused before it got here.
  app.addHook('preHandler', async (request) => {
    if (request.user) await presence.touch(request.user);
  });
  app.addHook('onClose', () => presence.settle());
  registerEndpoint(app, 'presence.index', ({ request }) => presence.list(request.user));
  registerEndpoint(app, 'presence.update', async ({ request, body }) => {
    await presence.open(request.user, body.open ?? null);
    return presence.list(request.user);
  });
}
