import { describe, expect, it, vi } from 'vitest';
import { readEveryPage } from '../../../../renderer/src/lib/every-page.js';

/** An index of `count` rows served `pageSize` at a time, recording the offsets asked for. */
function index(count: number, options: { total?: boolean; cachedAt?: (offset: number) => string | undefined } = {}) {
  const asked: number[] = [];
  const read = (offset: number) => {
    asked.push(offset);
    const data = Array.from({ length: Math.max(0, Math.min(10, count - offset)) }, (_, i) => offset + i);
    const cachedAt = options.cachedAt?.(offset);
    return Promise.resolve({
      data,
      ...(options.total === false ? {} : { totalCount: count }),
      ...(cachedAt ? { source: 'cache' as const, fetchedAt: cachedAt } : { source: 'live' as const, fetchedAt: '2026-11-21T12:00:00Z' }),
    });
  };
  return { read, asked };
}

describe('reading every page of an index', () => {
  it('stops once the total is reached, without asking for an empty page', async () => {
    const { read, asked } = index(30);
    const all = await readEveryPage(read, { pageSize: 10, maxPages: 100 });
    expect(all.rows).toHaveLength(30);
    expect(all.totalCount).toBe(30);
    expect(asked).toEqual([0, 10, 20]);
  });

  it('reads a service that gives no total up to its first short page', async () => {
    const { read, asked } = index(25, { total: false });
    const all = await readEveryPage(read, { pageSize: 10, maxPages: 100 });
    expect(all.rows).toHaveLength(25);
    expect(all.totalCount).toBe(25);
    expect(asked).toEqual([0, 10, 20]);
  });

  it('gives up after maxPages of a service that keeps answering full pages', async () => {
    const { read, asked } = index(1_000_000, { total: false });
    const all = await readEveryPage(read, { pageSize: 10, maxPages: 5 });
    expect(asked).toHaveLength(5);
    expect(all.rows).toHaveLength(50);
  });

  it('is as old as its oldest cached page', async () => {
    const times: Record<number, string> = { 10: '2026-11-20T09:00:00Z', 20: '2026-11-19T08:00:00Z' };
    const { read } = index(30, { cachedAt: (offset) => times[offset] });
    const all = await readEveryPage(read, { pageSize: 10, maxPages: 100 });
    expect(all).toMatchObject({ source: 'cache', fetchedAt: '2026-11-19T08:00:00Z' });
  });
  it('reads the pages after the first several at once, and keeps the rows in order whatever order they come back in', async () => {
    let inFlight = 0;
    let most = 0;
    const read = async (offset: number) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // Later pages answer sooner (on the test's clock): the order of the replies is the reverse of the order asked.
      await new Promise((done) => setTimeout(done, offset === 0 ? 0 : 50 - offset / 10));
      inFlight -= 1;
      const data = Array.from({ length: Math.max(0, Math.min(10, 95 - offset)) }, (_, i) => offset + i);
      return { data, totalCount: 95, source: 'live' as const, fetchedAt: '2026-11-21T12:00:00Z' };
    };
    vi.useFakeTimers();
    try {
      const reading = readEveryPage(read, { pageSize: 10, maxPages: 100 });
      await vi.runAllTimersAsync();
      const all = await reading;
      expect(most).toBeGreaterThan(1);
      expect(all.rows).toEqual(Array.from({ length: 95 }, (_, i) => i));
    } finally {
      vi.useRealTimers();
    }
  });
});
