import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveChange } from '../../../shared/ipc/live-contract.js';
import { isCompanyQuery, queryKeys } from './query-keys.js';

/** Kinds of the feed whose changes move the books: documents, payments and manual operations. */
const LEDGER_KINDS = new Set(['document', 'payment', 'operation']);
const DIRECTORY_KINDS = new Set(['agent', 'entity', 'contract', 'store', 'account', 'accountRole']);

/** Whether a change can alter what a report shows: anything but a token or the company's requisites. */
export const changesReports = (change: LiveChange): boolean => LEDGER_KINDS.has(change.kind) || DIRECTORY_KINDS.has(change.kind);

/**
 * What a colleague's change refreshes (docs/office.md, "Live changes and presence"). `refetch`: lists
 * and the dashboard read again now. `stale`: reports and the changed record itself are only marked
 * stale, so an open report or editor keeps what the user is looking at (it shows a banner instead)
 * and reads anew when next opened.
 */
export function liveRefreshKeys(change: LiveChange): { refetch: QueryKey[]; stale: QueryKey[] } {
  const record = [queryKeys.documents.one(change.uid), queryKeys.operations.one(change.uid), queryKeys.history(change.uid)];
  if (LEDGER_KINDS.has(change.kind)) {
    return {
      refetch: [
        queryKeys.documents.lists,
        queryKeys.payments.lists,
        queryKeys.dashboard.all,
        queryKeys.bank.all,
        queryKeys.operations.lists,
      ],
      stale: [queryKeys.reports.all, ...record],
    };
  }
  if (DIRECTORY_KINDS.has(change.kind))
    return { refetch: [queryKeys.directory.all, queryKeys.documents.lists], stale: [queryKeys.reports.all, ...record] };
  if (change.kind === 'settings') return { refetch: [queryKeys.company.settings], stale: [] };
  if (change.kind === 'token') return { refetch: [queryKeys.company.tokens], stale: [] };
  return { refetch: [], stale: [] };
}

/** Refreshes what `changes` touched; `missed` (changes were dropped on the way) marks every company query stale and reads the visible ones again. */
export async function applyLiveChanges(client: QueryClient, changes: readonly LiveChange[], missed: boolean): Promise<void> {
  if (missed) {
    await client.invalidateQueries({ predicate: isCompanyQuery });
    return;
  }
  const keys = changes.map(liveRefreshKeys);
  await Promise.all([
    ...keys.flatMap((k) => k.refetch).map((queryKey) => client.invalidateQueries({ queryKey })),
    ...keys.flatMap((k) => k.stale).map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
  ]);
}
