import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentTypeOf, resolveAssetPath } from './asset-path.js';
import { hostHeaderCount } from '../shared/api/host-header.js';
import { SESSION_HEADER, type BridgeFailure, type BridgeReply } from '../shared/ipc/errors.js';
import { isOperation, parseAndRun } from './bridge-runner.js';
import type { LogFn, Handlers } from './core/core-types.js';
import { NO_FRAMING_HEADERS, RENDERER_HEADERS } from './csp.js';

/** Largest bridge request body, the same limit as the service's own (docs/service-behaviour.md, "Limits"). */
export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

export interface BrowserHostOptions {
  handlers: Handlers;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number;
  bodyLimit?: number;
  log?: LogFn;
}

export interface BrowserHost {
  port: number;
  sessionToken: string;
  /** The address to open: carries the session token once, in the query. */
  url: string;
  close(): Promise<void>;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly failure: BridgeFailure,
  ) {
    super(failure.message);
  }
}

function sendJson(res: ServerResponse, status: number, body: BridgeReply): void {
  const text = JSON.stringify(body);
  // No Access-Control-* header, ever: other origins get the browser's default refusal (docs/security.md, checklist item "Browser host").
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...NO_FRAMING_HEADERS,
    // A refused upload is not read to its end, so the connection cannot be reused.
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  res.end(text);
}

function fail(status: number, code: string, message: string): never {
  throw new HttpFailure(status, { code, message });
}

function sameSecret(given: string | string[] | undefined, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const bytes = Buffer.from(given, 'utf8');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) fail(413, 'BODY_TOO_LARGE', `request body over ${limit} bytes`);
  // Events rather than for-await: leaving a for-await loop early destroys the socket before the 413 is sent.
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(new HttpFailure(413, { code: 'BODY_TOO_LARGE', message: `request body over ${limit} bytes` }));
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(400, 'INVALID_JSON', 'request body is not JSON');
  }
}

/**
 * Serves the built renderer and the core's handlers over `POST /bridge/<operation>` on
 * 127.0.0.1 (docs/desktop-app.md, "Where Electron cannot run"). A loopback port is reachable by every web
 * page the user opens, so each request must name our Host (no DNS rebinding: 403) and bridge
 * calls must carry the per-launch session token (401); no CORS headers are ever sent.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { handlers, rendererDir, bodyLimit = DEFAULT_BODY_LIMIT, log } = options;
  const sessionToken = randomBytes(32).toString('base64url');
  const expected = Buffer.from(sessionToken, 'utf8');
  let allowedHosts = new Set<string>();

  async function serveBridge(req: IncomingMessage, res: ServerResponse, op: string): Promise<void> {
    if (req.method !== 'POST') fail(405, 'METHOD_NOT_ALLOWED', 'bridge calls are POST');
    if (!sameSecret(req.headers[SESSION_HEADER], expected)) fail(401, 'NO_SESSION', 'missing or wrong session token');
    if (!isOperation(op)) fail(404, 'UNKNOWN_OPERATION', `unknown operation ${op.slice(0, 100)}`);
    const type = String(req.headers['content-type'] ?? '');
    if (!/^application\/json\b/i.test(type)) fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'send application/json');
    const raw = await readJsonBody(req, bodyLimit);
    const reply = await parseAndRun({ op, run: handlers[op], raw, log });
    sendJson(res, reply.ok ? 200 : reply.error.code === 'INVALID_REQUEST' ? 400 : 422, reply);
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') fail(405, 'METHOD_NOT_ALLOWED', 'GET only');
    const file = resolveAssetPath(rendererDir, pathname);
    if (!file) fail(404, 'NOT_FOUND', 'not found');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      fail(404, 'NOT_FOUND', 'not found');
    }
    const cache = file.endsWith('.html') ? 'no-store' : 'private, max-age=3600';
    res.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': body.length,
      'Cache-Control': cache,
      ...RENDERER_HEADERS,
      ...NO_FRAMING_HEADERS,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    void (async () => {
      try {
        // RFC 9112: two Host headers are a 400; Node would read the first alone and let the other by.
        if (hostHeaderCount(req.rawHeaders) > 1) fail(400, 'BAD_REQUEST', 'more than one Host header');
        // DNS rebinding: a foreign page resolving its own name to 127.0.0.1 still sends its own Host.
        if (!allowedHosts.has(String(req.headers.host ?? '').toLowerCase())) fail(403, 'FORBIDDEN_HOST', 'wrong Host header');
        const [pathname = '/'] = (req.url ?? '/').split('?');
        if (pathname.startsWith('/bridge/')) await serveBridge(req, res, pathname.slice('/bridge/'.length));
        else await serveStatic(req, res, pathname);
      } catch (error) {
        if (error instanceof HttpFailure) {
          sendJson(res, error.status, { ok: false, error: error.failure });
        } else {
          log?.('error', `browser host: ${(error as Error).message}`);
          if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'INTERNAL', message: 'Internal error' } });
        }
      }
    })();
  });

  // Chromium keeps a used socket up to 300 s idle; a host closing it first (Node's 5 s) races the page's
  // next request sent on it, the likely cause of a "Failed to fetch" seen once in the e2e. So the page closes first.
  server.keepAliveTimeout = 310_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return {
    port,
    sessionToken,
    url: `http://127.0.0.1:${port}/?session=${sessionToken}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
