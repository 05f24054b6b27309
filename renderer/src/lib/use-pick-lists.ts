import { useQuery } from '@tanstack/react-query';
import { desktop } from './bridge.js';
import { byName, readEveryPage } from './every-page.js';
import { queryKeys } from './query-keys.js';

/** The directory pages' limit (shared/api DirectoryIndexQuery): lists are read 20 at a time. */
const PAGE = 20;
/** A guard against a service that keeps answering full pages. */
const MAX_PAGES = 500;

export interface PickItem {
  uid: string;
  name: string;
}

async function allPages(read: (offset: number) => Promise<{ data: PickItem[]; totalCount?: number }>): Promise<PickItem[]> {
  const { rows } = await readEveryPage(read, { pageSize: PAGE, maxPages: MAX_PAGES });
  return rows.map(({ uid, name }) => ({ uid, name })).sort(byName);
}

/** Every store of the company, for the report's store choice (live or from the offline cache). */
export function useAllStores() {
  return useQuery({
    queryKey: queryKeys.directory.pick('stores'),
    queryFn: () => allPages((offset) => desktop['stores.index']({ pageSize: PAGE, offset })),
    staleTime: 5 * 60_000,
  });
}

/** Every agent of the company, for the supplier and agent choices. */
export function useAllAgents() {
  return useQuery({
    queryKey: queryKeys.directory.pick('agents'),
    queryFn: () => allPages((offset) => desktop['agents.index']({ pageSize: PAGE, offset })),
    staleTime: 5 * 60_000,
  });
}
