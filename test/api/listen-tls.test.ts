import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_EXIT } from '../../shared/api/service-exit.js';
import { fingerprintOf, makeSelfSignedCertificate } from '../../server/tls/certificate.js';
import { decodeInvitation } from '../../electron/core/invitation-code.js';
import { freePort, httpClient, killAllCli, signalCli, spawnCli, waitForListening, waitForOutput } from '../support/cli-process.js';
import { freshPostgresDatabase } from '../support/test-service.js';
import { rawExchange } from '../support/raw-http.js';
import { httpsGet, presentedFingerprint } from '../support/tls-client.js';

const TOKEN = 'listen-tls-token';
const START_TIMEOUT = 120_000;
const FINGERPRINT = /listening on https:\/\/0\.0\.0\.0:(\d+) \(certificate SHA-256 ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})\)/;
const pgServer = process.env.TEST_DATABASE_URL;

/** The company to serve: a file in `dir`, or a PostgreSQL database of this test's own. */
async function companyArgs(dir: string, suffix: string): Promise<string[]> {
  return pgServer ? ['--database-url', await freshPostgresDatabase(pgServer, `_tls${suffix}`)] : ['--data', join(dir, 'company.oblik')];
}

describe('a service that listens beyond loopback', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'oblik-tls-'));
  });
  afterAll(async () => {
    await killAllCli();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'speaks TLS with the certificate whose fingerprint it prints, and keeps that certificate',
    async () => {
      const port = await freePort();
      const company = await companyArgs(dir, 'a');
      const tlsArgs = pgServer ? ['--tls-dir', join(dir, 'pg-tls')] : [];
      const first = spawnCli([...company, ...tlsArgs, '--listen', `0.0.0.0:${port}`, '--token', TOKEN]);
      const [, printedPort, fingerprint] = await waitForOutput(first, FINGERPRINT, START_TIMEOUT);
      expect(Number(printedPort)).toBe(port);
      expect(await presentedFingerprint(port)).toBe(fingerprint);
      // The rights and the auth gate work as on loopback.
      expect((await httpsGet(port, '/store/index/?pageSize=1', TOKEN)).status).toBe(200);
      expect((await httpsGet(port, '/store/index/?pageSize=1', 'not-a-token')).status).toBe(401);
      const keyDir = pgServer ? join(dir, 'pg-tls') : join(dir, 'company.oblik-tls');
      expect(statSync(join(keyDir, 'key.pem')).mode & 0o777).toBe(0o600);
      signalCli(first, 'SIGTERM');
      expect((await first.exited).code).toBe(SERVICE_EXIT.ok);

      // A restart serves the same certificate: the people who joined have pinned it.
      const again = spawnCli([...company, ...tlsArgs, '--listen', `0.0.0.0:${port}`, '--token', TOKEN]);
      const [, , fingerprintAgain] = await waitForOutput(again, FINGERPRINT, START_TIMEOUT);
      expect(fingerprintAgain).toBe(fingerprint);
      signalCli(again, 'SIGTERM');
      await again.exited;
    },
    2 * START_TIMEOUT,
  );

  it(
    'never serves plain HTTP on its port',
    async () => {
      const port = await freePort();
      const served = spawnCli([
        ...(await companyArgs(dir, 'b')),
        ...(pgServer ? ['--tls-dir', join(dir, 'pg-tls')] : []),
        '--listen',
        `0.0.0.0:${port}`,
        '--token',
        TOKEN,
      ]);
      await waitForOutput(served, FINGERPRINT, START_TIMEOUT);
      const plain = await rawExchange(port, `GET /store/index/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${TOKEN}\r\n\r\n`);
      expect(plain.startsWith('HTTP/')).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/store/index/`, { headers: { authorization: TOKEN } })).rejects.toThrow();
      signalCli(served, 'SIGTERM');
      await served.exited;
    },
    START_TIMEOUT + 10_000,
  );

  it(
    'serves the certificate it is given',
    async () => {
      const given = await makeSelfSignedCertificate();
      writeFileSync(join(dir, 'given-cert.pem'), given.cert);
      writeFileSync(join(dir, 'given-key.pem'), given.key, { mode: 0o600 });
      const port = await freePort();
      const served = spawnCli([
        ...(await companyArgs(dir, 'c')),
        '--listen',
        `0.0.0.0:${port}`,
        '--tls-cert',
        join(dir, 'given-cert.pem'),
        '--tls-key',
        join(dir, 'given-key.pem'),
        '--token',
        TOKEN,
      ]);
      const [, , fingerprint] = await waitForOutput(served, FINGERPRINT, START_TIMEOUT);
      expect(await presentedFingerprint(port)).toBe(fingerprint);
      expect(fingerprint).toBe(new (await import('node:crypto')).X509Certificate(given.cert).fingerprint256);
      signalCli(served, 'SIGTERM');
      await served.exited;
    },
    START_TIMEOUT + 10_000,
  );

  it.each([
    [['--listen', '0.0.0.0'], /--listen takes <address>:<port>/],
    [['--listen', 'office-pc:8443'], /IP address/],
    [['--listen', '0.0.0.0:8443', '--tls-cert', 'cert.pem'], /--tls-cert and --tls-key go together/],
    [['--port', '8443', '--tls-cert', 'a.pem', '--tls-key', 'b.pem'], /--tls-cert.*only with --listen/],
    [['--list-tokens', '--listen', '0.0.0.0:8443'], /--listen goes with --add-token/],
  ])('refuses %j with a usage error and serves nothing', async (extra, message) => {
    const refused = spawnCli(['--data', join(dir, 'refused.oblik'), ...extra, '--token', TOKEN]);
    const { code } = await refused.exited;
    expect(code).toBe(SERVICE_EXIT.usage);
    expect(refused.output().stderr).toMatch(message);
    expect(refused.output().stdout).not.toMatch(/listening on/);
  });

  it('refuses a PostgreSQL company served beyond loopback without a folder for its certificate', async () => {
    const refused = spawnCli(['--database-url', 'postgres://127.0.0.1:5432/nothing', '--listen', '0.0.0.0:8443', '--token', TOKEN]);
    expect((await refused.exited).code).toBe(SERVICE_EXIT.usage);
    expect(refused.output().stderr).toMatch(/--tls-dir/);
  });

  it(
    'stays on plain HTTP on loopback without --listen, as before',
    async () => {
      const port = await freePort();
      const local = spawnCli([...(await companyArgs(dir, 'd')), '--port', String(port), '--token', TOKEN]);
      const baseUrl = await waitForListening(local, port, START_TIMEOUT);
      expect((await httpClient(baseUrl, TOKEN).get('/store/index/', { pageSize: 1 })).status).toBe(200);
      expect(local.output().stdout).not.toMatch(/certificate/);
      signalCli(local, 'SIGTERM');
      await local.exited;
    },
    START_TIMEOUT + 10_000,
  );
});

describe('an invitation from the command line', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'oblik-invite-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the invitation of a new person with the certificate the service will serve', async () => {
    const file = join(dir, 'company.oblik');
    const run = spawnCli(['--data', file, '--add-token', 'Олена Коваль', '--rights', 'post,manage-tokens', '--listen', '192.168.7.7:8443']);
    expect((await run.exited).code).toBe(0);
    const text = /oblik-invite:[A-Za-z0-9_-]+/.exec(run.output().stdout)?.[0] ?? '';
    const invitation = decodeInvitation(text);
    const cert = readFileSync(join(dir, 'company.oblik-tls', 'cert.pem'), 'utf8');
    expect(invitation).toMatchObject({ v: 1, address: 'https://192.168.7.7:8443', fingerprint: fingerprintOf(cert) });
    expect(invitation?.token.length).toBeGreaterThanOrEqual(40);
  });
});
