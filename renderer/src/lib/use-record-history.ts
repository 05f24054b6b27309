import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryRecord } from '../../../shared/api/history.js';
import { desktop } from './bridge.js';
import { useOffers } from './use-service-info.js';
import { queryKeys } from './query-keys.js';

/** Changes read per page: a record changed more often shows "show more". */
export const HISTORY_PAGE_SIZE = 20;

interface HistoryPage {
  records: HistoryRecord[];
  next: number | null;
}

/**
 * The changes of one record, oldest first, a page at a time; read only while the panel is open
 * and only from a service that offers `history`. Each opening reads afresh: a save may have added one.
 */
export function useRecordHistory(uid: string, open: boolean) {
  const offered = useOffers('history');
  const query = useInfiniteQuery({
    queryKey: queryKeys.history(uid),
    enabled: offered && open,
    staleTime: 0,
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<HistoryPage> => {
      const reply = await desktop['history.index']({ uid, pageSize: HISTORY_PAGE_SIZE, offset: pageParam });
      const read = pageParam + reply.data.length;
      const total = reply.totalCount ?? read;
      return { records: reply.data, next: read < total && reply.data.length > 0 ? read : null };
    },
    getNextPageParam: (last) => last.next,
  });
  return { ...query, offered, records: query.data?.pages.flatMap((page) => page.records) ?? [] };
}
