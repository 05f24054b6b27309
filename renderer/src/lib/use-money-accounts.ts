import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BridgeRequest } from '../../../shared/ipc/bridge-contract.js';
import { desktop } from './bridge.js';
import { refreshAfterOwnChange } from './kind-refresh.js';
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

/** A new money account or a change of one (a name, an IBAN, made main); what shows it is read again after (kind-refresh.ts): the list, the payments. */
export function useUpdateMoneyAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BridgeRequest<'moneyAccounts.update'>) => desktop['moneyAccounts.update'](body),
    onSuccess: (_reply, body) => refreshAfterOwnChange(client, 'moneyAccount', [body.uid]),
  });
}
