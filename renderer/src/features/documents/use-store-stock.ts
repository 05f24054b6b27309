import { skipToken, useQuery } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';

/** What one store holds now (the warehouse balance of that store): the materials' average cost for a manufacture's estimate. */
export function useStoreStock(storeUid: string | null) {
  return useQuery({
    queryKey: queryKeys.reports.storeStock(storeUid),
    queryFn: storeUid ? async () => (await desktop['reports.warehouseBalance']({ store: storeUid })).data.rows : skipToken,
    staleTime: 60_000,
  });
}
