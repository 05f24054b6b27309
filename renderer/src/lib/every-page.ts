import type { Freshness } from '../../../shared/ipc/api-contract.js';

/** One page of an index as the bridge answers it; the freshness is there for every read through the core. */
type PageReply<T> = { data: T[]; totalCount?: number } & Partial<Freshness>;

export type EveryPage<T> = { rows: T[]; totalCount: number } & Freshness;

/**
 * Pages asked for at once once the total is known. Directory pages hold 20 rows, so 8,000 goods are
 * 400 pages: one after another they took seconds, each waiting for the one before.
 */
const IN_FLIGHT = 6;

/** The oldest cached page's time, so an offline screen says "as of"; live while every page was. */
function olderOf(freshness: Freshness, reply: Partial<Freshness>): Freshness {
  if (reply.source !== 'cache' || !reply.fetchedAt) return freshness;
  return freshness.source === 'live' || reply.fetchedAt < freshness.fetchedAt ? { source: 'cache', fetchedAt: reply.fetchedAt } : freshness;
}

export interface ReadEveryPageOptions {
  pageSize: number;
  maxPages: number;
}

/**
 * Every row of an index. The first page tells the total, and the pages up to it are then read a few
 * at a time, kept in their order; a service that gives no total is read page by page to its first
 * short page. `maxPages` guards against one that keeps answering full pages.
 */
export async function readEveryPage<T>(
  read: (offset: number) => Promise<PageReply<T>>,
  { pageSize, maxPages }: ReadEveryPageOptions,
): Promise<EveryPage<T>> {
  const first = await read(0);
  let freshness = olderOf({ source: 'live', fetchedAt: new Date().toISOString() }, first);
  const rows: T[] = [...first.data];
  if (first.data.length < pageSize) return { rows, totalCount: first.totalCount ?? rows.length, ...freshness };

  if (first.totalCount === undefined) {
    for (let page = 1; page < maxPages; page++) {
      const reply = await read(page * pageSize);
      rows.push(...reply.data);
      freshness = olderOf(freshness, reply);
      if (reply.data.length < pageSize) break;
    }
    return { rows, totalCount: rows.length, ...freshness };
  }

  const pages = Math.min(maxPages, Math.ceil(first.totalCount / pageSize));
  const replies: PageReply<T>[] = new Array<PageReply<T>>(pages);
  let next = 1;
  const worker = async () => {
    for (let page = next++; page < pages; page = next++) replies[page] = await read(page * pageSize);
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, pages - 1) }, worker));
  let totalCount = first.totalCount;
  for (const reply of replies.slice(1)) {
    rows.push(...reply.data);
    freshness = olderOf(freshness, reply);
    if (reply.totalCount !== undefined) totalCount = reply.totalCount;
  }
  return { rows, totalCount, ...freshness };
}

export interface Named {
  name: string;
}

/** Names in the order of the Ukrainian alphabet. */
export const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'uk');
