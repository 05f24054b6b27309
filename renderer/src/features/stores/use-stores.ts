import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Store } from '../../../../shared/api/directories.js';
import type { Freshness } from '../../../../shared/ipc/api-contract.js';
import { desktop } from '../../lib/bridge.js';

export type StoresPage = { data: Store[]; totalCount?: number } & Freshness;

/** The largest page the directory indexes allow (shared/api DirectoryIndexQuery). */
export const STORES_PAGE_SIZE = 20;

/** One page of the stores list, live or from the offline cache (the reply says which). */
export function useStores(page: number) {
  return useQuery({
    queryKey: ['stores', page],
    queryFn: async () => (await desktop['stores.index']({ pageSize: STORES_PAGE_SIZE, offset: page * STORES_PAGE_SIZE })) as StoresPage,
    placeholderData: keepPreviousData,
  });
}
