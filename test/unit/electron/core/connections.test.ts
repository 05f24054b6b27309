import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkCloudBaseUrl, createCore, isCoreError, type Core } from '../../../../electron/core/index.js';
import type { ServiceLauncher, ServiceReady } from '../../../../electron/core/core-types.js';
import { describeServiceExit } from '../../../../electron/core/service-exit.js';
import { SERVICE_EXIT } from '../../../../shared/api/service-exit.js';
import { bridgeOf, noLauncher, tempDir, testEncryptor } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
const cores: Core[] = [];
const encryptor = testEncryptor();
const open = async () => {
  const core = await createCore({ userDataDir: dir, encryptor, launchService: noLauncher });
  cores.push(core);
  return bridgeOf(core.handlers);
};

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await cleanup();
});

describe('connections', () => {
  it('starts on the demo company, selected, the first time the app runs', async () => {
    const list = await (await open())['connections.list']({});
    expect(list).toEqual([
      {
        id: 'demo',
        kind: 'local',
        name: 'Демо-компанія',
        hasToken: false,
        active: true,
        isDemo: true,
        cacheLimitMb: 500,
        file: join(dir, 'companies', 'demo.oblik'),
      },
    ]);
    expect((await stat(join(dir, 'connections.json'))).mode & 0o777).toBe(0o600);
  });

  it('adds, selects and removes accounts and companies, and remembers them after a restart', async () => {
    const handlers = await open();
    const cloud = await handlers['connections.add']({
      kind: 'cloud',
      name: 'Хмара',
      baseUrl: 'https://api.example.com/v1/',
      token: 'tok-1',
    });
    const local = await handlers['connections.add']({ kind: 'local', name: 'Склад №2' });
    expect(cloud).toMatchObject({ kind: 'cloud', baseUrl: 'https://api.example.com/v1', hasToken: true, active: false, isDemo: false });
    expect(cloud.headerScheme).toEqual({ header: 'Authorization', prefix: '' });
    expect(local).toMatchObject({ kind: 'local', hasToken: false, active: false });
    expect(await handlers['connections.select']({ id: cloud.id })).toMatchObject({ id: cloud.id, active: true });

    const again = await open();
    const list = await again['connections.list']({});
    expect(list.map((c) => [c.name, c.active])).toEqual([
      ['Демо-компанія', false],
      ['Хмара', true],
      ['Склад №2', false],
    ]);

    expect(await again['connections.remove']({ id: cloud.id })).toEqual({ removed: true });
    expect(await again['connections.remove']({ id: cloud.id })).toEqual({ removed: false });
    const after = await (await open())['connections.list']({});
    expect(after.map((c) => c.id)).toEqual(['demo', local.id]);
    expect(after.find((c) => c.active)?.id).toBe('demo');
  });

  it('refuses to select a connection that does not exist', async () => {
    const handlers = await open();
    await expect(handlers['connections.select']({ id: 'nope' })).rejects.toSatisfy((e) => isCoreError(e, 'notFound'));
  });

  it('leaves no connection selected when the last one is removed, and says so on API calls', async () => {
    const handlers = await open();
    await handlers['connections.remove']({ id: 'demo' });
    expect(await handlers['connections.list']({})).toEqual([]);
    await expect(handlers['stores.index']({ pageSize: 1, offset: 0 })).rejects.toSatisfy((e) => isCoreError(e, 'noConnection'));
  });

  it('keeps a header scheme of the account for services that expect another header', async () => {
    const handlers = await open();
    const cloud = await handlers['connections.add']({
      kind: 'cloud',
      name: 'x',
      baseUrl: 'https://books.example.ua',
      token: 't',
      headerScheme: { header: 'X-Api-Key', prefix: 'Token ' },
    });
    expect(cloud.headerScheme).toEqual({ header: 'X-Api-Key', prefix: 'Token ' });
    const saved = JSON.parse(await readFile(join(dir, 'connections.json'), 'utf8')) as { connections: { headerScheme?: unknown }[] };
    expect(saved.connections[1]?.headerScheme).toEqual({
      header: 'X-Api-Key',
      prefix: 'Token ',
    });
  });

  it('moves a damaged connections file aside and starts on the demo company', async () => {
    await open();
    const { writeFile, readdir } = await import('node:fs/promises');
    await writeFile(join(dir, 'connections.json'), '{"version":1,"connections":[{"id":"../../etc"');
    const list = await (await open())['connections.list']({});
    expect(list.map((c) => c.id)).toEqual(['demo']);
    expect((await readdir(dir)).some((name) => name.startsWith('connections.json.damaged-'))).toBe(true);
  });
});

describe('a company file opened from disk', () => {
  /** A company file as one copied from another PC would be: somewhere outside the app's folder. */
  const copiedFile = async (name = 'Копія.oblik') => {
    const folder = join(dir, 'from-another-pc');
    await mkdir(folder, { recursive: true });
    const file = join(folder, name);
    await writeFile(file, 'SQLite format 3\0');
    return file;
  };

  it('is added in place, shows its path, and is what its service opens; removing it leaves the file', async () => {
    const file = await copiedFile();
    const seen: string[][] = [];
    // The service ends as a locked company does: the user must read why, not a bare failure.
    const launchService: ServiceLauncher = (args) => {
      seen.push(args);
      const exits: ((code: number | null) => void)[] = [];
      const ready = new Promise<ServiceReady>((_resolve, reject) => {
        // Once the core has its listeners in place, as a process ends after it was started.
        setImmediate(() => {
          exits.forEach((listener) => listener(SERVICE_EXIT.companyOpenElsewhere));
          // As the real launchers do (electron/utility-service.ts, node-service-launcher.ts).
          reject(new Error(describeServiceExit(SERVICE_EXIT.companyOpenElsewhere) ?? 'exited'));
        });
      });
      ready.catch(() => undefined);
      return { ready, kill: () => undefined, onExit: (listener) => void exits.push(listener) };
    };
    const core = await createCore({ userDataDir: dir, encryptor, launchService });
    cores.push(core);
    const handlers = bridgeOf(core.handlers);

    const added = await handlers['connections.add']({
      kind: 'local',
      name: 'Копія з іншого ПК',
      file: `${dir}/from-another-pc/../from-another-pc/Копія.oblik`,
    });
    expect(added).toMatchObject({ kind: 'local', name: 'Копія з іншого ПК', file, isDemo: false, active: false });
    await handlers['connections.select']({ id: added.id });
    await expect(handlers['stores.index']({ pageSize: 1, offset: 0 })).rejects.toSatisfy(
      (e) => isCoreError(e) && e.message.includes('іншому вікні'),
    );
    expect(seen[0]?.slice(0, 2)).toEqual(['--data', file]);

    await handlers['connections.select']({ id: 'demo' });
    expect(await handlers['connections.remove']({ id: added.id })).toEqual({ removed: true });
    expect((await stat(file)).isFile()).toBe(true);
    expect((await handlers['connections.list']({})).map((c) => c.id)).toEqual(['demo']);
  });

  it('is remembered with its path after a restart', async () => {
    const file = await copiedFile();
    const added = await (await open())['connections.add']({ kind: 'local', name: 'Копія', file });
    const list = await (await open())['connections.list']({});
    expect(list.find((c) => c.id === added.id)?.file).toBe(file);
  });

  it('refuses a missing file, a folder, a wrong extension, a relative path and a file already in the list', async () => {
    const handlers = await open();
    const file = await copiedFile();
    const other = join(dir, 'from-another-pc', 'книги.sqlite');
    await writeFile(other, 'x');
    const refused = async (path: string, kind: Parameters<typeof isCoreError>[1]) =>
      expect(handlers['connections.add']({ kind: 'local', name: 'x', file: path })).rejects.toSatisfy((e) => isCoreError(e, kind));

    await refused(join(dir, 'from-another-pc', 'немає.oblik'), 'notFound');
    await mkdir(join(dir, 'folder.oblik'));
    await refused(join(dir, 'folder.oblik'), 'badRequest');
    await refused(other, 'badRequest');
    await refused('from-another-pc/Копія.oblik', 'badRequest');
    await refused(join(dir, 'companies', 'demo.oblik'), 'conflict');

    await handlers['connections.add']({ kind: 'local', name: 'Копія', file });
    await refused(file, 'conflict');
    expect((await handlers['connections.list']({})).length).toBe(2);
  });

  it('is chosen with the host’s dialog where there is one, and typed where there is none', async () => {
    expect(await (await open())['connections.chooseFile']({})).toEqual({ available: false, path: null });
    const core = await createCore({
      userDataDir: dir,
      encryptor,
      launchService: noLauncher,
      chooseCompanyFile: () => Promise.resolve('/home/o/Копія.oblik'),
    });
    cores.push(core);
    expect(await bridgeOf(core.handlers)['connections.chooseFile']({})).toEqual({ available: true, path: '/home/o/Копія.oblik' });
  });
});

describe('the base URL of a cloud account', () => {
  const accepted: [string, string][] = [
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['HTTPS://API.Example.com:8443/a', 'https://api.example.com:8443/a'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.1:8787/', 'http://127.0.0.1:8787'],
    ['http://127.255.0.9', 'http://127.255.0.9'],
    ['http://0x7f.0.0.1:80/api', 'http://127.0.0.1/api'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ];
  it.each(accepted)('accepts %s', (raw, normalised) => {
    expect(checkCloudBaseUrl(raw)).toBe(normalised);
  });

  const refused = [
    'http://api.example.com',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://127.0.0.1.nip.io',
    'http://evil.example#@127.0.0.1',
    'http://evil.example\\@127.0.0.1',
    'http://127.0.0.1@evil.example',
    'https://user:secret@api.example.com',
    'https://:secret@api.example.com',
    'http://localhost.:3000',
    'http://[::ffff:127.0.0.1]',
    'http://128.0.0.1',
    'http://10.0.0.1',
    'http://0.0.0.0',
    'ftp://api.example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://api.example.com/?token=x',
    'api.example.com',
    '',
  ];
  it.each(refused)('refuses %s', (raw) => {
    expect(() => checkCloudBaseUrl(raw)).toThrow();
  });

  it('refuses a plain-http account through the handler and saves nothing', async () => {
    const handlers = await open();
    await expect(
      handlers['connections.add']({ kind: 'cloud', name: 'x', baseUrl: 'http://books.example.ua', token: 'secret-token' }),
    ).rejects.toSatisfy((e) => isCoreError(e, 'badRequest'));
    expect((await handlers['connections.list']({})).length).toBe(1);
  });
});
