import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { Worker } from 'node:worker_threads';
import { memoryReducingCollector, RELEASE_IDLE_MS } from './memory-release.js';

export { RELEASE_IDLE_MS } from './memory-release.js';

/** The service's worker threads now running, by name (the company file's reader, the printed forms). */
const threads = new Map<string, Worker>();

/** Counts a worker thread in the service's memory figures while it runs. */
export function trackThread(name: string, worker: Worker): void {
  threads.set(name, worker);
  worker.once('exit', () => {
    if (threads.get(name) === worker) threads.delete(name);
  });
}

/** One V8 heap in MB: what is live, what V8 holds for it, and the most it may hold. */
export interface HeapFigures {
  usedMb: number;
  totalMb: number;
  limitMb: number;
}

/**
 * Where the process's resident memory is (docs/performance.md, "Memory"): the main thread's V8
 * heap, memory outside V8 (Buffers: rendered replies), each worker thread's heap, and, on Linux,
 * the resident pages that are the process's own (anonymous: heaps, malloc, SQLite's page caches)
 * against those mapped from files (the Node binary, the company file if mapped).
 */
export interface MemoryFigures {
  heap: HeapFigures;
  externalMb: number;
  arrayBuffersMb: number;
  threads: Record<string, HeapFigures>;
  /** The collections that gave memory back once the service was idle (releaseWhenIdle), and the longest of them. */
  releases: { count: number; maxMs: number };
  /** The main thread's garbage collections since the start (those releases included): their pauses in all, and the longest. */
  collections: { count: number; totalMs: number; maxMs: number };
  anonymousMb?: number;
  fileMb?: number;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

const heapFigures = (s: { used_heap_size: number; total_heap_size: number; heap_size_limit: number }): HeapFigures => ({
  usedMb: mb(s.used_heap_size),
  totalMb: mb(s.total_heap_size),
  limitMb: mb(s.heap_size_limit),
});

/** Resident anonymous and file-backed memory from /proc (Linux); nothing elsewhere. */
function residentKinds(): Pick<MemoryFigures, 'anonymousMb' | 'fileMb'> {
  let text: string;
  try {
    text = readFileSync('/proc/self/smaps_rollup', 'utf8');
  } catch {
    return {};
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  const anonymous = kib('Anonymous');
  return { anonymousMb: mb(anonymous * 1024), fileMb: mb((kib('Rss') - anonymous) * 1024) };
}

/** The composition of the service's memory now. */
export async function memoryFigures(): Promise<MemoryFigures> {
  const usage = process.memoryUsage();
  const threadFigures: Record<string, HeapFigures> = {};
  for (const [name, worker] of threads) {
    try {
      threadFigures[name] = heapFigures(await worker.getHeapStatistics());
    } catch {
      // A thread that ended meanwhile holds nothing.
    }
  }
  return {
    heap: heapFigures(getHeapStatistics()),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    threads: threadFigures,
    releases: { ...releases },
    collections: { count: collections.count, totalMs: Math.round(collections.totalMs), maxMs: Math.round(collections.maxMs * 10) / 10 },
    ...residentKinds(),
  };
}

const releases = { count: 0, maxMs: 0 };
const collections = { count: 0, totalMs: 0, maxMs: 0 };
/** How much the process must have grown since its last release for the next to be worth its pause. */
const RELEASE_GROWTH_BYTES = 16 * 1_048_576;

export interface ReleaseWhenIdleOptions {
  idleMs?: number;
  growthBytes?: number;
}

/**
 * Once the service has been idle for RELEASE_IDLE_MS after some work, collects the main thread's
 * garbage with memory reduced, so that V8 gives back the pages it no longer needs. It runs once per
 * quiet spell (never twice without a request between) and holds the thread for its duration (on a
 * company of 100,000 positions about 100 ms, 300 on a busy machine; counted in the stats). The function it returns stops it (at a stop).
 */
export function releaseWhenIdle(
  server: Server,
  { idleMs = RELEASE_IDLE_MS, growthBytes = RELEASE_GROWTH_BYTES }: ReleaseWhenIdleOptions = {},
): () => void {
  const collect = memoryReducingCollector();
  // What the heap settings cost: the main thread's pauses for garbage collection.
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      collections.count += 1;
      collections.totalMs += entry.duration;
      collections.maxMs = Math.max(collections.maxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  /** Resident memory after the last release, or at the start. */
  let released = process.memoryUsage.rss();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!collect) return;
      // Only after work that left something to give back: the process grew since the last release, or V8 holds
      // that much heap it does not use; a quiet spell after a few small requests costs nothing.
      const heap = getHeapStatistics();
      const slack = heap.total_heap_size - heap.used_heap_size;
      if (process.memoryUsage.rss() < released + growthBytes && slack < growthBytes) return;
      const started = performance.now();
      collect();
      const ms = performance.now() - started;
      released = process.memoryUsage.rss();
      releases.count += 1;
      releases.maxMs = Math.max(releases.maxMs, Math.round(ms * 10) / 10);
    }, idleMs);
    timer.unref();
  };
  const heard = (_request: IncomingMessage, response: ServerResponse) => {
    arm();
    // A long request's quiet starts when it ends.
    response.once('finish', arm);
  };
  server.on('request', heard);
  // The start's own work (the migrations, the balance read ahead) is released too.
  arm();
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    server.off('request', heard);
  };
}
