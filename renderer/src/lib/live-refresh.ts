import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveChange } from '../../../shared/ipc/live-contract.js';
import { refreshOfChange } from './kind-refresh.js';
import { isCompanyQuery, queryKeys } from './query-keys.js';

/** Whether a change can alter what a report shows: its kind marks the reports stale (kind-refresh.ts). */
export const changesReports = (change: LiveChange): boolean =>
  refreshOfChange(change.kind, change.uid).stale.some((key) => key[0] === queryKeys.reports.all[0]);

/**
 * Refreshes what a colleague's `changes` touched (docs/office.md, "Live changes and presence"), as
 * their kinds say (kind-refresh.ts): lists and the dashboard read again now, reports and the changed
 * records only marked stale. `missed` (changes were dropped on the way) marks every company query
 * stale and reads the visible ones again.
 */
export async function applyLiveChanges(client: QueryClient, changes: readonly LiveChange[], missed: boolean): Promise<void> {
  if (missed) {
    await client.invalidateQueries({ predicate: isCompanyQuery });
    return;
  }
  const keys = changes.map((change) => refreshOfChange(change.kind, change.uid));
  // Each key once: an import brings hundreds of changes of one kind, and asking for a list again
  // cancels the read in flight and begins another, one after the other, for seconds.
  await Promise.all([
    ...distinct(keys.flatMap((k) => k.refetch)).map((queryKey) => client.invalidateQueries({ queryKey })),
    ...distinct(keys.flatMap((k) => k.stale)).map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
  ]);
}

const distinct = (keys: readonly QueryKey[]): QueryKey[] => [...new Map(keys.map((key) => [hashKey(key), key])).values()];
