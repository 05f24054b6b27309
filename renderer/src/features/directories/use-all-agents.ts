import { useQuery } from '@tanstack/react-query';
import type { Agent } from '../../../../shared/api/directories.js';
import { desktop } from '../../lib/bridge.js';
import { DIRECTORY_PAGE, readAllPages } from './all-pages.js';
import { queryKeys } from '../../lib/query-keys.js';

export { DIRECTORY_PAGE };

/** Every agent, read 20 at a time (see readAllPages). */
export function useAllAgentRecords() {
  return useQuery({
    queryKey: queryKeys.directory.agents,
    queryFn: () => readAllPages<Agent>((offset) => desktop['agents.index']({ pageSize: DIRECTORY_PAGE, offset })),
  });
}

/** Agents with an EDRPOU code, through the service's find endpoint. */
export async function findAgentsByCode(code: string): Promise<Agent[]> {
  return (await desktop['agents.find']({ what: 'code', value: code })).data;
}
