import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBrowserHost, type BrowserHost } from '../../../electron/browser-host.js';
import type { Handlers } from '../../../electron/core/core-types.js';
import { OPERATIONS } from '../../../shared/ipc/operations.js';
import { rawExchange } from '../../support/raw-http.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Raw HTTP, because fetch will not let a test send a foreign Host header. */
function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const VIEW = { id: 'demo', kind: 'local', name: 'Демо-компанія', hasToken: false, active: true, isDemo: true };

// docs/security.md, the checklist's "Browser host" row.
describe('the browser host', () => {
  let host: BrowserHost;
  let json: { 'content-type': string; host: string };
  const handlers = Object.fromEntries(
    OPERATIONS.map((op) => [op, vi.fn(() => Promise.reject(Object.assign(new Error('not in this test'), { code: 'UNSUPPORTED' })))]),
  ) as unknown as Handlers & Record<string, ReturnType<typeof vi.fn>>;
  handlers['connections.list'] = vi.fn(() => Promise.resolve([VIEW])) as never;

  beforeAll(async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'oblik-host-')), 'renderer');
    mkdirSync(root);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Облік</title>');
    host = await startBrowserHost({ handlers, rendererDir: root, bodyLimit: 64 * 1024 });
    json = { 'content-type': 'application/json', host: `127.0.0.1:${host.port}` };
  });
  afterAll(() => host.close());

  const call = (op: string, headers: Record<string, string>, body = '{}') =>
    send(host.port, { method: 'POST', path: `/bridge/${op}`, headers, body });

  it('prints a loopback address that carries the session token', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?session=${host.sessionToken}`);
    expect(host.sessionToken.length).toBeGreaterThanOrEqual(40);
  });

  it('answers a call with the session token, parsed by the contract', async () => {
    const reply = await call('connections.list', { ...json, 'x-oblik-session': host.sessionToken });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ ok: true, value: [VIEW] });
  });

  it('refuses calls without the session token or with a wrong one (401)', async () => {
    expect((await call('connections.list', json)).status).toBe(401);
    expect((await call('connections.list', { ...json, 'x-oblik-session': `${host.sessionToken}x` })).status).toBe(401);
    expect((await call('connections.list', { ...json, 'x-oblik-session': '' })).status).toBe(401);
    expect(
      (await send(host.port, { method: 'POST', path: `/bridge/connections.list?session=${host.sessionToken}`, headers: json, body: '{}' }))
        .status,
    ).toBe(401);
  });

  it.each(['evil.example', `evil.example:PORT`, '127.0.0.1', 'localhost:1', '127.0.0.2:PORT', '[::1]:PORT'])(
    'refuses Host %s (403)',
    async (hostHeader) => {
      const headers = { ...json, 'x-oblik-session': host.sessionToken, host: hostHeader.replace('PORT', String(host.port)) };
      expect((await call('connections.list', headers)).status).toBe(403);
      expect((await send(host.port, { path: '/', headers: { host: headers.host } })).status).toBe(403);
    },
  );

  it('refuses a request with two Host headers (400), even when both are ours', async () => {
    const ours = `127.0.0.1:${host.port}`;
    const callsBefore = vi.mocked(handlers['connections.list']).mock.calls.length;
    for (const hosts of [
      [ours, 'evil.example'],
      ['evil.example', ours],
      [ours, `localhost:${host.port}`],
      [ours, ours],
    ]) {
      const headers = hosts.map((name) => `Host: ${name}\r\n`).join('');
      const page = await rawExchange(host.port, `GET / HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);
      expect(page).toMatch(/^HTTP\/1\.1 400 /);
      expect(page).not.toContain('<title>');
      const body = '{}';
      const bridge = await rawExchange(
        host.port,
        `POST /bridge/connections.list HTTP/1.1\r\n${headers}x-oblik-session: ${host.sessionToken}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(bridge).toMatch(/^HTTP\/1\.1 400 /);
      // The reply comes chunked: its one chunk is the whole bridge reply.
      expect(bridge).toContain(JSON.stringify({ ok: false, error: { code: 'BAD_REQUEST', message: 'more than one Host header' } }));
    }
    expect(vi.mocked(handlers['connections.list']).mock.calls.length).toBe(callsBefore);
  });

  it('accepts localhost with our port as Host', async () => {
    expect((await send(host.port, { path: '/', headers: { host: `localhost:${host.port}` } })).status).toBe(200);
  });

  it('never sends CORS headers, not even to a preflight from another origin', async () => {
    const replies = await Promise.all([
      send(host.port, {
        method: 'OPTIONS',
        path: '/bridge/connections.list',
        headers: { host: json.host, origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      }),
      call('connections.list', { ...json, origin: 'https://evil.example', 'x-oblik-session': host.sessionToken }),
      send(host.port, { path: '/', headers: { host: json.host, origin: 'https://evil.example' } }),
    ]);
    for (const reply of replies) {
      expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('refuses bodies over the limit (413) without running anything', async () => {
    const big = JSON.stringify({ id: 'x'.repeat(70 * 1024) });
    const reply = await call('connections.test', { ...json, 'x-oblik-session': host.sessionToken }, big);
    expect(reply.status).toBe(413);
    expect(handlers['connections.test']).not.toHaveBeenCalled();
  });

  it('answers unknown operations with 404, wrong methods with 405, non-JSON with 415 or 400', async () => {
    const auth = { ...json, 'x-oblik-session': host.sessionToken };
    expect((await call('documents.erase', auth)).status).toBe(404);
    expect((await call('__proto__', auth)).status).toBe(404);
    expect((await send(host.port, { path: '/bridge/connections.list', headers: auth })).status).toBe(405);
    expect((await call('connections.list', { ...auth, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await call('connections.list', auth, '{not json')).status).toBe(400);
  });

  it('offers sharing the company on the network as the app does: behind the session, its choice parsed before the core', async () => {
    const shared = { available: true, addresses: ['192.168.1.5'], choice: { host: '0.0.0.0', port: 8443 }, serving: null, problem: null };
    handlers['sharing.start'] = vi.fn(() => Promise.resolve(shared));
    const auth = { ...json, 'x-oblik-session': host.sessionToken };
    const choice = JSON.stringify({ host: '0.0.0.0', port: 8443 });
    expect((await call('sharing.start', json, choice)).status).toBe(401);
    for (const bad of [{ host: 'my-pc', port: 8443 }, { host: '0.0.0.0', port: 80 }, { host: '0.0.0.0', port: '8443x' }, {}]) {
      expect((await call('sharing.start', auth, JSON.stringify(bad))).status).toBe(400);
    }
    expect(handlers['sharing.start']).not.toHaveBeenCalled();
    const reply = await call('sharing.start', auth, choice);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body) as unknown).toMatchObject({ ok: true, value: shared });
    expect(handlers['sharing.start']).toHaveBeenCalledWith({ host: '0.0.0.0', port: 8443 });
  });

  it('refuses a malformed request before the core (400)', async () => {
    const reply = await call('connections.test', { ...json, 'x-oblik-session': host.sessionToken }, JSON.stringify({ id: 42 }));
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body) as unknown).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    expect(handlers['connections.test']).not.toHaveBeenCalled();
  });

  it('forbids framing its pages: CSP frame-ancestors none and X-Frame-Options DENY, on pages, misses and bridge replies', async () => {
    const replies = [
      await send(host.port, { path: '/', headers: { host: json.host } }),
      await send(host.port, { path: '/no-such-page.html', headers: { host: json.host } }),
      await call('connections.list', { ...json, 'x-oblik-session': host.sessionToken }),
    ];
    for (const reply of replies) {
      expect(String(reply.headers['content-security-policy'])).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
      expect(reply.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves the renderer with the CSP header and nothing outside it', async () => {
    const page = await send(host.port, { path: '/', headers: { host: json.host } });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '//etc/passwd']) {
      expect((await send(host.port, { path, headers: { host: json.host } })).status, path).toBe(404);
    }
  });
});
