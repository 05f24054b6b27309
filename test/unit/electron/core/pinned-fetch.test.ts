import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiProxy } from '../../../../electron/core/api-proxy.js';
import { createPinnedFetch } from '../../../../electron/core/pinned-fetch.js';
import { CoreError } from '../../../../electron/core/errors.js';
import { fingerprintOf, makeSelfSignedCertificate } from '../../../../server/tls/certificate.js';

/** A served company's TLS, pinned by fingerprint as SSH pins a host key (docs/security.md, "Invitations"). */
describe('the pinned https client', () => {
  let server: Server;
  let baseUrl: string;
  let fingerprint: string;
  let otherFingerprint: string;
  const seen: { url: string; authorization: string | undefined }[] = [];

  beforeAll(async () => {
    const [pair, other] = [await makeSelfSignedCertificate(), await makeSelfSignedCertificate()];
    fingerprint = fingerprintOf(pair.cert);
    otherFingerprint = fingerprintOf(other.cert);
    server = createServer({ cert: pair.cert, key: pair.key }, (req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: [], totalCount: 0 }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('talks to the server whose certificate has the pinned fingerprint', async () => {
    const reply = await createPinnedFetch(fingerprint)(`${baseUrl}/store/index/?pageSize=1`, { headers: { authorization: 'tok' } });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ success: true, data: [], totalCount: 0 });
    expect(seen.at(-1)).toEqual({ url: '/store/index/?pageSize=1', authorization: 'tok' });
  });

  it('refuses a changed certificate before sending anything, naming the pinned and the presented fingerprints', async () => {
    const before = seen.length;
    const refused = await createPinnedFetch(otherFingerprint)(`${baseUrl}/store/index/`, { headers: { authorization: 'secret' } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CoreError);
    expect(refused).toMatchObject({ kind: 'conflict', reason: 'CERTIFICATE_CHANGED', errors: [otherFingerprint, fingerprint] });
    expect(seen.length).toBe(before);
  });

  it('refuses a plain http address', async () => {
    await expect(createPinnedFetch(fingerprint)(baseUrl.replace('https:', 'http:'))).rejects.toMatchObject({ kind: 'badRequest' });
  });

  it('is what the proxy uses for a target with a fingerprint', async () => {
    const proxy = createApiProxy({ retries: 0 });
    const target = { baseUrl, header: 'authorization', prefix: '', token: 'tok' };
    const result = await proxy.call('stores.index', { pageSize: 1, offset: 0 }, { target: { ...target, fingerprint } });
    expect(result.totalCount).toBe(0);
    await expect(
      proxy.call('stores.index', { pageSize: 1, offset: 0 }, { target: { ...target, fingerprint: otherFingerprint } }),
    ).rejects.toMatchObject({
      reason: 'CERTIFICATE_CHANGED',
    });
  });
});
