import type { z } from 'zod';
import type { LiveChange, liveContract } from '../../shared/ipc/live-contract.js';
import { startChangeFeed, type ChangeFeed, type ChangeFeedOptions } from './change-feed.js';
import { targetOf, type CoreContext } from './core-context.js';

type LiveReply = z.input<(typeof liveContract)['live.next']['response']>;

/** Tuning of the live changes; tests give a fake fetch. */
export interface LiveTuning extends Pick<ChangeFeedOptions, 'fetch' | 'waitSeconds' | 'random'> {
  /** How long a `live.next` call waits for changes before it answers none, in ms (25 s by default). */
  replyWaitMs?: number;
  /** How many changes are kept for the renderer to take (1,000 by default). */
  keep?: number;
}

/** The main process's side of live changes: the selected company's feed, and the renderer's waiting call. */
export interface LiveChanges {
  /** Answers `live.next`: the changes after `after`, at once or as soon as some arrive, or none after a while. */
  next(after: number): Promise<LiveReply>;
  /** Follows the selected connection: the feed of another company stops and the selected one's starts. */
  follow(): void;
  close(): Promise<void>;
}

/**
 * Holds one change feed, that of the selected company, and hands its changes to the renderer
 * (docs/architecture.md, "The change feed"). Changes are numbered here by a cursor of this app's
 * own, so the renderer's waiting call names what it has seen whatever the company.
 */
export function createLiveChanges(ctx: CoreContext, tuning: LiveTuning = {}): LiveChanges {
  const replyWaitMs = tuning.replyWaitMs ?? 25_000;
  const keep = tuning.keep ?? 1000;
  const recent: { cursor: number; change: LiveChange }[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  let feed: { key: string; running: ChangeFeed } | null = null;
  // The feed starts once the renderer first asks for changes: a host without a page (or a test) opens no request.
  let wanted = false;

  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const take = (changes: LiveChange[]) => {
    for (const change of changes) recent.push({ cursor: (cursor += 1), change });
    recent.splice(0, Math.max(0, recent.length - keep));
    wake();
  };
  const answer = (after: number): LiveReply | null => {
    const oldest = recent[0]?.cursor ?? cursor + 1;
    if (after > cursor || after + 1 < oldest) return { cursor, changes: [], missed: after !== -1 && after !== cursor };
    const changes = recent.filter((entry) => entry.cursor > after).map((entry) => entry.change);
    return changes.length > 0 ? { cursor, changes, missed: false } : null;
  };

  function follow(): void {
    const active = ctx.connections.active();
    // The certificate is part of what is followed: a feed pinned to one the user has since replaced
    // would be refused by the server's new one for good.
    const key = active ? `${active.id} ${active.fingerprint ?? ''}` : null;
    if (feed?.key === key || ctx.signal.aborted) return;
    feed?.running.stop();
    feed = null;
    if (!active || key === null || !wanted) return;
    const running = startChangeFeed({
      ...tuning,
      target: () => targetOf(ctx, active),
      onChanges: take,
      log: ctx.options.log,
    });
    feed = { key, running };
  }

  return {
    next(after) {
      wanted = true;
      follow();
      if (after === -1) return Promise.resolve({ cursor, changes: [], missed: false });
      const now = answer(after);
      if (now) return Promise.resolve(now);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          ctx.signal.removeEventListener('abort', done);
          waiters.delete(done);
          resolve(answer(after) ?? { cursor, changes: [], missed: false });
        };
        const timer = setTimeout(done, replyWaitMs);
        ctx.signal.addEventListener('abort', done, { once: true });
        waiters.add(done);
      });
    },
    follow,
    async close() {
      const running = feed?.running;
      feed = null;
      running?.stop();
      wake();
      await running?.done;
    },
  };
}
