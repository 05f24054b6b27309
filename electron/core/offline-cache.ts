import { createHash } from 'node:crypto';
import { open, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { Decimal } from '../../shared/api/money.js';
import type { ApiOperation } from '../../shared/ipc/operations.js';
import type { ApiResult } from './api-response.js';
import { writeFileAtomic } from './atomic-file.js';
import { DEFAULT_CACHE_LIMIT_MB, evictToLimit, touchEntry } from './cache-eviction.js';

import type { LogFn } from './core-types.js';

const Entry = z.object({
  version: z.literal(1),
  key: z.string(),
  /** A run the user asked for (a report's Run button), as opposed to a read made on the way (a drill-down). */
  userRun: z.boolean().default(false),
  operation: z.string(),
  request: z.unknown(),
  fetchedAt: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  result: z.object({ data: z.unknown(), totalCount: z.number().int().optional(), count: z.number().int().optional() }),
});
/** One cached reply with what was asked and when it was fetched. */
export type CacheEntry = z.output<typeof Entry>;

/** A cached reply, or the notice that the cached copy was damaged and dropped. */
export interface CacheRead {
  entry: CacheEntry | null;
  /** Set when an entry existed but was damaged: it is removed, logged, and the user should be told. */
  notice?: string;
}

/** A reply to keep: the `op` and `request` it answered, its `result`, when it was fetched, whether the user ran it. */
export interface CachedReply {
  op: ApiOperation;
  request: unknown;
  result: ApiResult;
  fetchedAt: string;
  userRun?: boolean;
}

/** Replies of read operations kept on disk per connection, for when the service is out of reach. */
export interface OfflineCache {
  /** Keeps a reply; `userRun` marks it as a run the user made (and stays set if a later read of the same request is not one). */
  put(connectionId: string, reply: CachedReply): Promise<void>;
  get(connectionId: string, op: ApiOperation, request: unknown): Promise<CacheRead>;
  list(connectionId: string): Promise<{ entries: CacheEntry[]; notices: string[] }>;
  /** Removes every entry of a connection; returns how many there were. */
  clear(connectionId: string): Promise<number>;
  /** Resolves once every write begun so far has ended (a failed one included). */
  settled(): Promise<void>;
}

/** JSON with object keys sorted, so equal requests give the same key whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Decimal.isDecimal(value)) return JSON.stringify(value.toFixed());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The cache key of an operation and its parsed request. */
export function cacheKey(op: ApiOperation, request: unknown): string {
  return createHash('sha256')
    .update(`${op}\n${canonicalJson(request)}`)
    .digest('hex');
}

/** Whether the entry at `path` is marked as a user's run: read from its first bytes, not the whole (maybe 20 MB) file. */
async function isUserRun(path: string): Promise<boolean> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return false;
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('utf8').includes('"userRun":true');
  } finally {
    await handle.close();
  }
}

/** Options of the cache: the size limit of each connection's folder, in MB (default 500). */
export interface OfflineCacheOptions {
  limitMbOf?: (connectionId: string) => number | undefined;
}

/**
 * Opens the offline cache under `dir`: a folder per connection so caches never mix, one file per
 * operation and canonical request, written atomically (temp + fsync + rename) so a crash leaves
 * the old entry or the new one. Each folder stays within its size limit, least recently used
 * entries evicted first; recency is the file's modification time, so there is no index to tear.
 * A damaged entry is dropped and reported. Writes of a connection go one after another, so a later
 * reply of the same request always wins, and a read waits for the writes begun before it: a caller
 * may answer before its write ends. See docs/desktop-app.md, "Offline".
 */
export function createOfflineCache(dir: string, log?: LogFn, options: OfflineCacheOptions = {}): OfflineCache {
  const folderOf = (connectionId: string) => join(dir, connectionId);
  const fileOf = (connectionId: string, key: string) => join(folderOf(connectionId), `${key}.json`);
  /** What each folder held at its last reading, plus what was written to it since: never less than it holds. */
  const folderBytes = new Map<string, number>();
  /** The last write begun for each connection; it settles after every earlier one. */
  const writes = new Map<string, Promise<void>>();
  /** Waits for the writes of `connectionId` begun so far; their failures are their callers' to report. */
  const written = (connectionId: string) => (writes.get(connectionId) ?? Promise.resolve()).catch(() => undefined);

  async function readEntry(connectionId: string, key: string): Promise<CacheRead> {
    const path = fileOf(connectionId, key);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entry: null };
      throw error;
    }
    let parsed: z.ZodSafeParseResult<CacheEntry> | null;
    try {
      parsed = Entry.safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (parsed?.success && parsed.data.key === key) {
      await touchEntry(path);
      return { entry: parsed.data };
    }
    await unlink(path).catch(() => undefined);
    log?.('warn', `offline cache: a damaged entry ${key} of connection ${connectionId} was removed`);
    return { entry: null, notice: 'A saved offline copy was damaged and has been removed.' };
  }

  async function write(connectionId: string, { op, request, result, fetchedAt, userRun = false }: CachedReply) {
    const key = cacheKey(op, request);
    const path = fileOf(connectionId, key);
    const run = userRun || (await isUserRun(path));
    // `userRun` right after the key: isUserRun reads only the head of the file.
    const entry: CacheEntry = {
      version: 1,
      key,
      userRun: run,
      operation: op,
      request: JSON.parse(canonicalJson(request)),
      fetchedAt,
      result,
    };
    const text = JSON.stringify(entry);
    await writeFileAtomic(path, text);
    const limitMb = options.limitMbOf?.(connectionId) ?? DEFAULT_CACHE_LIMIT_MB;
    const limitBytes = limitMb * 1024 * 1024;
    // The folder is read only when it may be over its limit: its size at the last reading plus every
    // write since is more than it can be (an overwrite counts twice), so below the limit nothing can go.
    // Reading a folder of thousands of entries on every reply took tens of milliseconds each time.
    const bound = (folderBytes.get(connectionId) ?? Infinity) + Buffer.byteLength(text);
    if (bound <= limitBytes) {
      folderBytes.set(connectionId, bound);
      return;
    }
    const { bytes, evicted } = await evictToLimit(folderOf(connectionId), { limitBytes, keep: `${key}.json` });
    folderBytes.set(connectionId, bytes);
    if (evicted > 0)
      log?.(
        'info',
        `offline cache: ${evicted} least recently used entries of connection ${connectionId} evicted to stay within ${limitMb} MB`,
      );
  }

  return {
    put(connectionId, reply) {
      const next = written(connectionId).then(() => write(connectionId, reply));
      writes.set(connectionId, next);
      return next;
    },
    async get(connectionId, op, request) {
      await written(connectionId);
      return readEntry(connectionId, cacheKey(op, request));
    },
    async list(connectionId) {
      await written(connectionId);
      let names: string[];
      try {
        names = await readdir(folderOf(connectionId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], notices: [] };
        throw error;
      }
      const entries: CacheEntry[] = [];
      const notices: string[] = [];
      for (const name of names.filter((n) => /^[0-9a-f]{64}\.json$/.test(n))) {
        const read = await readEntry(connectionId, name.slice(0, -5));
        if (read.entry) entries.push(read.entry);
        if (read.notice) notices.push(read.notice);
      }
      return { entries: entries.sort((a, b) => b.fetchedAt.localeCompare(a.fetchedAt)), notices };
    },
    async clear(connectionId) {
      await written(connectionId);
      let count = 0;
      try {
        count = (await readdir(folderOf(connectionId))).filter((n) => n.endsWith('.json')).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await rm(folderOf(connectionId), { recursive: true, force: true });
      folderBytes.delete(connectionId);
      return count;
    },
    async settled() {
      await Promise.all([...writes.keys()].map(written));
    },
  };
}
