import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import { hostHeaderCount } from '../shared/api/host-header.js';
import { createAuthGate } from './auth-gate.js';
import type { PdfRenderer } from './forms/pdf-renderer.js';
import { failure, NO_SUCH_ENDPOINT } from './http.js';
import { ServiceError } from './service-error.js';
import { closeSilentConnectionsOnStop } from './silent-connections.js';
import { FigureOutOfRange } from './database/minor-units.js';
import type { ServedTls } from './tls/served-tls.js';
import type { User } from './ledger/types.js';
import { registerRoutes } from './routes/index.js';
import { loggerOptions, type ServiceLogOptions } from './service-log.js';
import { registerServiceRoutes, type ServiceRouteOptions } from './service-routes.js';
import type { CompanyDb } from './database/company-db.js';
import { answerClientError, answerFrameworkError, drainBody, methodsAt, refuseWhileStopping } from './transport-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: User;
  }
}

/** What the service needs to run. */
export interface ServerDeps {
  companyDb: CompanyDb;
  /** Requests per minute per token; default 6,000. */
  rateLimitPerMinute?: number;
  /** Failed authentications per minute per remote address before its unknown tokens get 429 unread; default 60. */
  authFailuresPerMinute?: number;
  /** Where the JSON log goes and how much of it; stderr at `info` unless told (OBLIK_SERVICE_LOG_LEVEL sets the level). */
  logger?: ServiceLogOptions;
  /** Renders printed forms; the bundled pdfmake renderer unless replaced. */
  renderPdf?: PdfRenderer;
  /** The company folder and per-launch token of a service the desktop app started: adds its private routes (service-routes.ts). */
  service?: ServiceRouteOptions;
  /** Serves over TLS with this certificate (the service was started with `--listen`); plain HTTP without it. */
  https?: ServedTls;
  /** Told of each route as it is registered (Fastify's `onRoute` hook): how a test reads the route table. */
  onRoute?: (route: RouteOptions) => void;
}

/** Largest request body (docs/service-behaviour.md, "Limits"). */
export const BODY_LIMIT = 10 * 1024 * 1024;

/** Builds the Accounting Data Service: auth, envelope, error mapping and every endpoint of the spec. */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  // The same instance type with or without TLS: the hooks and routes never look at the transport.
  const app = Fastify({
    ...(deps.https ? { https: { cert: deps.https.cert, key: deps.https.key } } : {}),
    logger: loggerOptions(deps.logger),
    // One line per fault, not two per request: the desktop app's log files rotate at a few MB.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT,
    // Fastify's own 503 is not the envelope; the first hook below answers instead.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  // Fastify parses text/plain by default; the service speaks JSON only, so any other body is a 415.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('user', null as unknown as User);
  // A request that reaches the service once it is stopping (on a connection kept alive, after one
  // still in flight) is refused before it touches the database, which closes next.
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // RFC 9112: two Host headers are a 400, whatever they name (Node would read the first alone).
    if (hostHeaderCount(request.raw.rawHeaders) > 1) {
      return reply.code(400).send(failure('BAD_REQUEST: the request has more than one Host header'));
    }
    if (stopping) return refuseWhileStopping(reply);
  });
  // Once the service is stopping, a kept-alive connection is closed as soon as it falls idle: one that
  // was busy when the close began (the change feed's long poll) would otherwise hold the service open
  // until it timed out, and the app would end it by force with its company file still open. A request
  // already sent on it is answered first (the 503 above).
  app.addHook('onResponse', (_request, _reply, done) => {
    if (stopping) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
  closeSilentConnectionsOnStop(app, { tls: deps.https !== undefined });
  const gate = createAuthGate(deps.companyDb.db, {
    perToken: deps.rateLimitPerMinute ?? 6000,
    failuresPerAddress: deps.authFailuresPerMinute ?? 60,
  });
  app.addHook('onRequest', gate.authenticate);
  // Bodies come as sent: a compressed one (or one that only says so) is refused rather than guessed at.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = String(request.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    if (encoding !== 'identity' && encoding !== '') {
      throw new ServiceError('UNSUPPORTED_MEDIA_TYPE', 'send the body without Content-Encoding');
    }
    return payload;
  });
  // A reply that leaves part of the body unread waits for it, so the client can read the reply.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.readableEnded && (request.headers['content-length'] || request.headers['transfer-encoding'])) {
      await drainBody(request.raw);
      reply.header('connection', 'close');
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request done');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const route = request.routeOptions.url;
    if (error instanceof ServiceError) {
      // A 5xx the ledger names (a failed rendering) is still a fault worth a log line with its cause.
      if (error.status >= 500) request.log.error({ err: error, route }, error.message);
      const envelope = failure(error.message);
      return reply.code(error.status).send(error.data === undefined ? envelope : { ...envelope, data: error.data });
    }
    if (error instanceof FigureOutOfRange) {
      // The amount rules keep every figure within what the database holds exactly; one that slipped
      // past them (a running total, say) is still refused, whole, rather than rounded.
      request.log.error({ err: error, route }, 'a figure beyond what the database holds exactly');
      return reply.code(422).send(failure(`INVALID_AMOUNT: ${error.message}`));
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
      // The parser's own words quote the body; the client has it already.
      return reply.code(400).send(failure('INVALID_JSON: the body is not valid JSON (or holds a __proto__ or constructor key)'));
    }
    if (typeof error.statusCode === 'number' && error.statusCode > 400 && error.statusCode < 500) {
      // Any other refusal Fastify raises keeps its status; its text may quote the request, so it is not sent back.
      return reply.code(error.statusCode).send(failure(`BAD_REQUEST: the request was refused (${error.code ?? 'HTTP'})`));
    }
    request.log.error({ err: error, route }, 'request failed');
    return reply.code(500).send(failure('INTERNAL: the service failed to process the request'));
  });

  app.setNotFoundHandler((request, reply) => {
    const [path = ''] = request.url.split('?');
    const allowed = methodsAt(path);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(failure(`METHOD_NOT_ALLOWED: this endpoint takes ${allowed.join(', ')}`));
    }
    // The path is not repeated: an answer never carries back what the client sent.
    return reply.code(404).send(failure(NO_SUCH_ENDPOINT));
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerRoutes(app, deps.companyDb, {
    company: { onTokenRevoked: gate.forgetRevokedTokens, onTokenGiven: gate.learnGivenToken, served: deps.https },
    renderPdf: deps.renderPdf,
  });
  if (deps.service) registerServiceRoutes(app, deps.companyDb, deps.service);
  await app.ready();
  return app;
}
