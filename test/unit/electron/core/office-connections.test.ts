import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../electron/core/index.js';
import { createCredentialVault } from '../../../../electron/core/credential-vault.js';
import { decodeInvitation } from '../../../../electron/core/invitation-code.js';
import { fingerprintOf, makeSelfSignedCertificate, type TlsPair } from '../../../../server/tls/certificate.js';
import { bridgeOf, noLauncher, tempDir, testEncryptor } from './helpers.js';

/** A served company as the other PC sees it: https on 127.0.0.1 with a self-signed certificate. */
async function servedCompany(pair: TlsPair, port = 0) {
  const seen: { url: string; authorization?: string }[] = [];
  const fingerprint = fingerprintOf(pair.cert);
  const server: Server = createServer({ cert: pair.cert, key: pair.key }, (req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const parts = { address: 'https://10.0.0.5:8443', fingerprint, token: 'her-new-token', company: 'ТОВ Ромашка' };
      const invitation = { name: 'Олена', rights: ['post'], ...parts, invitation: encodeInvitation(parts) };
      res.end(
        JSON.stringify(
          req.url === '/company/invitation' ? { success: true, data: invitation } : { success: true, data: [], totalCount: 0 },
        ),
      );
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return { seen, port: (server.address() as AddressInfo).port, fingerprint, close };
}

/** An invitation string as the service makes it (server/company/invitation.ts). */
const encodeInvitation = (parts: { address: string; fingerprint: string; token: string; company: string }) =>
  `oblik-invite:${Buffer.from(JSON.stringify({ v: 1, ...parts })).toString('base64url')}`;

let dir: string;
let cleanup: () => Promise<void>;
const cores: Core[] = [];
const closers: (() => Promise<void>)[] = [];
const encryptor = testEncryptor();
const copied: string[] = [];
const open = async () => {
  const core = await createCore({
    userDataDir: dir,
    encryptor,
    launchService: noLauncher,
    writeClipboard: (text) => {
      copied.push(text);
      return Promise.resolve();
    },
  });
  cores.push(core);
  return bridgeOf(core.handlers);
};

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await Promise.all(closers.splice(0).map((close) => close()));
  copied.splice(0);
  await cleanup();
});

const invitationTo = (port: number, fingerprint: string, token = 'invited-token') =>
  encodeInvitation({ address: `https://127.0.0.1:${port}`, fingerprint, token, company: 'ТОВ Ромашка' });

describe('joining a company served to the office', () => {
  it('joins by an invitation: pins the fingerprint and keeps the token in the vault only', async () => {
    const company = await servedCompany(await makeSelfSignedCertificate());
    closers.push(company.close);
    const api = await open();
    const joined = await api['connections.join']({ invitation: `  ${invitationTo(company.port, company.fingerprint)}\n` });
    expect(joined).toMatchObject({
      kind: 'cloud',
      name: 'ТОВ Ромашка',
      baseUrl: `https://127.0.0.1:${company.port}`,
      fingerprint: company.fingerprint,
    });
    expect(joined.hasToken).toBe(true);
    expect(company.seen.at(-1)?.authorization).toBe('invited-token');
    expect(await createCredentialVault(dir, encryptor).read(joined.id)).toBe('invited-token');
    expect(await readFile(join(dir, 'connections.json'), 'utf8')).not.toContain('invited-token');
    expect((await api['connections.test']({ id: joined.id })).ok).toBe(true);
  });

  it('refuses an invitation whose fingerprint is not the server’s, sending it nothing and keeping nothing', async () => {
    const company = await servedCompany(await makeSelfSignedCertificate());
    closers.push(company.close);
    const other = fingerprintOf((await makeSelfSignedCertificate()).cert);
    const api = await open();
    await expect(api['connections.join']({ invitation: invitationTo(company.port, other) })).rejects.toMatchObject({
      reason: 'CERTIFICATE_CHANGED',
    });
    expect(company.seen).toEqual([]);
    expect((await api['connections.list']({})).map((c) => c.kind)).toEqual(['local']);
  });

  it.each(['', 'hello', 'oblik-invite:', 'oblik-invite:e30', `oblik-invite:${Buffer.from('{"v":2}').toString('base64url')}`])(
    'refuses %j as not an invitation',
    async (text) => {
      const api = await open();
      const refused: unknown = await api['connections.join']({ invitation: text }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: 'BAD_REQUEST' });
      expect((await api['connections.list']({})).length).toBe(1);
    },
  );

  it('refuses a changed certificate until the user accepts the new fingerprint the server presents', async () => {
    const company = await servedCompany(await makeSelfSignedCertificate());
    const api = await open();
    const joined = await api['connections.join']({ invitation: invitationTo(company.port, company.fingerprint) });
    await company.close();
    const renewed = await servedCompany(await makeSelfSignedCertificate(), company.port);
    closers.push(renewed.close);

    const test = await api['connections.test']({ id: joined.id });
    expect(test).toMatchObject({ ok: false, reason: 'CERTIFICATE_CHANGED', presented: renewed.fingerprint });
    expect(renewed.seen).toEqual([]);
    // Accepting knowingly means naming the fingerprint shown; any other is refused.
    await expect(api['connections.acceptFingerprint']({ id: joined.id, fingerprint: company.fingerprint })).rejects.toMatchObject({
      reason: 'CERTIFICATE_CHANGED',
    });
    const accepted = await api['connections.acceptFingerprint']({ id: joined.id, fingerprint: renewed.fingerprint });
    expect(accepted.fingerprint).toBe(renewed.fingerprint);
    expect((await api['connections.test']({ id: joined.id })).ok).toBe(true);
  });
});

describe('inviting a person', () => {
  it('gives the page the QR and the address, never the token, and copies the invitation from the main process', async () => {
    const company = await servedCompany(await makeSelfSignedCertificate());
    closers.push(company.close);
    const api = await open();
    const joined = await api['connections.join']({ invitation: invitationTo(company.port, company.fingerprint, 'manager-token') });
    await api['connections.select']({ id: joined.id });

    const shown = await api['invitations.create']({ name: 'Олена', rights: ['post'] });
    expect(shown).toMatchObject({ name: 'Олена', rights: ['post'], address: 'https://10.0.0.5:8443', fingerprint: company.fingerprint });
    expect(shown.qr).toMatch(/^data:image\/png;base64,/);
    expect(JSON.stringify(shown)).not.toContain('her-new-token');
    expect(company.seen.at(-1)).toEqual({ url: '/company/invitation', authorization: 'manager-token' });

    await api['invitations.copy']({});
    expect(copied).toHaveLength(1);
    expect(decodeInvitation(copied[0] ?? '')).toEqual({
      v: 1,
      address: 'https://10.0.0.5:8443',
      fingerprint: company.fingerprint,
      token: 'her-new-token',
      company: 'ТОВ Ромашка',
    });

    // Once the dialog is closed, the invitation is gone from the app.
    await api['invitations.dismiss']({});
    await expect(api['invitations.copy']({})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says that a window without a clipboard cannot copy the invitation, whose QR code is still shown', async () => {
    const company = await servedCompany(await makeSelfSignedCertificate());
    closers.push(company.close);
    const core = await createCore({ userDataDir: dir, encryptor, launchService: noLauncher });
    cores.push(core);
    const api = bridgeOf(core.handlers);
    const joined = await api['connections.join']({ invitation: invitationTo(company.port, company.fingerprint, 'manager-token') });
    await api['connections.select']({ id: joined.id });
    await api['invitations.create']({ name: 'Олена', rights: ['post'] });
    await expect(api['invitations.copy']({})).rejects.toMatchObject({ code: 'UNSUPPORTED', reason: 'NO_CLIPBOARD' });
  });
});
