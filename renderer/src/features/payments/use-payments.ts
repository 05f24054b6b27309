import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { isInvoiceType } from '../../../../shared/api/document-traits.js';
import type { Document } from '../../../../shared/api/documents.js';
import { desktop } from '../../lib/bridge.js';
import { isPeriodReversed, type DocumentsFilter } from '../../lib/period.js';
import { queryKeys } from '../../lib/query-keys.js';

export const PAYMENTS_PAGE_SIZE = 100;

/** One page of the payment documents of a period. */
export function usePayments(filter: DocumentsFilter, page: number) {
  return useQuery({
    queryKey: queryKeys.payments.page(filter, page),
    queryFn: () =>
      desktop['payments.index']({
        from: filter.from,
        to: filter.to,
        pageSize: PAYMENTS_PAGE_SIZE,
        offset: page * PAYMENTS_PAGE_SIZE,
        ...(filter.agent ? { agent: filter.agent } : {}),
      }),
    // A period that ends before it starts is not asked for: the filters say what is wrong (PeriodRange).
    enabled: !isPeriodReversed(filter.from, filter.to),
    placeholderData: keepPreviousData,
  });
}

/** Invoices of one counterparty in the year up to `date`, as candidates for a payment's link. */
export function useInvoicesOf(agentUid: string | null, date: string) {
  return useQuery({
    queryKey: queryKeys.documents.invoicesOf(agentUid, date),
    queryFn: agentUid
      ? async () => {
          const from = `${Number(date.slice(0, 4)) - 1}-01-01`;
          const rows: Document[] = [];
          for (let offset = 0; offset < 1_000; offset += 100) {
            const page = await desktop['documents.index']({ from, to: date, agent: agentUid, pageSize: 100, offset });
            rows.push(...page.data);
            if (page.data.length < 100) break;
          }
          return rows.filter((doc) => isInvoiceType(doc.type)).reverse();
        }
      : skipToken,
  });
}
