import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Document } from '../../../../shared/api/documents.js';
import type { Freshness } from '../../../../shared/ipc/api-contract.js';
import { desktop } from '../../lib/bridge.js';

/** The largest page documents.index allows (shared/api DocumentIndexQuery). */
export const DOCUMENTS_PAGE_SIZE = 100;

export interface DocumentsFilter {
  from: string;
  to: string;
  agent: string | null;
}

export type DocumentsPage = { data: Document[]; totalCount?: number } & Freshness;

/** One page of the documents index for a period (and agent), fetched from the service: 100,000 documents are never loaded at once. */
export function useDocuments(filter: DocumentsFilter, page: number) {
  return useQuery({
    queryKey: ['documents', filter, page],
    queryFn: async () => (await desktop['documents.index']({
      from: filter.from,
      to: filter.to,
      pageSize: DOCUMENTS_PAGE_SIZE,
      offset: page * DOCUMENTS_PAGE_SIZE,
      ...(filter.agent ? { agent: filter.agent } : {}),
    })) as DocumentsPage,
    placeholderData: keepPreviousData,
  });
}

/** The first and last day of the month of `today` (`YYYY-MM-DD`). */
export function monthOf(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** Today in local time as `YYYY-MM-DD`. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
