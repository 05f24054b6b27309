import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { tokenFromHeader, userOfToken } from './auth.js';
import type { PdfRenderer } from './forms/pdf-renderer.js';
import { failure } from './http.js';
import { LedgerError } from './ledger/errors.js';
import type { User } from './ledger/types.js';
import { createRateLimit } from './rate-limit.js';
import { registerRoutes } from './routes/index.js';
import { registerServiceRoutes, type ServiceRouteOptions } from './service-routes.js';
import type { Store } from './store/open-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: User;
  }
}

/** What the service needs to run. */
export interface ServerDeps {
  store: Store;
  /** Requests per minute per token; default 6,000. */
  rateLimitPerMinute?: number;
  logger?: boolean;
  /** Renders printed forms; the bundled pdfmake renderer unless replaced. */
  renderPdf?: PdfRenderer;
  /** The company folder and per-launch token of a service the desktop app started: adds its private routes (service-routes.ts). */
  service?: ServiceRouteOptions;
}

/** Largest request body (DESIGN §3 "Limits"). */
export const BODY_LIMIT = 10 * 1024 * 1024;

/** Builds the Accounting Data Service: auth, envelope, error mapping and every endpoint of the spec. */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: BODY_LIMIT, return503OnClosing: true });
  const limiter = createRateLimit(deps.rateLimitPerMinute ?? 6000, 60_000);

  // Fastify parses text/plain by default; the service speaks JSON only, so any other body is a 415.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('user', null as unknown as User);
  app.addHook('onRequest', async (request, reply) => {
    const token = tokenFromHeader(request.headers.authorization);
    const user = token ? await userOfToken(deps.store.db, token) : null;
    if (!user) {
      return reply.code(401).send(failure('UNAUTHORIZED: send a valid token in the Authorization header'));
    }
    if (!limiter.take(String(user.id))) {
      return reply.code(429).header('retry-after', '60').send(failure('RATE_LIMITED: too many requests, try again in a minute'));
    }
    request.user = user;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof LedgerError) {
      // A 5xx the ledger names (a failed rendering) is still a fault worth a log line with its cause.
      if (error.status >= 500) request.log.error({ err: error, cause: error.cause }, error.message);
      return reply.code(error.status).send(failure(error.message));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(failure(`PAYLOAD_TOO_LARGE: the body is larger than ${BODY_LIMIT} bytes`));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(failure('UNSUPPORTED_MEDIA_TYPE: send the body as application/json'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(failure('INVALID_JSON: the body is empty'));
      default:
        break;
    }
    if (error.statusCode === 400 || error instanceof SyntaxError) {
      return reply.code(400).send(failure(`INVALID_JSON: ${error.message}`));
    }
    request.log.error(error);
    return reply.code(500).send(failure('INTERNAL: the service failed to process the request'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(failure(`NOT_FOUND: no endpoint ${request.method} ${request.url.split('?')[0]}`)));

  registerRoutes(app, deps.store, deps.renderPdf);
  if (deps.service) registerServiceRoutes(app, deps.store, deps.service);
  await app.ready();
  return app;
}
