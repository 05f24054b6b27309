import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../../electron/core/atomic-file.js';
import { createCore, isCoreError, type Core } from '../../../../electron/core/index.js';
import { cacheKey, createOfflineCache } from '../../../../electron/core/offline-cache.js';
import {
  bridgeOf,
  documentReply,
  filesUnder,
  logRecorder,
  noLauncher,
  sendJson,
  startServer,
  tempDir,
  testEncryptor,
  type TestServer,
} from './helpers.js';
import { at, defined } from '../../../support/checked.js';

let dir: string;
let cleanup: () => Promise<void>;
let server: TestServer | null = null;
/** The test server this test started; fails clearly when it started none. */
const running = (): TestServer => defined(server, 'a test server');
const cores: Core[] = [];
const encryptor = testEncryptor();
const recorder = logRecorder();
const uid = randomUUID();
const period = { from: '2025-03-01', to: '2025-03-31' };

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await server?.close();
  server = null;
  recorder.lines.length = 0;
  await cleanup();
});

async function openCore() {
  const core = await createCore(
    { userDataDir: dir, encryptor, launchService: noLauncher, log: recorder.log },
    { proxy: { timeoutMs: 1000, retries: 1, backoffMs: 5 } },
  );
  cores.push(core);
  return bridgeOf(core.handlers);
}

/** A cloud account on a local test service, selected; returns its id. */
async function cloudAccount(name = 'Хмара'): Promise<string> {
  server ??= await startServer((req, res) => {
    if (req.url.startsWith('/document/index/')) return sendJson(res, 200, { success: true, data: [documentReply(uid)], totalCount: 1 });
    if (req.url.startsWith('/document/pdf/')) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.7 cached');
    }
    return sendJson(res, 200, { success: true, data: { uid, done: true } });
  });
  const h = await openCore();
  const { id } = await h['connections.add']({ kind: 'cloud', name, baseUrl: server.url, token: 'cache-token' });
  await h['connections.select']({ id });
  return id;
}

async function goOffline() {
  await server?.close();
  server = null;
}

describe('atomic writes', () => {
  it('leaves either the old file or the new one, never a temporary file or half a file', async () => {
    const path = join(dir, 'sub', 'entry.json');
    const bodies = Array.from({ length: 30 }, (_, i) => JSON.stringify({ i, pad: 'x'.repeat(50_000) }));
    await Promise.all(bodies.map((body) => writeFileAtomic(path, body)));
    expect(bodies).toContain(await readFile(path, 'utf8'));
    expect(await readdir(join(dir, 'sub'))).toEqual(['entry.json']);
  });
});

describe('the offline cache', () => {
  it('keys by operation and canonical request, whatever the order of fields', () => {
    expect(cacheKey('documents.index', { from: 'a', to: 'b' })).toBe(cacheKey('documents.index', { to: 'b', from: 'a', agent: undefined }));
    expect(cacheKey('documents.index', { from: 'a', to: 'b' })).not.toBe(cacheKey('payments.index', { from: 'a', to: 'b' }));
  });

  it('answers a read from the cache when offline, marked as cached with the time it was fetched', async () => {
    await cloudAccount();
    const h = await openCore();
    const live = await h['documents.index'](period);
    expect(live.source).toBe('live');
    await goOffline();
    const cached = await h['documents.index']({ ...period, pageSize: '100' });
    expect(cached).toEqual({ ...live, source: 'cache', fetchedAt: live.fetchedAt });
  });

  it('survives a restart: a new core reads what the old one saved, PDFs too', async () => {
    await cloudAccount();
    const first = await openCore();
    const pdf = await first['documents.pdf']({ uid });
    await first['documents.index'](period);
    await Promise.all(cores.splice(0).map((core) => core.close()));
    await goOffline();
    const second = await openCore();
    expect(await second['documents.pdf']({ uid: uid.toUpperCase() })).toMatchObject({
      source: 'cache',
      fetchedAt: pdf.fetchedAt,
      data: pdf.data,
    });
    expect((await second['cache.list']({})).map((e) => e.operation).sort()).toEqual(['documents.index', 'documents.pdf']);
  });

  it('never answers a write from the cache', async () => {
    await cloudAccount();
    const h = await openCore();
    await h['documents.getDone']({ uid });
    await goOffline();
    const failure = await h['documents.setDone']({ uid, done: true }).catch((e: unknown) => e);
    expect(isCoreError(failure, 'offline')).toBe(true);
    expect((await h['documents.getDone']({ uid })).source).toBe('cache');
  });

  it('drops a damaged entry, logs it and tells the caller', async () => {
    const id = await cloudAccount();
    const h = await openCore();
    await h['documents.index'](period);
    await h['cache.list']({}); // the copy is written after the reply; the cache's own read waits for it
    await goOffline();
    const file = at(
      (await readdir(join(dir, 'cache', id))).filter((name) => name.endsWith('.json')),
      0,
    );
    await writeFile(join(dir, 'cache', id, file), '{"version":1,"key":"trunc');
    const failure = await h['documents.index'](period).catch((e: unknown) => e);
    expect(isCoreError(failure, 'offline')).toBe(true);
    expect((failure as Error).message).toMatch(/damaged and has been removed/);
    expect(await readdir(join(dir, 'cache', id))).toEqual([]);
    expect(recorder.lines.some((line) => line.startsWith('warn offline cache: a damaged entry'))).toBe(true);
  });

  it('answers before its copy is written, and still saves it: a read at once finds it, the later of two replies wins', async () => {
    const cache = createOfflineCache(join(dir, 'cache'), recorder.log);
    const request = { pageSize: 20, offset: 0 };
    const earlier = cache.put('c1', {
      op: 'stores.index',
      request,
      result: { data: ['earlier'], totalCount: 1 },
      fetchedAt: '2026-11-25T10:00:00.000Z',
    });
    const later = cache.put('c1', {
      op: 'stores.index',
      request,
      result: { data: ['later'], totalCount: 1 },
      fetchedAt: '2026-11-25T10:00:01.000Z',
    });
    expect((await cache.get('c1', 'stores.index', request)).entry?.result.data).toEqual(['later']);
    await Promise.all([earlier, later]);
    expect((await cache.list('c1')).entries.map((e) => e.result.data)).toEqual([['later']]);
  });

  it('answers a reply it cannot save, and logs why', async () => {
    const id = await cloudAccount();
    await mkdir(join(dir, 'cache'), { recursive: true });
    await writeFile(join(dir, 'cache', id), 'a file where the folder of the connection should be');
    const h = await openCore();
    expect((await h['documents.index'](period)).source).toBe('live');
    await Promise.all(cores.splice(0).map((core) => core.close()));
    expect(recorder.lines.some((line) => line.startsWith('warn offline cache: could not save documents.index'))).toBe(true);
  });

  it('reports a damaged entry through the cache itself too', async () => {
    const cache = createOfflineCache(join(dir, 'cache'), recorder.log);
    await cache.put('c1', {
      op: 'stores.index',
      request: { pageSize: 20, offset: 0 },
      result: { data: [], totalCount: 0 },
      fetchedAt: new Date().toISOString(),
    });
    const path = join(dir, 'cache', 'c1', `${cacheKey('stores.index', { pageSize: 20, offset: 0 })}.json`);
    await writeFile(
      path,
      JSON.stringify({ version: 1, key: 'another', operation: 'x', request: {}, fetchedAt: 'now', result: { data: [] } }),
    );
    expect(await cache.list('c1')).toEqual({ entries: [], notices: [expect.stringMatching(/damaged/)] });
  });

  it('keeps the caches of two connections apart, and clears one without the other', async () => {
    const first = await cloudAccount('Перша');
    const h = await openCore();
    await h['documents.index'](period);
    const { id: second } = await h['connections.add']({ kind: 'cloud', name: 'Друга', baseUrl: running().url, token: 'other' });
    await h['connections.select']({ id: second });
    await goOffline();
    expect(isCoreError(await h['documents.index'](period).catch((e: unknown) => e), 'offline')).toBe(true);
    expect(await h['cache.list']({})).toEqual([]);
    expect(await h['cache.clear']({})).toEqual({ removed: 0 });
    await h['connections.select']({ id: first });
    expect((await h['cache.list']({})).length).toBe(1);
    expect(await h['cache.clear']({})).toEqual({ removed: 1 });
    expect(isCoreError(await h['documents.index'](period).catch((e: unknown) => e), 'offline')).toBe(true);
  });

  it('writes its files with mode 0600 and removes them with their connection', async () => {
    const id = await cloudAccount();
    const h = await openCore();
    await h['documents.index'](period);
    await h['cache.list']({}); // the copy is written after the reply; the cache's own read waits for it
    const cached = (await filesUnder(join(dir, 'cache'))).map((f) => f.mode);
    expect(cached).toEqual([0o600]);
    await h['connections.remove']({ id });
    expect(await filesUnder(join(dir, 'cache'))).toEqual([]);
  });
});
