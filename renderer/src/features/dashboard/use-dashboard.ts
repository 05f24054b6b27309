import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { desktop } from '../../lib/bridge.js';
import { allDocuments, allPayments } from '../../lib/document-pages.js';
import { awaitingInvoices, unpostedOf } from './dashboard-model.js';
import { queryKeys } from '../../lib/query-keys.js';

/** How far back open invoices are looked for: a year covers what an office still chases. */
export const INVOICE_MONTHS = 12;

/** Today's unposted documents and payments. */
export function useUnpostedToday(today: string) {
  return useQuery({
    queryKey: queryKeys.dashboard.unposted(today),
    queryFn: async () => {
      const [docs, payments] = await Promise.all([allDocuments({ from: today, to: today }), allPayments({ from: today, to: today })]);
      const freshness = docs.source === 'cache' ? docs : payments;
      return { items: unpostedOf(docs.rows, payments.rows), source: freshness.source, fetchedAt: freshness.fetchedAt };
    },
  });
}

/** Invoices of the last months awaiting payment or shipment. */
export function useAwaitingInvoices(today: string) {
  return useQuery({
    queryKey: queryKeys.dashboard.invoices(today),
    queryFn: async () => {
      const docs = await allDocuments({ from: dayjs(today).subtract(INVOICE_MONTHS, 'month').format('YYYY-MM-DD'), to: today });
      return { items: awaitingInvoices(docs.rows), source: docs.source, fetchedAt: docs.fetchedAt };
    },
  });
}

/** Current balances of every store, for the low-stock list. */
export function useCurrentBalance() {
  return useQuery({ queryKey: queryKeys.dashboard.balance, queryFn: () => desktop['reports.warehouseBalance']({}) });
}

/** Customers' debts by age today, for the overdue card: the aging report, live or (offline) from the cache. */
export function useOverdue(today: string) {
  return useQuery({
    queryKey: queryKeys.dashboard.overdue(today),
    queryFn: () => desktop['reports.aging']({ date: today, side: 'receivable' }),
  });
}
