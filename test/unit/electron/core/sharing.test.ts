import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../electron/core/index.js';
import { CONNECTIONS_FILE } from '../../../../electron/core/connections.js';
import type { DesktopApi } from '../../../../shared/ipc/index.js';
import { builtServiceLauncher, freePort } from '../../../support/cli-process.js';
import { presentedFingerprint } from '../../../support/tls-client.js';
import { at } from '../../../support/checked.js';
import { bridgeOf, logRecorder, tempDir, testEncryptor } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
const cores: Core[] = [];
const holders: Server[] = [];
const encryptor = testEncryptor();
let recorder = logRecorder();
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  recorder = logRecorder();
});
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await Promise.all(holders.splice(0).map((server) => new Promise((done) => server.close(done))));
  await cleanup();
});

/** The app's core on the test's folder, with real local services (the browser host's launcher). */
async function open(): Promise<DesktopApi> {
  const core = await createCore({
    userDataDir: dir,
    encryptor,
    launchService: builtServiceLauncher,
    writeClipboard: () => Promise.resolve(),
    log: recorder.log,
  });
  cores.push(core);
  return bridgeOf(core.handlers);
}

/** A new local company, selected. */
async function openFirm(): Promise<DesktopApi> {
  const desktop = await open();
  const firm = await desktop['connections.add']({ kind: 'local', name: 'ТОВ Ромашка' });
  await desktop['connections.select']({ id: firm.id });
  return desktop;
}

/** Another program holding a port on every interface. */
async function holdPort(): Promise<number> {
  const port = await freePort();
  const server = createServer();
  await new Promise<void>((done) => server.listen(port, '0.0.0.0', done));
  holders.push(server);
  return port;
}

/** This PC's IPv4 addresses on a network, as the screen offers them. */
const thisPc = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry?.family === 'IPv4' && !entry.internal)
    .map((entry) => entry?.address ?? '');

/** The company still answers the app: a record written and read back. */
async function stillWorks(desktop: DesktopApi) {
  const uid = randomUUID();
  await desktop['stores.update']({ uid, name: 'Склад' });
  expect((await desktop['stores.load']({ uid })).data.name).toBe('Склад');
}

describe('sharing a local company on the network', () => {
  it('serves it over TLS on the chosen port, the app goes on through its pinned client, and invitations work', async () => {
    const desktop = await openFirm();
    expect(await desktop['sharing.load']({})).toEqual({ available: true, addresses: thisPc(), choice: null, serving: null, problem: null });
    await expect(desktop['invitations.create']({ name: 'Олена Коваль', rights: ['post'] })).rejects.toMatchObject({
      serviceCode: 'NOT_SERVED',
    });

    const port = await freePort();
    const shared = await desktop['sharing.start']({ host: '0.0.0.0', port });
    const fingerprint = await presentedFingerprint(port);
    expect(shared).toEqual({
      available: true,
      addresses: thisPc(),
      choice: { host: '0.0.0.0', port },
      serving: { host: '0.0.0.0', port, fingerprint, urls: thisPc().map((address) => `https://${address}:${port}`) },
      problem: null,
    });
    await stillWorks(desktop);
    // A backup of the served company is taken by its running service, reached the same pinned way.
    const firm = (await desktop['connections.list']({})).find((connection) => connection.active);
    await at(cores, 0).backups.backup(firm?.id ?? '');
    expect(recorder.lines.join('\n')).toContain('backed up while its service ran');
    const shown = await desktop['invitations.create']({ name: 'Олена Коваль', rights: ['post'] });
    expect(shown).toMatchObject({ name: 'Олена Коваль', fingerprint, company: expect.any(String) as unknown });
    expect(shown.address).toMatch(new RegExp(`^https://[0-9.]+:${port}$`));

    // Closing access serves loopback again: nobody else can reach it, and invitations are refused.
    expect(await desktop['sharing.stop']({})).toMatchObject({ choice: null, serving: null, problem: null });
    expect(recorder.lines.join('\n')).not.toContain('did not stop');
    await expect(presentedFingerprint(port)).rejects.toThrow();
    await stillWorks(desktop);
    await expect(desktop['invitations.create']({ name: 'Петро', rights: [] })).rejects.toMatchObject({ serviceCode: 'NOT_SERVED' });
  });

  it('requests that arrive while the service restarts wait for it rather than race it for the company file', async () => {
    const desktop = await openFirm();
    await stillWorks(desktop);
    // The change feed holds a request open on the service, so it takes a while to stop.
    await desktop['live.next']({ after: -1 });
    let restarted = false;
    const start = desktop['sharing.start']({ host: '0.0.0.0', port: await freePort() }).finally(() => (restarted = true));
    // The screen goes on reading while the service restarts (its lists, the feed, presence).
    const reads = (async () => {
      let count = 0;
      while (!restarted) {
        await desktop['stores.index']({ pageSize: 1, offset: 0 });
        count += 1;
      }
      return count;
    })();
    expect((await start).serving).not.toBeNull();
    expect(await reads).toBeGreaterThan(0);
    await stillWorks(desktop);
    expect(recorder.lines.join('\n')).not.toContain('already open in another process');
    // The old service closed its company file itself: asked to stop, never ended by force.
    expect(recorder.lines.join('\n')).not.toContain('did not stop');
  });

  it('is remembered: the next start serves again, with the same certificate', async () => {
    const first = await openFirm();
    const port = await freePort();
    const { serving } = await first['sharing.start']({ host: '0.0.0.0', port });
    await Promise.all(cores.splice(0).map((core) => core.close()));

    const again = await open();
    expect(await again['sharing.load']({})).toMatchObject({ choice: { host: '0.0.0.0', port }, serving, problem: null });
    await stillWorks(again);
  });

  it('a port in use is said clearly, nothing is remembered, and the company stays usable on this PC', async () => {
    const desktop = await openFirm();
    const busy = await holdPort();
    await expect(desktop['sharing.start']({ host: '0.0.0.0', port: busy })).rejects.toMatchObject({
      kind: 'conflict',
      reason: 'PORT_IN_USE',
    });
    expect(await desktop['sharing.load']({})).toMatchObject({ choice: null, serving: null, problem: null });
    await stillWorks(desktop);
  });

  it('a remembered port taken meanwhile: the company opens on this PC and the screen says why it is not shared', async () => {
    const first = await openFirm();
    const port = await freePort();
    await first['sharing.start']({ host: '0.0.0.0', port });
    await Promise.all(cores.splice(0).map((core) => core.close()));
    const server = createServer();
    await new Promise<void>((done) => server.listen(port, '0.0.0.0', done));
    holders.push(server);

    const again = await open();
    await stillWorks(again);
    expect(await again['sharing.load']({})).toMatchObject({
      choice: { host: '0.0.0.0', port },
      serving: null,
      problem: { reason: 'PORT_IN_USE' },
    });
  });

  it('a remembered address this PC no longer has (a new one from the network): the company opens here and the screen says so', async () => {
    const first = await openFirm();
    const port = await freePort();
    await first['sharing.start']({ host: '0.0.0.0', port });
    await Promise.all(cores.splice(0).map((core) => core.close()));
    // The office network gave this PC another address since: the remembered one (a documentation address, never a PC's) is gone.
    const file = join(dir, CONNECTIONS_FILE);
    const kept = readFileSync(file, 'utf8');
    writeFileSync(file, kept.replace(/"host": "0\.0\.0\.0"/, '"host": "198.51.100.10"'));
    expect(readFileSync(file, 'utf8')).not.toBe(kept);

    const again = await open();
    await stillWorks(again);
    expect(await again['sharing.load']({})).toMatchObject({
      choice: { host: '198.51.100.10', port },
      serving: null,
      problem: { reason: 'ADDRESS_NOT_ON_THIS_PC' },
    });
  });

  it('refuses an address of another computer, a port out of range and a company that is not a local file, changing nothing', async () => {
    const desktop = await openFirm();
    await expect(desktop['sharing.start']({ host: '10.255.255.1', port: 8443 })).rejects.toMatchObject({
      kind: 'badRequest',
      reason: 'NOT_THIS_PC',
    });
    await expect(desktop['sharing.start']({ host: '0.0.0.0', port: 80 })).rejects.toThrow();
    await expect(desktop['sharing.start']({ host: '0.0.0.0', port: 70_000 })).rejects.toThrow();
    await expect(desktop['sharing.start']({ host: 'my-pc', port: 8443 })).rejects.toThrow();
    expect(await desktop['sharing.load']({})).toMatchObject({ choice: null, serving: null });

    const cloud = await desktop['connections.add']({ kind: 'cloud', name: 'Хмара', baseUrl: 'https://cloud.example', token: 'secret' });
    await desktop['connections.select']({ id: cloud.id });
    expect(await desktop['sharing.load']({})).toMatchObject({ available: false, serving: null });
    await expect(desktop['sharing.start']({ host: '0.0.0.0', port: 8443 })).rejects.toMatchObject({
      kind: 'badRequest',
      reason: 'NOT_LOCAL',
    });
  });
});
