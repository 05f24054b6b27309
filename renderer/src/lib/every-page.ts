import type { Freshness } from '../../../shared/ipc/api-contract.js';

/** One page of an index as the bridge answers it; the freshness is there for every read through the core. */
type PageReply<T> = { data: T[]; totalCount?: number } & Partial<Freshness>;

export type EveryPage<T> = { rows: T[]; totalCount: number } & Freshness;

/**
 * Every row of an index, read page by page until a short page or the total is reached (a service
 * that gives no total is read to its first short page); `maxPages` guards against one that keeps
 * answering full pages. The oldest cached page's time is kept, so an offline screen says "as of".
 */
export async function readEveryPage<T>(
  read: (offset: number) => Promise<PageReply<T>>,
  { pageSize, maxPages }: { pageSize: number; maxPages: number },
): Promise<EveryPage<T>> {
  const rows: T[] = [];
  let freshness: Freshness = { source: 'live', fetchedAt: new Date().toISOString() };
  let totalCount: number | undefined;
  for (let page = 0; page < maxPages; page++) {
    const reply = await read(page * pageSize);
    rows.push(...reply.data);
    if (reply.source === 'cache' && reply.fetchedAt && (freshness.source === 'live' || reply.fetchedAt < freshness.fetchedAt))
      freshness = { source: 'cache', fetchedAt: reply.fetchedAt };
    totalCount = reply.totalCount;
    if (reply.data.length < pageSize || rows.length >= (totalCount ?? Infinity)) break;
  }
  return { rows, totalCount: totalCount ?? rows.length, ...freshness };
}

/** Names in the order of the Ukrainian alphabet. */
export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'uk');
