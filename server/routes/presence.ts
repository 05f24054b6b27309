import type { FastifyInstance } from 'fastify';
import { createPresenceRegistry } from '../company/presence.js';
import { registerEndpoint } from './endpoint.js';

/**
 * `GET /presence/` and `POST /presence`: who is connected now and what each has open for editing.
 * Every authenticated request counts as a heartbeat, so an idle app's one open change-feed request
 * keeps its person listed without requests of its own (docs/office.md, "Live changes and presence").
 */
export function registerPresenceRoutes(app: FastifyInstance): void {
  const presence = createPresenceRegistry();
  app.addHook('preHandler', (request, _reply, done) => {
    // The auth hook has run: a request without a user was refused before it got here.
    if (request.user) presence.touch(request.user);
    done();
  });
  registerEndpoint(app, 'presence.index', ({ request }) => Promise.resolve(presence.list(request.user)));
  registerEndpoint(app, 'presence.update', ({ request, body }) => {
    presence.open(request.user, body.open ?? null);
    return Promise.resolve(presence.list(request.user));
  });
}
