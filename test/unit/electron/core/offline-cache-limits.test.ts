import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../electron/core/index.js';
import { cacheKey, createOfflineCache } from '../../../../electron/core/offline-cache.js';
import { bridgeOf, noLauncher, sendJson, startServer, tempDir, testEncryptor, type TestServer } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => cleanup());

const MB = 1024 * 1024;
/** A reply of about `mb` megabytes. */
const reply = (mb: number) => ({ data: { rows: 'x'.repeat(Math.round(mb * MB)) } });
const request = (n: number) => ({ date: `2026-01-${String(n).padStart(2, '0')}` });
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('the offline cache size limit', () => {
  it('evicts the least recently used replies of a connection once it is over its limit, never the one just saved', async () => {
    const cache = createOfflineCache(dir, undefined, { limitMbOf: () => 3 });
    for (let n = 1; n <= 3; n += 1) {
      await cache.put('a', {
        op: 'reports.warehouseBalance',
        request: request(n),
        result: reply(0.9),
        fetchedAt: new Date().toISOString(),
      });
      const file = join(dir, 'a', `${cacheKey('reports.warehouseBalance', request(n))}.json`);
      await utimes(file, at(n), at(n));
    }
    // Reading the first makes it recently used: the second is now the oldest.
    expect((await cache.get('a', 'reports.warehouseBalance', request(1))).entry).not.toBeNull();
    await cache.put('a', { op: 'reports.warehouseBalance', request: request(4), result: reply(0.9), fetchedAt: new Date().toISOString() });
    expect((await cache.get('a', 'reports.warehouseBalance', request(2))).entry).toBeNull();
    for (const n of [1, 3, 4]) expect((await cache.get('a', 'reports.warehouseBalance', request(n))).entry, `run ${n}`).not.toBeNull();
  });

  it('keeps each connection within its own limit, leaving the others alone', async () => {
    const cache = createOfflineCache(dir, undefined, { limitMbOf: (id) => (id === 'small' ? 1 : undefined) });
    for (let n = 1; n <= 3; n += 1) {
      await cache.put('small', {
        op: 'reports.warehouseBalance',
        request: request(n),
        result: reply(0.6),
        fetchedAt: new Date().toISOString(),
      });
      await cache.put('big', {
        op: 'reports.warehouseBalance',
        request: request(n),
        result: reply(0.6),
        fetchedAt: new Date().toISOString(),
      });
    }
    expect((await cache.list('small')).entries).toHaveLength(1);
    expect((await cache.list('big')).entries).toHaveLength(3);
  });

  it('survives a crash mid-write: the entry read is whole, and the half-written file is cleared away after the restart', async () => {
    const cache = createOfflineCache(dir);
    await cache.put('a', {
      op: 'reports.warehouseBalance',
      request: request(1),
      result: reply(0.01),
      fetchedAt: '2026-01-01T00:00:00.000Z',
    });
    // What a crash between writing the temporary file and renaming it leaves behind.
    const leftover = join(dir, 'a', '.0123456789ab.tmp');
    await writeFile(leftover, '{"version":1,"key":"half');
    await utimes(leftover, at(0), at(0));
    // The app that crashed starts again: its first write reads the folder.
    const restarted = createOfflineCache(dir);
    expect((await restarted.list('a')).entries).toHaveLength(1);
    await restarted.put('a', {
      op: 'reports.warehouseBalance',
      request: request(2),
      result: reply(0.01),
      fetchedAt: '2026-01-02T00:00:00.000Z',
    });
    expect((await readdir(join(dir, 'a'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await restarted.get('a', 'reports.warehouseBalance', request(1))).entry?.fetchedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads the folder again once what was written since may have passed the limit, however many writes that takes', async () => {
    const cache = createOfflineCache(dir, undefined, { limitMbOf: () => 1 });
    for (let n = 1; n <= 5; n += 1)
      await cache.put('a', {
        op: 'reports.warehouseBalance',
        request: request(n),
        result: reply(0.3),
        fetchedAt: new Date().toISOString(),
      });
    const left = (await cache.list('a')).entries.map((entry) => entry.request);
    expect(left.length).toBeLessThanOrEqual(3);
    expect(left).toContainEqual(request(5));
  });

  it('marks the runs the user made, and a later read of the same request made on the way does not unmark it', async () => {
    const cache = createOfflineCache(dir);
    await cache.put('a', {
      op: 'reports.warehouseBalance',
      request: request(1),
      result: reply(0.01),
      fetchedAt: new Date().toISOString(),
      userRun: true,
    });
    await cache.put('a', { op: 'reports.warehouseBalance', request: request(2), result: reply(0.01), fetchedAt: new Date().toISOString() });
    await cache.put('a', { op: 'reports.warehouseBalance', request: request(1), result: reply(0.01), fetchedAt: new Date().toISOString() });
    const runs = (await cache.list('a')).entries.filter((entry) => entry.userRun).map((entry) => entry.request);
    expect(runs).toEqual([request(1)]);
  });
});

describe('the offline cache through the core', () => {
  let server: TestServer;
  let core: Core;
  afterEach(async () => {
    await core?.close();
    await server?.close();
  });

  it('lists as saved only the report runs the user made, and keeps the limit set in the connection settings', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, { success: true, data: { date: '2026-01-01T00:00:00', rows: [] } }));
    core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService: noLauncher });
    const h = bridgeOf(core.handlers);
    const { id } = await h['connections.add']({ kind: 'cloud', name: 'Хмара', baseUrl: server.url, token: 'cache-token' });
    await h['connections.select']({ id });
    await h['reports.warehouseBalance']({ date: '2026-01-31', userRun: true });
    await h['reports.warehouseBalance']({ date: '2026-01-15', store: randomUUID() });
    const listed = await h['cache.list']({});
    expect(listed.filter((entry) => entry.userRun).map((entry) => entry.request)).toEqual([{ date: '2026-01-31' }]);
    expect(listed).toHaveLength(2);
    expect((await h['connections.list']({})).find((c) => c.id === id)?.cacheLimitMb).toBe(500);
    expect((await h['connections.setCacheLimit']({ id, megabytes: 100 })).cacheLimitMb).toBe(100);
    expect((await h['connections.list']({})).find((c) => c.id === id)?.cacheLimitMb).toBe(100);
  });
});
