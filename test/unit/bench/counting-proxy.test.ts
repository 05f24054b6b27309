import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPinnedFetch } from '../../../electron/core/pinned-fetch.js';
import { loadServiceTls } from '../../../server/tls/tls-files.js';
import { startCountingProxy, type CountingProxy } from '../../bench/counting-proxy.js';
import type { ServedService } from '../../bench/served-service.js';
import { tempDir } from '../electron/core/helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
let server: Server | null = null;
let proxy: CountingProxy | null = null;

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await proxy?.close();
  proxy = null;
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
  await cleanup();
});

/** A stand-in for the served service on 127.0.0.1, with the certificate the service keeps in `dir`. */
async function upstream(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<ServedService> {
  const { cert, key, fingerprint } = await loadServiceTls({ dir });
  const started = createServer({ cert, key }, answer);
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(started.address() as AddressInfo).port}`;
  const launcher = { name: 'launcher', base, token: 'launch', fetch: createPinnedFetch(fingerprint) };
  return { base, fingerprint, launcher, stop: () => Promise.resolve() };
}

describe("the bench's counting proxy", () => {
  it('passes each request on with its token and brings the reply back, noting its path', async () => {
    const service = await upstream((req, res) => {
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url, token: req.headers.authorization }));
    });
    proxy = await startCountingProxy(service, dir);
    // The app pins the service's fingerprint, and the proxy presents the service's certificate.
    const app = createPinnedFetch(service.fingerprint);
    const arrived = proxy.next('/changes/?');

    const feed = await app(`${proxy.base}/changes/?since=3&wait=30`, { headers: { authorization: 'person' } });
    expect(feed.status).toBe(200);
    expect(await feed.json()).toEqual({ path: '/changes/?since=3&wait=30', token: 'person' });
    expect((await arrived).path).toBe('/changes/?since=3&wait=30');
    const missing = await app(`${proxy.base}/missing`);
    expect(missing.status).toBe(404);
    expect(proxy.passed.map((p) => p.path)).toEqual(['/changes/?since=3&wait=30', '/missing']);
  });

  it('gives a request up at the service when its app gives it up', async () => {
    let received: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (received = resolve));
    let givenUp: () => void = () => undefined;
    const upstreamClosed = new Promise<void>((resolve) => (givenUp = resolve));
    // A long poll that never answers by itself: only its client's leaving ends it.
    const service = await upstream((_req, res) => {
      res.once('close', givenUp);
      received();
    });
    proxy = await startCountingProxy(service, dir);
    const leaving = new AbortController();
    const asked = createPinnedFetch(service.fingerprint)(`${proxy.base}/changes/?since=0&wait=30`, { signal: leaving.signal });
    await waiting;
    leaving.abort();
    await expect(asked).rejects.toThrow();
    await upstreamClosed;
  });
});
