import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './query-keys.js';

/**
 * What a post, an unpost, a delete or a link of a document or payment can change: the lists, the
 * dashboard (it reads today's unposted records and the balances), every report (stock, turnovers,
 * aging, reconciliation), the bank's open invoices, the manual operations' lists, and the records themselves with their history.
 * `uids` are the record changed and the parents it was, or now is, linked to.
 */
function ledgerChangeKeys(uids: readonly (string | null | undefined)[]): QueryKey[] {
  const records = [...new Set(uids.filter((uid): uid is string => Boolean(uid)))];
  return [
    queryKeys.documents.lists,
    queryKeys.payments.lists,
    queryKeys.dashboard.all,
    queryKeys.reports.all,
    queryKeys.bank.all,
    queryKeys.operations.all,
    ...records.flatMap((uid) => [queryKeys.documents.one(uid), queryKeys.history(uid)]),
  ];
}

/**
 * Marks stale what a change of the ledger can affect, whatever the query's fresh time, so the
 * dashboard and the reports show it at once; the queries on screen read again now (see ledgerChangeKeys).
 */
async function refreshAfterLedgerChange(client: QueryClient, uids: readonly (string | null | undefined)[]): Promise<void> {
  await Promise.all(ledgerChangeKeys(uids).map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** refreshAfterLedgerChange bound to the app's query client. */
export function useLedgerRefresh(): (uids: readonly (string | null | undefined)[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback((uids) => refreshAfterLedgerChange(client, uids), [client]);
}
