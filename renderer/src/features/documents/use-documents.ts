import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localDayStart } from '../../../../shared/api/dates.js';
import { desktop } from '../../lib/bridge.js';
import { isPeriodReversed, type DocumentsFilter } from '../../lib/period.js';
import { queryKeys } from '../../lib/query-keys.js';

/** The largest page documents.index allows (shared/api DocumentIndexQuery). */
export const DOCUMENTS_PAGE_SIZE = 100;

/** The documents.index request of one page: the period, agent and modified-since are filtered by the service. */
export function documentsIndexRequest(filter: DocumentsFilter, page: number) {
  return {
    from: filter.from,
    to: filter.to,
    pageSize: DOCUMENTS_PAGE_SIZE,
    offset: page * DOCUMENTS_PAGE_SIZE,
    ...(filter.agent ? { agent: filter.agent } : {}),
    ...(filter.modifiedSince ? { dateModified: localDayStart(filter.modifiedSince) } : {}),
  };
}

function documentsQuery(filter: DocumentsFilter, page: number) {
  return {
    queryKey: queryKeys.documents.page(filter, page),
    queryFn: () => desktop['documents.index'](documentsIndexRequest(filter, page)),
  };
}

/**
 * One page of the documents index, fetched from the service: 100,000 documents are never loaded
 * at once. The next page is fetched in the background, so paging forward does not wait.
 */
export function useDocuments(filter: DocumentsFilter, page: number) {
  const client = useQueryClient();
  // Asked again on every visit, even within the cache's fresh time: when the service has gone out of
  // reach meanwhile, the core answers from its offline copy and the "as of" banner shows at once,
  // without the user pressing Refresh (the rows already shown stay while it answers).
  // A period that ends before it starts is not asked for: the filters say what is wrong (PeriodRange).
  const enabled = !isPeriodReversed(filter.from, filter.to);
  const reply = useQuery({ ...documentsQuery(filter, page), enabled, placeholderData: keepPreviousData, refetchOnMount: 'always' });
  const total = reply.data?.totalCount;
  const hasNext = total !== undefined && (page + 1) * DOCUMENTS_PAGE_SIZE < total;
  useEffect(() => {
    if (hasNext) void client.prefetchQuery(documentsQuery(filter, page + 1));
  }, [client, filter, page, hasNext]);
  return reply;
}
