import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Encryptor, Handlers, ServiceLauncher } from '../../../../electron/core/core-types.js';
import { bridgeContract, OPERATIONS, type DesktopApi } from '../../../../shared/ipc/index.js';

/** A fresh temporary folder and a function that removes it. */
export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'oblik-core-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** An Encryptor like safeStorage: AES with a key of its own, so sealed tokens are unreadable on disk. */
export function testEncryptor(options: { available?: boolean; backend?: string } = {}): Encryptor {
  const key = randomBytes(32);
  return {
    isAvailable: () => options.available ?? true,
    backend: () => options.backend ?? 'gnome_libsecret',
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** A launcher that must never be used: tests of cloud connections start no local service. */
export const noLauncher: ServiceLauncher = () => {
  throw new Error('this test starts no local service');
};

/** A request the test server received. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A small HTTP server on 127.0.0.1 with a port of its own; `close()` ends it and every connection. */
export interface TestServer {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Starts a test server on 127.0.0.1 port 0 that answers with `answer`. */
export async function startServer(answer: (req: SeenRequest, res: ServerResponse) => void): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a JSON reply. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Every file under `dir` with its mode and content. */
export async function filesUnder(dir: string): Promise<{ path: string; mode: number; content: Buffer }[]> {
  const found: { path: string; mode: number; content: Buffer }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.push({ path, mode: (await stat(path)).mode & 0o777, content: await readFile(path) });
  }
  return found;
}

/** Collects log lines. */
export function logRecorder() {
  const lines: string[] = [];
  return {
    lines,
    log: (level: string, message: string) => {
      lines.push(`${level} ${message}`);
    },
  };
}

/** A document as our service returns it. */
export function documentReply(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uid,
    date: '2025-03-01',
    type: 'waybillOut',
    no: '1',
    sum: 1200,
    vatCode: '20',
    vatInPrice: false,
    vatSum: 240,
    total: 1440,
    memo: '',
    agent: null,
    contract: null,
    storeIn: null,
    storeOut: null,
    done: false,
    paid: 0,
    shipped: 0,
    dateModified: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The handlers as the renderer sees them: every request and reply parsed with the contract,
 * the way Electron's ipc.ts and the browser host call the core.
 */
export function bridgeOf(handlers: Handlers): DesktopApi {
  const api = Object.fromEntries(
    OPERATIONS.map((op) => [
      op,
      async (raw: unknown) => {
        const { request, response } = bridgeContract[op] as { request: z.ZodType; response: z.ZodType };
        const run = handlers[op] as (request: unknown) => Promise<unknown>;
        return response.parse(await run(request.parse(raw)));
      },
    ]),
  );
  return api as DesktopApi;
}
