import { useQuery } from '@tanstack/react-query';
import { desktop } from './bridge.js';
import { queryKeys } from './query-keys.js';
import { useOffers } from './use-service-info.js';

/** Our bank accounts and cash desks, read only from a service that keeps them (`money.accounts`); main ones first. */
export function useMoneyAccounts() {
  const offered = useOffers('money.accounts');
  return useQuery({
    queryKey: queryKeys.directory.moneyAccounts,
    queryFn: async () => (await desktop['moneyAccounts.index']({})).data,
    enabled: offered,
    staleTime: 5 * 60_000,
  });
}
