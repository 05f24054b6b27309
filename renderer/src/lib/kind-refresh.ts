import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { HISTORY_KINDS, type HistoryKind } from '../../../shared/api/history.js';
import { queryKeys } from './query-keys.js';

/**
 * What a change of a record of each kind refreshes in the app, whether this app made it or the
 * change feed brought it (docs/desktop-app.md, "Data loading and caching"). `refetch`: lists and
 * the dashboard, read again now. `stale`: reports and the changed record itself, marked stale only
 * when a colleague changed them, so an open report or editor keeps what the user is looking at (it
 * shows a banner instead) and reads anew when next opened. Typed over every kind the service writes
 * (`HISTORY_KINDS`): a new kind fails to compile until it says what it refreshes.
 */
export interface KindRefresh {
  refetch: readonly QueryKey[];
  stale: readonly QueryKey[];
}

/** Everything read about one record, under whichever resource holds it. */
const recordKeys = (uid: string): QueryKey[] => [queryKeys.documents.one(uid), queryKeys.operations.one(uid), queryKeys.history(uid)];

/** A document, payment or manual operation moves the books: every list, the dashboard, the bank's open invoices and every report. */
const ledger = (uid: string): KindRefresh => ({
  refetch: [queryKeys.documents.lists, queryKeys.payments.lists, queryKeys.dashboard.all, queryKeys.bank.all, queryKeys.operations.lists],
  stale: [queryKeys.reports.all, ...recordKeys(uid)],
});

/** A directory record: the directories, and the lists and reports that show its name. */
const named = (uid: string): KindRefresh => ({
  refetch: [queryKeys.directory.all, queryKeys.documents.lists, queryKeys.payments.lists],
  stale: [queryKeys.reports.all, ...recordKeys(uid)],
});

/** What a change of each kind refreshes, for the record changed. */
export const KIND_REFRESH = {
  document: ledger,
  payment: ledger,
  operation: ledger,
  agent: named,
  entity: named,
  contract: named,
  store: named,
  // An account, or the account of a role: the chart, the roles, and the reports by account.
  account: named,
  accountRole: named,
  // A money account's name is on every payment of it, in the bank's screen and the money reports.
  moneyAccount: (uid) => ({
    refetch: [queryKeys.directory.moneyAccounts, queryKeys.payments.lists, queryKeys.bank.all, queryKeys.dashboard.all],
    stale: [queryKeys.reports.all, queryKeys.history(uid)],
  }),
  settings: () => ({ refetch: [queryKeys.company.settings], stale: [] }),
  token: () => ({ refetch: [queryKeys.company.tokens], stale: [] }),
} satisfies Record<HistoryKind, (uid: string) => KindRefresh>;

const isKnownKind = (kind: string): kind is HistoryKind => (HISTORY_KINDS as readonly string[]).includes(kind);

/** What a change of `kind` to record `uid` refreshes; nothing for a kind this app does not know (a newer service's). */
export function refreshOfChange(kind: string, uid: string): KindRefresh {
  return isKnownKind(kind) ? KIND_REFRESH[kind](uid) : { refetch: [], stale: [] };
}

/**
 * After this app changed records of `kind`: what the change refreshes, all read again now (the
 * user expects to see their own change at once, the record they saved included).
 */
export async function refreshAfterOwnChange(
  client: QueryClient,
  kind: HistoryKind,
  uids: readonly (string | null | undefined)[],
): Promise<void> {
  const records = [...new Set(uids.filter((uid): uid is string => Boolean(uid)))];
  // A change of no record known by uid still refreshes its kind's lists.
  const keys = (records.length > 0 ? records : ['']).map((uid) => KIND_REFRESH[kind](uid));
  const all = keys.flatMap((k) => [...k.refetch, ...k.stale]);
  await Promise.all(all.map((queryKey) => client.invalidateQueries({ queryKey })));
}
