import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../electron/core/index.js';
import { fingerprintOf, makeSelfSignedCertificate, type TlsPair } from '../../../../server/tls/certificate.js';
import { bridgeOf, noLauncher, tempDir, testEncryptor } from './helpers.js';

/**
 * A served company with a change feed, as the other PC sees it: https on 127.0.0.1 with a
 * self-signed certificate; its feed request is held open, as a long poll with nothing new is.
 */
async function servedWithFeed(pair: TlsPair, port = 0) {
  const seen: string[] = [];
  const send = (res: ServerResponse, data: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, data, totalCount: 0 }));
  };
  const server: Server = createServer({ cert: pair.cert, key: pair.key }, (req, res) => {
    const url = req.url ?? '';
    seen.push(url);
    req.resume();
    if (url === '/service/info') send(res, { version: '1', extensions: ['changes'] });
    else if (url === '/changes/head') send(res, { seq: 0 });
    else if (!url.startsWith('/changes/')) send(res, []);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  const feedRequests = () => seen.filter((url) => url.startsWith('/changes/?since=')).length;
  return { port: (server.address() as AddressInfo).port, fingerprint: fingerprintOf(pair.cert), feedRequests, close };
}

const invitationTo = (port: number, fingerprint: string) =>
  `oblik-invite:${Buffer.from(
    JSON.stringify({ v: 1, address: `https://127.0.0.1:${port}`, fingerprint, token: 'invited-token', company: 'ТОВ Ромашка' }),
  ).toString('base64url')}`;

let dir: string;
let cleanup: () => Promise<void>;
let core: Core | null = null;
const closers: (() => Promise<void>)[] = [];
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await core?.close();
  core = null;
  await Promise.all(closers.splice(0).map((close) => close()));
  await cleanup();
});

// Waits for a state, not a time: the limit only decides how long a failing test takes to say so.
const until = { timeout: 10_000, interval: 20 };

describe('the change feed of a company served to the office', () => {
  it('follows the company joined, and again over the new certificate at once when it is accepted', async () => {
    const company = await servedWithFeed(await makeSelfSignedCertificate());
    core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService: noLauncher });
    const api = bridgeOf(core.handlers);
    // As the app joins: the company is added, then selected, while the page waits for changes.
    await api['live.next']({ after: -1 });
    const joined = await api['connections.join']({ invitation: invitationTo(company.port, company.fingerprint) });
    await api['connections.select']({ id: joined.id });
    await expect.poll(() => company.feedRequests(), until).toBe(1);

    await company.close();
    const renewed = await servedWithFeed(await makeSelfSignedCertificate(), company.port);
    closers.push(renewed.close);
    await api['connections.acceptFingerprint']({ id: joined.id, fingerprint: renewed.fingerprint });
    await expect.poll(() => renewed.feedRequests(), until).toBe(1);
  });
});
