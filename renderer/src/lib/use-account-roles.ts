import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  DEFAULT_ROLE_ACCOUNTS,
  roleAccountRefusal,
  type AccountRole,
  type AccountRoleUpdateBody,
  type RoleAccounts,
} from '../../../shared/api/account-roles.js';
import type { Account } from '../../../shared/api/accounts.js';
import { desktop } from './bridge.js';
import { queryKeys } from './query-keys.js';
import { conflictOf } from './record-conflict.js';
import { useOffers } from './use-service-info.js';

/** The company's account of every role, read only from a service that keeps them (`ledger.accountRoles`). */
export function useAccountRoles() {
  const offered = useOffers('ledger.accountRoles');
  return useQuery({
    queryKey: queryKeys.directory.accountRoles,
    queryFn: async () => (await desktop['accountRoles.index']({})).data,
    enabled: offered,
  });
}

/**
 * The account each role takes, as the editors prefill it: the company's, else (a service without roles,
 * or before they are read) the role's default, which such a service posts to (docs/general-ledger.md).
 */
export function useRoleAccounts(): RoleAccounts {
  const roles = useAccountRoles().data;
  return useMemo(() => {
    if (!roles) return DEFAULT_ROLE_ACCOUNTS;
    const assigned = new Map<AccountRole, string>(roles.map((r) => [r.role, r.account]));
    return Object.fromEntries(
      Object.entries(DEFAULT_ROLE_ACCOUNTS).map(([role, code]) => [role, assigned.get(role as AccountRole) ?? code]),
    ) as RoleAccounts;
  }, [roles]);
}

/** A role given another account; the roles are read again after, and after a conflict too (someone changed it meanwhile). */
export function useUpdateAccountRole() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.directory.accountRoles });
  return useMutation({
    mutationFn: async (body: AccountRoleUpdateBody) => (await desktop['accountRoles.update'](body)).data,
    onSuccess: refresh,
    onError: (error) => {
      if (conflictOf(error)) void refresh();
    },
  });
}

/** The accounts of the chart a role may be given, as the service would take them (roleAccountRefusal): none refused. */
export function accountsForRole(role: AccountRole, chart: readonly Account[]): Account[] {
  return chart.filter((account) => roleAccountRefusal(role, account) === null);
}
