import { useQuery } from '@tanstack/react-query';
import type { Entry, EntryAnalytics } from '../../../shared/api/accounts.js';
import { Decimal, sumDecimals } from '../../../shared/api/money.js';
import { desktop } from './bridge.js';
import { queryKeys } from './query-keys.js';
import { useOffers } from './use-service-info.js';

/**
 * The entries a posted document or payment wrote, read only while the dialog is open and only from
 * a service that keeps accounts (`ledger.accounts`); a post or unpost marks them stale with the record.
 */
export function useRecordEntries(uid: string, open: boolean) {
  const offered = useOffers('ledger.accounts');
  const query = useQuery({
    queryKey: queryKeys.documents.entries(uid),
    enabled: offered && open,
    queryFn: async (): Promise<Entry[]> => (await desktop['documents.entries']({ uid })).data,
  });
  return { ...query, offered, entries: query.data ?? [] };
}

/** The sum of the entries' amounts, exact to the kopeck. */
export function entriesTotal(entries: readonly Entry[]): Decimal {
  return sumDecimals(entries.map((entry) => new Decimal(entry.amount)));
}

/** One side's analytics as the user reads them: counterparty, contract, goods, store, by name. */
export function analyticsText(analytics: EntryAnalytics): string {
  return [analytics.agent, analytics.contract, analytics.entity, analytics.store]
    .map((ref) => ref?.name)
    .filter((name): name is string => Boolean(name))
    .join(', ');
}
