import { skipToken, useQuery } from '@tanstack/react-query';
import type { Agent, Entity, Store } from '../../../shared/api/directories.js';
import { desktop } from './bridge.js';
import { readEveryPage } from './every-page.js';
import { queryKeys } from './query-keys.js';

const PAGE = 20;
/** Directories beyond this are searched by code, article or barcode instead of being listed. */
const MAX_LISTED = 5_000;

async function allPages<T>(read: (offset: number) => Promise<{ data: T[]; totalCount?: number }>): Promise<T[]> {
  return (await readEveryPage(read, { pageSize: PAGE, maxPages: MAX_LISTED / PAGE })).rows;
}

/** Every agent of the connection, for the type-ahead (the service finds agents only by code). */
export function useAgentOptions() {
  return useQuery({
    queryKey: queryKeys.directory.options('agents'),
    queryFn: () => allPages<Agent>((offset) => desktop['agents.index']({ pageSize: PAGE, offset })),
    staleTime: 5 * 60_000,
  });
}

/** Every entity, for the line picker (searched by name, article or barcode on this side). */
export function useEntityOptions() {
  return useQuery({
    queryKey: queryKeys.directory.options('entities'),
    queryFn: () => allPages<Entity>((offset) => desktop['entities.index']({ pageSize: PAGE, offset })),
    staleTime: 5 * 60_000,
  });
}

/** Every store. */
export function useStoreOptions() {
  return useQuery({
    queryKey: queryKeys.directory.options('stores'),
    queryFn: () => allPages<Store>((offset) => desktop['stores.index']({ pageSize: PAGE, offset })),
    staleTime: 5 * 60_000,
  });
}

/** Contracts of one agent. */
export function useContractOptions(agentUid: string | null) {
  return useQuery({
    queryKey: queryKeys.directory.contractOptions(agentUid),
    queryFn: agentUid ? async () => (await desktop['agents.contracts']({ uid: agentUid })).data : skipToken,
  });
}
