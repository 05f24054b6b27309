import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltService } from './processes.js';

/** A service as a cloud account without our extensions would look: our service behind a proxy that has no /service/info. */
export interface ServiceWithoutInfo {
  url: string;
  token: string;
  /** How many times a client asked for /service/info (and got the 404). */
  infoAsked(): number;
  stop(): Promise<void>;
}

/**
 * Starts our service on a fresh company file and, in front of it, a loopback proxy that answers
 * `/service/info` with the 404 of an unknown endpoint, as a service without extensions does.
 */
export async function startServiceWithoutInfo(): Promise<ServiceWithoutInfo> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oblik-e2e-noinfo-'));
  const token = `e2e-noinfo-${Date.now()}`;
  const service = await startBuiltService(
    ['--data', join(dataDir, 'company.oblik'), '--port', '0', '--token', token],
    /listening on (http:\/\/127\.0\.0\.1:\d+)/,
  );
  const target = new URL(service.found);
  let asked = 0;
  const proxy: Server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] === '/service/info') {
      asked += 1;
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: false, errors: ['NOT_FOUND: no endpoint GET /service/info'] }));
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    infoAsked: () => asked,
    async stop() {
      // The app's change feed holds a long poll open through the proxy: close() alone would wait
      // for it to run out (a minute, once the whole e2e run's longest pause), so its connections go too.
      const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
      proxy.closeAllConnections();
      await closed;
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
