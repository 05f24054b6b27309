import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSelfSignedCertificate } from '../../../../server/tls/certificate.js';
import { loadServiceTls } from '../../../../server/tls/tls-files.js';

const dir = mkdtempSync(join(tmpdir(), 'oblik-tls-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the service's certificate", () => {
  it('is made once in its folder, the key readable by its owner only, and read back the same', async () => {
    const folder = join(dir, 'made');
    const made = await loadServiceTls({ dir: folder });
    expect(made.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(statSync(join(folder, 'key.pem')).mode & 0o777).toBe(0o600);
    expect((await loadServiceTls({ dir: folder })).fingerprint).toBe(made.fingerprint);
  });

  it('refuses a folder that lost one of its two files rather than replacing the certificate', async () => {
    const folder = join(dir, 'half');
    await loadServiceTls({ dir: folder });
    const cert = readFileSync(join(folder, 'cert.pem'), 'utf8');
    unlinkSync(join(folder, 'key.pem'));
    await expect(loadServiceTls({ dir: folder })).rejects.toThrow(/only one of cert.pem and key.pem/);
    expect(readFileSync(join(folder, 'cert.pem'), 'utf8')).toBe(cert);
  });

  it('refuses a key that is not the certificate’s, a file that is not a certificate, and a missing file', async () => {
    const [a, b] = [await makeSelfSignedCertificate(), await makeSelfSignedCertificate()];
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const [certA, keyB] = [file('a-cert.pem', a.cert), file('b-key.pem', b.key)];
    await expect(loadServiceTls({ certFile: certA, keyFile: keyB })).rejects.toThrow(/not the certificate's key/);
    await expect(loadServiceTls({ certFile: file('junk.pem', 'hello'), keyFile: keyB })).rejects.toThrow(/not a PEM X.509 certificate/);
    await expect(loadServiceTls({ certFile: certA, keyFile: file('junk-key.pem', 'hello') })).rejects.toThrow(/not a PEM private key/);
    await expect(loadServiceTls({ certFile: join(dir, 'none.pem'), keyFile: keyB })).rejects.toThrow(/no certificate file/);
  });
});
