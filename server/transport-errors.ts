import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, type Endpoint } from '../shared/api/index.js';
import { failure } from './http.js';

/**
 * Answers for everything that goes wrong before a route handler runs: Node's HTTP parser,
 * Fastify's router, unread bodies. Every one is the envelope with a request id and none echoes
 * what the client sent (docs/service-behaviour.md, "Envelope and errors").
 */

/** Longest wait for the rest of a refused body before the reply goes out anyway. */
const DRAIN_MS = 15_000;
/** Most bytes of a refused body read only to be thrown away; a longer one gets its reply early. */
const DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * Reads off and discards what is left of a request body. HTTP clients such as Node's fetch
 * report a dropped connection, not the reply, when the service answers and closes while they
 * are still sending; reading the body first lets them see the 413 (or 401, 415) they were sent.
 */
export function drainBody(raw: IncomingMessage): Promise<void> {
  const declared = Number(raw.headers['content-length'] ?? 0);
  const hasBody = declared > 0 || raw.headers['transfer-encoding'] !== undefined;
  if (!hasBody || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', count);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.on('data', count);
    raw.on('end', done);
    raw.on('close', done);
    raw.on('error', done);
    raw.resume();
  });
}

/** The envelope of an error Fastify raises itself (`frameworkErrors`): a bad URL or an over-long path parameter. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(failure('URI_TOO_LONG: a path parameter is longer than 100 characters'));
    return;
  }
  void reply.code(400).send(failure('BAD_URL: the path is not a valid URL (check its percent-encoding)'));
}

/** Seconds a client waits before asking again when the service was stopping: the desktop app restarts it in about that time. */
const RETRY_AFTER_STOP_SECONDS = 2;

/** The 503 of a request that reached the service while it stops; the connection closes after it. */
export function refuseWhileStopping(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_STOP_SECONDS))
    .header('connection', 'close')
    .send(failure('SERVICE_UNAVAILABLE: the service is stopping; try again in a moment'));
}

const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE: the request headers are larger than 16 KB'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT: the request did not arrive in time'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'REQUEST_TIMEOUT: the request headers did not arrive in time'],
};

/**
 * Answers a request Node's HTTP parser refused (the server's `clientError`), in the envelope
 * instead of Node's bare status line. The connection closes after it, as Node's own answer would.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = error.code && Object.hasOwn(PARSER_ERRORS, error.code) ? PARSER_ERRORS[error.code] : undefined;
  const [status, text] = known ?? [400, 'BAD_REQUEST: the request is not valid HTTP'];
  const body = JSON.stringify(failure(text));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${randomUUID()}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

const ROUTES = (Object.values(ENDPOINTS) as Endpoint[]).map((endpoint) => ({
  method: endpoint.method,
  // Spec paths hold only letters, slashes and `{uid}`: nothing else to escape.
  pattern: new RegExp(`^${endpoint.path.replace('{uid}', '[^/]+')}$`),
}));

/** The methods the spec's endpoint at `path` takes (HEAD along with GET), or none when there is no such path. */
export function methodsAt(path: string): string[] {
  const methods = new Set<string>(ROUTES.filter((route) => route.pattern.test(path)).map((route) => route.method));
  return ['GET', 'HEAD', 'POST'].filter((method) => methods.has(method === 'HEAD' ? 'GET' : method));
}
