import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { loadServiceTls } from '../../server/tls/tls-files.js';
import { createPinnedFetch } from '../../electron/core/pinned-fetch.js';
import type { ServedService } from './served-service.js';

/** A request that passed the proxy: when it arrived (performance.now()) and its path. */
export interface Passed {
  at: number;
  path: string;
}

/** The proxy's address, what passed it so far, and a way to learn when the next request of a path arrives. */
export interface CountingProxy {
  base: string;
  passed: Passed[];
  /** Resolves at the arrival of the next request whose path starts with `prefix`. */
  next(prefix: string): Promise<Passed>;
  close(): Promise<void>;
}

/**
 * A proxy on 127.0.0.1 that notes every request on its way to `service`: the service keeps no count
 * of requests, so the idle figure counts here what an app sends it. It presents the service's own
 * certificate (read from the service's `tlsDir`), so the app pins the same fingerprint as it would
 * at the service, and forwards each request over a pinned connection of its own.
 */
export async function startCountingProxy(service: ServedService, tlsDir: string): Promise<CountingProxy> {
  const { cert, key } = await loadServiceTls({ dir: tlsDir });
  const forward = createPinnedFetch(service.fingerprint);
  const passed: Passed[] = [];
  const inFlight = new Set<AbortController>();
  const waiting: { prefix: string; resolve: (p: Passed) => void }[] = [];
  const server = createServer({ cert, key }, (req, res) => {
    const seen = { at: performance.now(), path: req.url ?? '' };
    passed.push(seen);
    for (const waiter of waiting.filter((w) => seen.path.startsWith(w.prefix))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(seen);
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        ['authorization', 'accept', 'content-type'].flatMap((name) => (req.headers[name] ? [[name, String(req.headers[name])]] : [])),
      );
      const body = chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
      // A request its app gave up (the app closed during the feed's wait) is given up at the service too: left waiting,
      // it would keep a connection of the service's open, and a service being stopped waits for its connections.
      const gaveUp = new AbortController();
      inFlight.add(gaveUp);
      res.once('close', () => {
        inFlight.delete(gaveUp);
        if (!res.writableFinished) gaveUp.abort();
      });
      forward(`${service.base}${seen.path}`, {
        method: req.method ?? 'GET',
        headers,
        signal: gaveUp.signal,
        ...(body === undefined ? {} : { body }),
      })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((error: unknown) => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`the bench's proxy could not reach the service: ${(error as Error).message}`);
        });
    });
  });
  // As long as the service's own (Fastify's default): the app's kept-alive connection is not closed under it here.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `https://127.0.0.1:${port}`,
    passed,
    next: (prefix) => new Promise((resolve) => waiting.push({ prefix, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const request of inFlight) request.abort();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
