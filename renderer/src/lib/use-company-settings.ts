import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettingsRecord, CompanySettingsUpdate } from '../../../shared/api/company.js';
import { desktop } from './bridge.js';
import type { Refusal } from './service-refusal.js';
import { useOffers } from './use-service-info.js';
import { queryKeys } from './query-keys.js';
import { withVersion } from './record-conflict.js';

export interface UseCompanySettingsOptions {
  fresh?: boolean;
}

/**
 * The company's requisites and lock date, read once per connection (switching connections drops
 * every query) and only from a service that offers `company.settings`.
 */
export function useCompanySettings(options: UseCompanySettingsOptions = {}) {
  const offered = useOffers('company.settings');
  const query = useQuery({
    queryKey: queryKeys.company.settings,
    // The settings screen reads them anew: another user may have moved the lock date.
    refetchOnMount: options.fresh ? 'always' : true,
    queryFn: async (): Promise<CompanySettingsRecord> => (await desktop['company.settings']({})).data,
    enabled: offered,
    staleTime: Infinity,
  });
  return { ...query, offered };
}

/** The date up to which the period is closed, or null while none is (or the service does not say). */
export function useLockDate(): string | null {
  return useCompanySettings().data?.lockDate ?? null;
}

/** Saves some of the company's fields; the answer replaces what every screen knows of the settings. */
export function useUpdateCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    // Sent with the version of the settings this app shows (or the one the patch names, re-applied over
    // someone else's save), so a change someone else saved meanwhile is not overwritten unseen.
    mutationFn: async (patch: CompanySettingsUpdate) => {
      const shown = client.getQueryData<CompanySettingsRecord>(queryKeys.company.settings);
      return (await desktop['company.updateSettings']({ ...withVersion(shown?.version), ...patch })).data;
    },
    // A read still under way answers from before the save: it must not overwrite what the save answers.
    onMutate: () => client.cancelQueries({ queryKey: queryKeys.company.settings }),
    // A refusal leaves what the screen shows: a conflict is the settings cards' dialog to resolve.
    onSuccess: (settings) => client.setQueryData(queryKeys.company.settings, settings),
  });
}

/**
 * After a `PERIOD_CLOSED` refusal the lock date the app knows is out of date (someone closed the
 * period meanwhile): reading it again locks the editors that now lie in the closed period.
 */
export function useLockDateRefresh(): (refusal: Refusal) => void {
  const client = useQueryClient();
  return (refusal) => {
    if (refusal.code === 'PERIOD_CLOSED') void client.invalidateQueries({ queryKey: queryKeys.company.settings });
  };
}
