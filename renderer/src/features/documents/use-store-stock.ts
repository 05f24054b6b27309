import { skipToken, useQuery } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';

/** What one store holds now (the warehouse balance of that store): the materials' average cost for a manufacture's estimate. */
export function useStoreStock(storeUid: string | null) {
  return useQuery({
    queryKey: ['reports.warehouseBalance', 'store-stock', storeUid],
    queryFn: storeUid ? async () => (await desktop['reports.warehouseBalance']({ store: storeUid })).data.rows : skipToken,
    staleTime: 60_000,
  });
}
