import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceProcess } from '../../../../electron/core/core-types.js';
import { fingerprintOf } from '../../../../server/tls/certificate.js';
import { builtServiceLauncher, freePort } from '../../../support/cli-process.js';
import { presentedFingerprint } from '../../../support/tls-client.js';
import { tempDir } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
const started: ServiceProcess[] = [];
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  for (const child of started.splice(0)) {
    child.kill();
    await new Promise<void>((resolve) => child.onExit(() => resolve()));
  }
  await cleanup();
});

/** A local company's service as the browser host starts it, on a company file of the test's own. */
function launch(args: string[]): ServiceProcess {
  const child = builtServiceLauncher(['--data', join(dir, 'firm.oblik'), ...args], { OBLIK_SERVICE_TOKEN: 'launch-token' });
  child.ready.catch(() => undefined);
  started.push(child);
  return child;
}

describe('the Node launcher of a local service', () => {
  it('reads the https ready line of a company served to the office: its port and the certificate kept beside the company', async () => {
    const port = await freePort();
    const ready = await launch(['--listen', `0.0.0.0:${port}`]).ready;
    const cert = await readFile(join(dir, 'firm.oblik-tls', 'cert.pem'), 'utf8');
    expect(ready).toEqual({ port, fingerprint: fingerprintOf(cert) });
    // What the service presents on loopback is what the launcher read.
    expect(await presentedFingerprint(port)).toBe(ready.fingerprint);
  });

  it('still reads the plain loopback line of the app’s own service, without a fingerprint', async () => {
    const ready = await launch(['--port', '0']).ready;
    expect(ready.port).toBeGreaterThan(0);
    expect(ready.fingerprint).toBeUndefined();
  });

  it('a port another program holds is refused in words that say so', async () => {
    const port = await freePort();
    await launch(['--listen', `0.0.0.0:${port}`]).ready;
    const second = builtServiceLauncher(['--data', join(dir, 'other.oblik'), '--listen', `0.0.0.0:${port}`], {});
    started.push(second);
    await expect(second.ready).rejects.toThrow(/порт уже зайнятий.*port is already in use/s);
  });
});
