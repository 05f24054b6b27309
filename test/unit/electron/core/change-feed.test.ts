import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedBackoffMs, startChangeFeed, type ChangeFeed } from '../../../../electron/core/change-feed.js';
import { fakeFeedService, nextBatch } from './fake-feed.js';

const TARGET = { baseUrl: 'http://127.0.0.1:9', header: 'authorization', prefix: '', token: 'feed-token' };
const target = () => Promise.resolve(TARGET);

/** Lets the feed's promises run without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** The main process's change feed (docs/architecture.md, "The change feed"), against a fake service. */
describe('change feed', () => {
  let feed: ChangeFeed | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    feed?.stop();
    await feed?.done;
    feed = null;
    vi.useRealTimers();
  });

  it('starts from the head and hands over only what changed after it, in order', async () => {
    const service = fakeFeedService();
    service.change('document', 'a', 'create');
    const { listen, next } = nextBatch();
    feed = startChangeFeed({ target, fetch: service.fetch, onChanges: listen });
    await settle();
    expect(service.openRequests()).toBe(1);
    const heard = next();
    service.change('document', 'b', 'post');
    service.change('payment', 'c', 'update');
    expect((await heard).map((c) => c.uid)).toEqual(['b']);
    const more = next();
    await settle();
    expect((await more).map((c) => c.uid)).toEqual(['c']);
    expect(service.seen.slice(0, 3)).toEqual(['/service/info', '/changes/head', '/changes/?since=1&wait=30']);
  });

  it('keeps one request open and makes at most 2 in an idle minute', async () => {
    const service = fakeFeedService();
    feed = startChangeFeed({ target, fetch: service.fetch, onChanges: () => undefined });
    await settle();
    const before = service.seen.length;
    for (let second = 0; second < 60; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      expect(service.openRequests()).toBeLessThanOrEqual(1);
    }
    expect(service.seen.length - before).toBeLessThanOrEqual(2);
  });

  it('backs off while the service is unreachable, then picks up what changed meanwhile', async () => {
    const service = fakeFeedService();
    const { listen, next, batches } = nextBatch();
    feed = startChangeFeed({ target, fetch: service.fetch, onChanges: listen, random: () => 0.99 });
    await settle();
    service.state.down = true;
    // The request open before the outage still answers this one; the next ones fail.
    service.change('agent', 'x', 'update');
    await settle();
    const failedFrom = service.seen.length;
    await vi.advanceTimersByTimeAsync(60_000);
    // 1 + 2 + 4 + 8 + 16 + 30 s: six tries in a minute, never a storm.
    expect(service.seen.length - failedFrom).toBeLessThanOrEqual(6);
    const atLongest = service.seen.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(service.seen.length - atLongest).toBeLessThanOrEqual(4);
    service.state.down = false;
    service.change('agent', 'y', 'update');
    const heard = next();
    await vi.advanceTimersByTimeAsync(30_000);
    await heard;
    expect(batches.flat().map((c) => c.uid)).toEqual(['x', 'y']);
  });

  it('waits between 1 s and 30 s, jittered, as failures go on', () => {
    expect(feedBackoffMs(1, () => 0)).toBe(500);
    expect(feedBackoffMs(1, () => 0.999)).toBeLessThanOrEqual(1000);
    expect(feedBackoffMs(2, () => 0.999)).toBeGreaterThan(1000);
    expect(feedBackoffMs(50, () => 0.999)).toBeLessThanOrEqual(30_000);
    expect(feedBackoffMs(50, () => 0)).toBe(15_000);
  });

  it('ends its open request when stopped and asks nothing more', async () => {
    const service = fakeFeedService();
    const running = startChangeFeed({ target, fetch: service.fetch, onChanges: () => undefined });
    await settle();
    running.stop();
    await running.done;
    const asked = service.seen.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(service.openRequests()).toBe(0);
    expect(service.seen.length).toBe(asked);
  });

  it('asks nothing more of a service that offers no feed', async () => {
    const service = fakeFeedService({ offers: false });
    const running = startChangeFeed({ target, fetch: service.fetch, onChanges: () => undefined });
    await running.done;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(service.seen).toEqual(['/service/info']);
  });
  it('reaches a company served to the office through the client pinned to its certificate', async () => {
    const service = fakeFeedService();
    const pinnedTo: string[] = [];
    const plain = vi.fn(service.fetch);
    const served = { ...TARGET, baseUrl: 'https://127.0.0.1:9', fingerprint: 'AB:CD' };
    feed = startChangeFeed({
      target: () => Promise.resolve(served),
      fetch: plain,
      pinnedFetch: (fingerprint) => {
        pinnedTo.push(fingerprint);
        return service.fetch;
      },
      onChanges: () => undefined,
    });
    await settle();
    expect(service.openRequests()).toBe(1);
    expect(pinnedTo).toEqual(['AB:CD']);
    expect(plain).not.toHaveBeenCalled();
  });
});
