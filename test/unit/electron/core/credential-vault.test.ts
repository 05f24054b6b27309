import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCredentialVault } from '../../../../electron/core/credential-vault.js';
import { createCore, isCoreError, type Core } from '../../../../electron/core/index.js';
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

let dir: string;
let cleanup: () => Promise<void>;
let server: TestServer | null = null;
const cores: Core[] = [];

beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await server?.close();
  server = null;
  await cleanup();
});

describe('the credential vault', () => {
  it('gives back the token it was given, kept encrypted in a file only the user can read', async () => {
    const vault = createCredentialVault(dir, testEncryptor());
    await vault.store('c1', 'секретний-токен-1');
    await vault.store('c2', 'token-2');
    expect(await vault.read('c1')).toBe('секретний-токен-1');
    expect(await vault.read('c2')).toBe('token-2');
    expect(await vault.has('c3')).toBe(false);
    const file = join(dir, 'credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await vault.remove('c1');
    expect(await vault.read('c1')).toBeNull();
    expect(await vault.read('c2')).toBe('token-2');
  });

  it('keeps every token when accounts are added at the same moment', async () => {
    const vault = createCredentialVault(dir, testEncryptor());
    await Promise.all(Array.from({ length: 20 }, (_, i) => vault.store(`c${i}`, `t${i}`)));
    for (let i = 0; i < 20; i += 1) expect(await vault.read(`c${i}`)).toBe(`t${i}`);
  });

  it('never lets the token reach a reply, a log line, a cache file or connections.json', async () => {
    const token = `tok-${randomUUID()}`;
    const uid = randomUUID();
    server = await startServer((req, res) => {
      if (req.headers.authorization !== token) return sendJson(res, 401, { success: false, errors: ['UNAUTHORIZED: bad token'] });
      // A hostile or careless service that echoes the token in its error text.
      if (req.url.startsWith('/document/setdone'))
        return sendJson(res, 422, { success: false, errors: [`NO_LINES: your token ${token} may not post`] });
      if (req.url.startsWith('/store/index/')) return sendJson(res, 200, { success: true, data: [], totalCount: 0 });
      return sendJson(res, 200, { success: true, data: documentReply(uid) });
    });
    const { lines, log } = logRecorder();
    const core = await createCore({ userDataDir: dir, encryptor: testEncryptor(), launchService: noLauncher, log });
    cores.push(core);
    const h = bridgeOf(core.handlers);
    const replies: unknown[] = [];
    const added = await h['connections.add']({ kind: 'cloud', name: 'Хмара', baseUrl: server.url, token });
    replies.push(added, await h['connections.select']({ id: added.id }), await h['connections.list']({}));
    replies.push(await h['connections.test']({ id: added.id }), await h['documents.load']({ uid }), await h['cache.list']({}));
    const failure = await h['documents.setDone']({ uid, done: true }).catch((e: unknown) => e);
    expect(isCoreError(failure, 'ruleFailed')).toBe(true);
    replies.push((failure as Error).message, (failure as { errors: string[] }).errors);

    expect(server.seen.filter((r) => r.headers.authorization === token).length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(replies)).not.toContain(token);
    expect(lines.join('\n')).not.toContain(token);
    const files = await filesUnder(dir);
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining([join(dir, 'connections.json'), join(dir, 'credentials.json')]));
    expect(files.some((f) => f.path.includes(`${join('cache', added.id)}`))).toBe(true);
    for (const file of files) {
      expect(file.content.includes(token), file.path).toBe(false);
      expect(file.content.includes(Buffer.from(token).toString('base64')), file.path).toBe(false);
      expect(file.mode, file.path).toBe(0o600);
    }
  });

  it('reports a weak key store (Linux basic_text) on the account and in the log', async () => {
    const { lines, log } = logRecorder();
    const core = await createCore({
      userDataDir: dir,
      encryptor: testEncryptor({ backend: 'basic_text' }),
      launchService: noLauncher,
      log,
    });
    cores.push(core);
    const added = await bridgeOf(core.handlers)['connections.add']({
      kind: 'cloud',
      name: 'x',
      baseUrl: 'https://api.example.com',
      token: 't-weak',
    });
    expect(added.weakKeyVault).toBe(true);
    expect((await bridgeOf(core.handlers)['connections.list']({})).find((c) => c.id === added.id)?.weakKeyVault).toBe(true);
    expect(lines.some((line) => line.startsWith('warn') && line.includes('basic_text'))).toBe(true);
  });

  it('refuses to keep a token when encryption is not available, and leaves no half-made account', async () => {
    const core = await createCore({ userDataDir: dir, encryptor: testEncryptor({ available: false }), launchService: noLauncher });
    cores.push(core);
    const bridge = bridgeOf(core.handlers);
    const failure = await bridge['connections.add']({
      kind: 'cloud',
      name: 'x',
      baseUrl: 'https://api.example.com',
      token: 'never-stored',
    }).catch((e: unknown) => e);
    expect(isCoreError(failure, 'encryptionUnavailable')).toBe(true);
    expect((failure as Error).message).toMatch(/not saved/);
    expect((await bridgeOf(core.handlers)['connections.list']({})).map((c) => c.id)).toEqual(['demo']);
    const files = await filesUnder(dir);
    expect(files.some((f) => f.content.includes('never-stored'))).toBe(false);
    expect(files.some((f) => f.path.endsWith('credentials.json'))).toBe(false);
  });
});
