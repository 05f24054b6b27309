import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceLauncher, ServiceReady } from '../../../../electron/core/core-types.js';
import { createCore, isCoreError, type Core } from '../../../../electron/core/index.js';
import { describeServiceExit, ServiceExitError } from '../../../../electron/core/service-exit.js';
import { SERVICE_EXIT } from '../../../../shared/api/service-exit.js';
import { AddConnectionRequest } from '../../../../shared/ipc/app-contract.js';
import { bridgeOf, filesUnder, tempDir, testEncryptor } from './helpers.js';

const PASSWORD = 'Сек рет/@:?#пароль';
const OFFICE = {
  kind: 'postgres' as const,
  name: 'ТОВ Офіс',
  host: 'db.office.lan',
  database: 'oblik_office',
  user: 'buh',
  password: PASSWORD,
};

let dir: string;
let cleanup: () => Promise<void>;
const cores: Core[] = [];
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await cleanup();
});

interface Launch {
  args: string[];
  env: Record<string, string>;
}

/** A launcher that records each launch; its service ends at once with `exitCode`, or never listens. */
function fakeLauncher(exitCode?: number) {
  const launches: Launch[] = [];
  const launch: ServiceLauncher = (args, env) => {
    launches.push({ args, env });
    const exits: ((code: number | null) => void)[] = [];
    const ready = new Promise<ServiceReady>((_resolve, reject) => {
      if (exitCode === undefined) return;
      setImmediate(() => {
        exits.forEach((listener) => listener(exitCode));
        // As the real launchers do (electron/utility-service.ts, node-service-launcher.ts).
        reject(new ServiceExitError(describeServiceExit(exitCode) ?? 'exited', exitCode));
      });
    });
    ready.catch(() => undefined);
    return { ready, kill: () => exits.forEach((exit) => exit(null)), onExit: (listener) => void exits.push(listener) };
  };
  return { launch, launches };
}

async function open(launchService: ServiceLauncher) {
  const core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService }, { service: { stopTimeoutMs: 10 } });
  cores.push(core);
  return bridgeOf(core.handlers);
}

describe('a company on the office’s PostgreSQL', () => {
  it('starts its service with the database in the environment, the password never on the command line or in the list', async () => {
    const { launch, launches } = fakeLauncher(SERVICE_EXIT.failed);
    const handlers = await open(launch);
    const added = await handlers['connections.add'](OFFICE);
    expect(added).toMatchObject({
      kind: 'postgres',
      name: 'ТОВ Офіс',
      hasToken: true,
      active: false,
      postgres: { host: 'db.office.lan', port: 5432, database: 'oblik_office', user: 'buh' },
    });
    expect(JSON.stringify(added)).not.toContain('Сек');
    expect(JSON.stringify(await handlers['connections.list']({}))).not.toContain('Сек');

    await handlers['connections.select']({ id: added.id });
    await expect(handlers['stores.index']({ pageSize: 1, offset: 0 })).rejects.toSatisfy((e) => isCoreError(e, 'offline'));
    const [first] = launches;
    expect(first?.args).toEqual(['--port', '0']);
    const url = new URL(first?.env.OBLIK_DATABASE_URL ?? '');
    expect([url.protocol, url.hostname, url.port, url.pathname]).toEqual(['postgres:', 'db.office.lan', '5432', '/oblik_office']);
    expect([decodeURIComponent(url.username), decodeURIComponent(url.password)]).toEqual(['buh', PASSWORD]);
    // As a local company's service: this installation's launch and the person's name.
    expect(first?.env.OBLIK_LAUNCH_ID).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.env.OBLIK_USER_NAME).toBeTruthy();
    expect(first?.args.join(' ')).not.toContain('Сек');

    // On disk the password is only in the vault, sealed.
    const connectionsFile = await readFile(join(dir, 'connections.json'), 'utf8');
    expect(connectionsFile).toContain('oblik_office');
    for (const file of await filesUnder(dir)) expect(file.content.toString('utf8')).not.toContain('Сек');
  });

  it('says a refused login, an unreachable server, a missing or newer database as reasons the screen words', async () => {
    const cases = [
      [SERVICE_EXIT.databaseLoginRefused, 'DATABASE_LOGIN_REFUSED'],
      [SERVICE_EXIT.databaseUnreachable, 'DATABASE_UNREACHABLE'],
      [SERVICE_EXIT.databaseMissing, 'DATABASE_MISSING'],
      // A database of a newer schema is refused as a newer company file is, and said as such.
      [SERVICE_EXIT.newerDatabase, 'NEWER_DATABASE'],
    ] as const;
    for (const [code, reason] of cases) {
      const handlers = await open(fakeLauncher(code).launch);
      const added = await handlers['connections.add']({ ...OFFICE, name: reason });
      const tested = await handlers['connections.test']({ id: added.id });
      expect(tested).toMatchObject({ ok: false, code: 'OFFLINE', reason });
      await Promise.all(cores.splice(0).map((core) => core.close()));
    }
  });

  it('never writes the password to a log line or a reply, even when the service quotes its URL', async () => {
    const lines: string[] = [];
    const launch: ServiceLauncher = (_args, env) => {
      const exits: ((code: number | null) => void)[] = [];
      const ready = new Promise<ServiceReady>((_resolve, reject) => {
        setImmediate(() => {
          exits.forEach((listener) => listener(SERVICE_EXIT.failed));
          reject(new ServiceExitError(`could not open ${env.OBLIK_DATABASE_URL} (password ${PASSWORD})`, SERVICE_EXIT.failed));
        });
      });
      ready.catch(() => undefined);
      return { ready, kill: () => undefined, onExit: (listener) => void exits.push(listener) };
    };
    const core = await createCore(
      {
        userDataDir: dir,
        encryptor: testEncryptor(),
        launchService: launch,
        log: (level, message) => void lines.push(`${level} ${message}`),
      },
      { service: { stopTimeoutMs: 10 } },
    );
    cores.push(core);
    const handlers = bridgeOf(core.handlers);
    const added = await handlers['connections.add'](OFFICE);
    const tested = await handlers['connections.test']({ id: added.id });
    expect(tested.ok).toBe(false);
    expect(lines.some((line) => line.includes('could not start'))).toBe(true);
    for (const text of [...lines, JSON.stringify(tested)]) {
      expect(text).not.toContain('Сек');
      expect(text).not.toContain(encodeURIComponent(PASSWORD));
    }
  });

  it('stays selectable after a failed start: the next request starts its service again', async () => {
    const { launch, launches } = fakeLauncher(SERVICE_EXIT.databaseLoginRefused);
    const handlers = await open(launch);
    const added = await handlers['connections.add'](OFFICE);
    await handlers['connections.select']({ id: added.id });
    await expect(handlers['stores.index']({ pageSize: 1, offset: 0 })).rejects.toSatisfy(
      (e) => isCoreError(e) && e.reason === 'DATABASE_LOGIN_REFUSED',
    );
    expect((await handlers['connections.test']({ id: added.id })).reason).toBe('DATABASE_LOGIN_REFUSED');
    expect(launches).toHaveLength(2);
  });

  it('takes a new password when the administrator changed it: the next start uses it, and it is kept only in the vault', async () => {
    const { launch, launches } = fakeLauncher(SERVICE_EXIT.databaseLoginRefused);
    const handlers = await open(launch);
    const added = await handlers['connections.add'](OFFICE);
    await handlers['connections.select']({ id: added.id });
    expect((await handlers['connections.test']({ id: added.id })).reason).toBe('DATABASE_LOGIN_REFUSED');

    const changed = 'Новий/пароль@2026';
    const view = await handlers['connections.setPassword']({ id: added.id, password: changed });
    expect(view).toMatchObject({ id: added.id, kind: 'postgres', hasToken: true, active: true });
    expect(JSON.stringify(view)).not.toContain('Новий');
    await handlers['connections.test']({ id: added.id });
    const url = new URL(launches.at(-1)?.env.OBLIK_DATABASE_URL ?? '');
    expect(decodeURIComponent(url.password)).toBe(changed);
    for (const file of await filesUnder(dir)) expect(file.content.toString('utf8')).not.toContain('Новий');
  });

  it('refuses a new password for what has none, for no connection, or an empty one, changing nothing', async () => {
    const { launch, launches } = fakeLauncher(SERVICE_EXIT.failed);
    const handlers = await open(launch);
    const added = await handlers['connections.add'](OFFICE);
    await expect(handlers['connections.setPassword']({ id: 'demo', password: 'x' })).rejects.toSatisfy((e) => isCoreError(e, 'badRequest'));
    await expect(handlers['connections.setPassword']({ id: 'nobody', password: 'x' })).rejects.toSatisfy((e) => isCoreError(e, 'notFound'));
    await expect(handlers['connections.setPassword']({ id: added.id, password: '' })).rejects.toThrow();
    const vault = JSON.parse(await readFile(join(dir, 'credentials.json'), 'utf8')) as { tokens: Record<string, string> };
    expect(Object.keys(vault.tokens)).toEqual([added.id]);
    await handlers['connections.test']({ id: added.id });
    expect(decodeURIComponent(new URL(launches.at(-1)?.env.OBLIK_DATABASE_URL ?? '').password)).toBe(PASSWORD);
  });

  it('removing it forgets the password and leaves the database alone', async () => {
    const { launch, launches } = fakeLauncher();
    const handlers = await open(launch);
    const added = await handlers['connections.add'](OFFICE);
    expect(await handlers['connections.remove']({ id: added.id })).toEqual({ removed: true });
    expect(JSON.parse(await readFile(join(dir, 'credentials.json'), 'utf8'))).toEqual({ version: 1, tokens: {} });
    expect((await handlers['connections.list']({})).map((c) => c.id)).toEqual(['demo']);
    expect(launches).toHaveLength(0);
  });

  it('is not served to the network: sharing stays for company files', async () => {
    const handlers = await open(fakeLauncher().launch);
    const added = await handlers['connections.add'](OFFICE);
    await handlers['connections.select']({ id: added.id });
    expect((await handlers['sharing.load']({})).available).toBe(false);
  });
});

describe('the request to add an office PostgreSQL database', () => {
  const refused = (change: Record<string, unknown>) => AddConnectionRequest.safeParse({ ...OFFICE, ...change }).success;

  it('takes a name or an address of the server, port 5432 unless given', () => {
    expect(AddConnectionRequest.parse(OFFICE)).toMatchObject({ port: 5432 });
    expect(refused({ host: '192.168.1.20', port: 6432 })).toBe(true);
    expect(refused({ host: 'localhost', port: 65535, database: 'Облік_2026', user: 'Бухгалтер' })).toBe(true);
  });

  it.each([
    ['an empty host', { host: '' }],
    ['a host with a space', { host: 'db office' }],
    ['a host that carries a path', { host: 'db/x' }],
    ['a host that carries a user', { host: 'me@db' }],
    ['port 0', { port: 0 }],
    ['port 65536', { port: 65_536 }],
    ['a port with a fraction', { port: 5432.5 }],
    ['an empty database', { database: '' }],
    ['a database name with a slash', { database: 'a/b' }],
    ['a database name over 63 characters', { database: 'd'.repeat(64) }],
    ['an empty user', { user: '' }],
    ['a user with a colon', { user: 'a:b' }],
    ['no password', { password: '' }],
  ])('refuses %s', (_what, change) => {
    expect(refused(change)).toBe(false);
  });
});
