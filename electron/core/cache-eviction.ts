import { readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_LIMIT_MB } from '../../shared/ipc/app-contract.js';

/** The size limit of one connection's offline cache unless its settings say otherwise. */
export const DEFAULT_CACHE_LIMIT_MB = CACHE_LIMIT_MB.default;

// A temporary file older than this is what a crash mid-write left behind, not a write under way.
const STALE_TEMP_MS = 10 * 60_000;

const ENTRY = /^[0-9a-f]{64}\.json$/;
const TEMP = /^\.[0-9a-f]+\.tmp$/;

/**
 * Marks an entry as just used. Recency lives in the file's own modification time, so there is no
 * separate index that a crash could leave out of step with the entries.
 */
export async function touchEntry(path: string, now = new Date()): Promise<void> {
  await utimes(path, now, now).catch(() => undefined);
}

/** Bytes the entries of one connection's folder take, and what was evicted to get there. */
export interface EvictionResult {
  bytes: number;
  evicted: number;
}

export interface EvictToLimitOptions {
  limitBytes: number;
  keep: string | null;
  now?: number;
}

/**
 * Keeps one connection's cache folder within `limitBytes`: least recently used entries go first,
 * never `keep` (the entry just written). Leftover temporary files of crashed writes are removed too.
 */
export async function evictToLimit(folder: string, { limitBytes, keep, now = Date.now() }: EvictToLimitOptions): Promise<EvictionResult> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { bytes: 0, evicted: 0 };
    throw error;
  }
  const entries: { name: string; size: number; used: number }[] = [];
  for (const name of names) {
    const info = await stat(join(folder, name)).catch(() => null);
    if (!info) continue;
    if (TEMP.test(name) && now - info.mtimeMs > STALE_TEMP_MS) await rm(join(folder, name), { force: true });
    else if (ENTRY.test(name)) entries.push({ name, size: info.size, used: info.mtimeMs });
  }
  let bytes = entries.reduce((total, entry) => total + entry.size, 0);
  let evicted = 0;
  for (const entry of entries.sort((a, b) => a.used - b.used)) {
    if (bytes <= limitBytes) break;
    if (entry.name === keep) continue;
    await rm(join(folder, entry.name), { force: true });
    bytes -= entry.size;
    evicted += 1;
  }
  return { bytes, evicted };
}
