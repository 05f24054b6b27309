import { z } from 'zod';
import { LiveChange } from '../../shared/ipc/live-contract.js';
import type { ApiTarget } from './api-request.js';
import type { LogFn } from './core-types.js';
import { clientsByTarget } from './pinned-fetch.js';

/** How the main process follows one company's change feed; tests shorten nothing but give a fake fetch and fake timers. */
export interface ChangeFeedOptions {
  /** Where the company's service is, with its token (a local company's service is started if need be). */
  target: () => Promise<ApiTarget>;
  /** Hears each batch of new changes, in the feed's order. */
  onChanges: (changes: LiveChange[]) => void;
  /** The client of a service reached directly (a local company's, a cloud account's). */
  fetch?: typeof fetch;
  /**
   * The client of a company served to the office, pinned to its certificate's fingerprint
   * (docs/office.md): its self-made certificate is trusted by that fingerprint alone.
   */
  pinnedFetch?: (fingerprint: string) => typeof fetch;
  log?: LogFn;
  /** How long the service may hold one request open, in seconds (the feed's maximum, 30, by default). */
  waitSeconds?: number;
  /** 0 ≤ x < 1; the jitter of the back-off. */
  random?: () => number;
}

/** A running feed: `stop()` ends its open request and its loop; `done` settles once it has ended. */
export interface ChangeFeed {
  stop(): void;
  done: Promise<void>;
}

/** The longest back-off after failures, in ms. */
export const MAX_FEED_BACKOFF_MS = 30_000;

/**
 * The wait before the next try after `failures` failures in a row: 1 s, 2 s, 4 s … up to 30 s, each
 * between half and all of it, so the apps of an office do not come back at the same instant.
 */
export function feedBackoffMs(failures: number, random: () => number = Math.random): number {
  const full = Math.min(MAX_FEED_BACKOFF_MS, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

const Envelope = <S extends z.ZodType>(data: S) => z.object({ data });
const Info = Envelope(z.object({ extensions: z.array(z.string()) }).loose());
const Head = Envelope(z.object({ seq: z.number().int().nonnegative() }));
const Changes = Envelope(z.array(LiveChange));

class FeedUnavailable extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal.removeEventListener('abort', finish);
      resolve();
    }
    signal.addEventListener('abort', finish, { once: true });
  });
}

/**
 * Follows one company's change feed (docs/architecture.md, "The change feed"): from the feed's head,
 * one long-poll request at a time, asked again at once after each reply; after a failure it backs
 * off and tries again, and it ends when stopped. A service whose `/service/info` does not list
 * `changes` has no feed: the loop ends at once and the app works as without one.
 */
export function startChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const clientOf = clientsByTarget(options.fetch ?? fetch, options.pinnedFetch);
  const waitSeconds = options.waitSeconds ?? 30;
  const random = options.random ?? Math.random;
  const stopping = new AbortController();
  const { signal } = stopping;

  async function read<S extends z.ZodType>(
    target: ApiTarget,
    { path, schema, timeoutMs }: { path: string; schema: S; timeoutMs: number },
  ): Promise<z.output<S>> {
    const url = new URL(`${new URL(target.baseUrl).pathname.replace(/\/+$/, '')}${path}`, target.baseUrl);
    // One controller per request, ended by a stop or by the timeout: a signal combined with
    // AbortSignal.any was seen to lose its listeners while the request waited.
    const request = new AbortController();
    const end = () => request.abort();
    const timer = setTimeout(end, timeoutMs);
    signal.addEventListener('abort', end, { once: true });
    try {
      // Stopped while the target was looked up: no request at all.
      if (signal.aborted) throw new Error('stopped');
      const response = await clientOf(target)(url, {
        headers: { accept: 'application/json', [target.header.toLowerCase()]: `${target.prefix}${target.token}` },
        signal: request.signal,
        // The token goes to the connection's own address only (docs/security.md, checklist item "Secrets").
        redirect: 'manual',
      });
      if (response.status === 404) throw new FeedUnavailable();
      if (!response.ok) throw new Error(`the service answered ${response.status}`);
      return schema.parse(await response.json());
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', end);
    }
  }

  async function run(): Promise<void> {
    let since: number | null = null;
    let failures = 0;
    while (!signal.aborted) {
      const started = Date.now();
      let quiet = false;
      try {
        const target = await options.target();
        if (since === null) {
          const info = await read(target, { path: '/service/info', schema: Info, timeoutMs: 15_000 });
          if (!info.data.extensions.includes('changes')) throw new FeedUnavailable();
          since = (await read(target, { path: '/changes/head', schema: Head, timeoutMs: 15_000 })).data.seq;
        }
        const after: number = since;
        const { data } = await read(target, {
          path: `/changes/?since=${after}&wait=${waitSeconds}`,
          schema: Changes,
          timeoutMs: (waitSeconds + 15) * 1000,
        });
        const fresh: LiveChange[] = data.filter((change) => change.seq > after);
        if (failures > 0) options.log?.('info', 'change feed: the service answers again');
        failures = 0;
        if (fresh.length > 0) {
          since = fresh.reduce((last, change) => Math.max(last, change.seq), after);
          options.onChanges(fresh);
        }
        // A service that answers "nothing" at once would have the app ask in a tight loop: such a reply waits as a failure does.
        quiet = fresh.length === 0 && Date.now() - started < 1000;
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof FeedUnavailable) {
          options.log?.('info', 'change feed: this service offers none; screens refresh as they are read');
          return;
        }
        failures += 1;
        if (failures === 1) options.log?.('warn', `change feed: ${(error as Error).message}; trying again`);
      }
      if (failures > 0 || quiet) await sleep(feedBackoffMs(Math.max(failures, 1), random), signal);
    }
  }

  const done = run().catch((error: unknown) => options.log?.('error', `change feed: ${(error as Error).message}`));
  return { stop: () => stopping.abort(), done };
}
