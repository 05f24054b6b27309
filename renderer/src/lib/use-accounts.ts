import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountInput } from '../../../shared/api/accounts.js';
import { desktop } from './bridge.js';
import { queryKeys } from './query-keys.js';
import { conflictOf, withVersion } from './record-conflict.js';
import { useOffers } from './use-service-info.js';

/** The whole chart of accounts in its natural order, read only from a service that offers it (`ledger.accounts`). */
export function useAccounts() {
  const offered = useOffers('ledger.accounts');
  return useQuery({
    queryKey: queryKeys.directory.accounts,
    queryFn: async () => (await desktop['accounts.index']({})).data,
    enabled: offered,
  });
}

/** A change of the chart: a new sub-account, a rename, a kind or analytics, (de)activation, or a delete; the chart is read again after. */
export function useChangeAccounts() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.directory.accounts });
  // Someone else changed the account meanwhile: the chart shows theirs, and its next change their version.
  const refreshOnConflict = (error: unknown) => {
    if (conflictOf(error)) void refresh();
  };
  const update = useMutation({
    mutationFn: (input: AccountInput) => desktop['accounts.update'](input),
    onSuccess: refresh,
    onError: refreshOnConflict,
  });
  const remove = useMutation({
    mutationFn: ({ code, version }: { code: string; version?: number }) => desktop['accounts.delete']({ code, ...withVersion(version) }),
    onSuccess: refresh,
    onError: refreshOnConflict,
  });
  return { update, remove };
}
