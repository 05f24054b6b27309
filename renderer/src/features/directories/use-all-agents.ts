import { useQuery } from '@tanstack/react-query';
import type { Agent } from '../../../../shared/api/directories.js';
import type { Freshness } from '../../../../shared/ipc/api-contract.js';
import { desktop } from '../../lib/bridge.js';

/** The service's directory page limit (DESIGN §3 "Limits"). */
export const DIRECTORY_PAGE = 20;
const MAX_PAGES = 1000;

/**
 * Every agent, read page by page (20 at a time) until the total is reached. The oldest page's
 * freshness is kept, so the offline banner shows when any page came from the cache.
 */
export function useAllAgentRecords() {
  return useQuery({
    queryKey: ['directory', 'agents'],
    queryFn: async (): Promise<{ data: Agent[]; totalCount: number } & Freshness> => {
      const data: Agent[] = [];
      let freshness: Freshness = { source: 'live', fetchedAt: new Date().toISOString() };
      let totalCount = 0;
      for (let page = 0; page < MAX_PAGES; page++) {
        const reply = await desktop['agents.index']({ pageSize: DIRECTORY_PAGE, offset: page * DIRECTORY_PAGE });
        data.push(...reply.data);
        if (reply.source === 'cache' && (freshness.source === 'live' || reply.fetchedAt < freshness.fetchedAt)) freshness = { source: 'cache', fetchedAt: reply.fetchedAt };
        totalCount = reply.totalCount ?? data.length;
        if (reply.data.length < DIRECTORY_PAGE || data.length >= totalCount) break;
      }
      data.sort((a, b) => a.name.localeCompare(b.name, 'uk'));
      return { data, totalCount, ...freshness };
    },
  });
}

/** Agents with an EDRPOU code, through the service's find endpoint. */
export async function findAgentsByCode(code: string): Promise<Agent[]> {
  return (await desktop['agents.find']({ what: 'code', value: code })).data;
}
