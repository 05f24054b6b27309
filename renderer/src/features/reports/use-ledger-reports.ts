import { keepPreviousData, skipToken, useQueries, useQuery } from '@tanstack/react-query';
import type { AccountAnalytic } from '../../../../shared/api/accounts.js';
import type { TrialBalanceRow } from '../../../../shared/api/ledger-reports.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { askable, type ReportRun } from './use-reports.js';

export interface TrialBalanceRequest {
  from: string;
  to: string;
}
export interface AccountCardRequest {
  account: string;
  from: string;
  to: string;
  agent?: string;
  entity?: string;
  store?: string;
}

export interface AccountAnalysisRequest {
  account: string;
  from: string;
  to: string;
}

/** An account card to show: its request, and the name of the record it is filtered to, for the heading. */
export interface AccountCardTarget {
  request: AccountCardRequest;
  record?: string;
}

/** The ОСВ for a run, live or (offline) the core's cached copy of the same parameters. */
export function useTrialBalance(shown: ReportRun<TrialBalanceRequest> | null) {
  const run = askable(shown);
  return useQuery({
    queryKey: queryKeys.reports.trialBalance(run),
    queryFn: run ? () => desktop['reports.trialBalance']({ ...run.request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * The records of each unfolded account (`account&by`), by account; an account still being read is
 * missing. These reads are not runs of their own, so the saved runs do not list them, but the
 * offline cache keeps them, so an account unfolded before opens offline too.
 */
export function useUnfoldedAccounts(
  period: TrialBalanceRequest | null,
  accounts: { account: string; by: AccountAnalytic }[],
): { records: Map<string, TrialBalanceRow[]>; error: unknown; fetching: boolean } {
  const queries = useQueries({
    queries: accounts.map(({ account, by }) => {
      const request = period ? { ...period, account, by } : null;
      return {
        queryKey: queryKeys.reports.trialBalance(request),
        queryFn: request ? () => desktop['reports.trialBalance'](request) : skipToken,
        staleTime: 0,
      };
    }),
  });
  const records = new Map<string, TrialBalanceRow[]>();
  queries.forEach((query, index) => {
    const asked = accounts[index];
    if (asked && query.data) records.set(asked.account, query.data.data.rows);
  });
  return {
    records,
    error: queries.find((query) => query.error)?.error ?? null,
    // «Розгорнути все» reads every account tracked by counterparties or goods: the report shows it is still reading.
    fetching: queries.some((query) => query.isFetching),
  };
}

/** The account card for a run, live or (offline) from the cache. */
export function useAccountCard(shown: ReportRun<AccountCardRequest> | null) {
  const run = askable(shown);
  return useQuery({
    queryKey: queryKeys.reports.accountCard(run),
    queryFn: run ? () => desktop['reports.accountCard']({ ...run.request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The account analysis for a run, live or (offline) from the cache. */
export function useAccountAnalysis(shown: ReportRun<AccountAnalysisRequest> | null) {
  const run = askable(shown);
  return useQuery({
    queryKey: queryKeys.reports.accountAnalysis(run),
    queryFn: run ? () => desktop['reports.accountAnalysis']({ ...run.request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Форми № 1-м and № 2-м of a period, live or (offline) from the cache. */
export function useStatements(shown: ReportRun<TrialBalanceRequest> | null) {
  const run = askable(shown);
  return useQuery({
    queryKey: queryKeys.reports.statements(run),
    queryFn: run ? () => desktop['reports.statements']({ ...run.request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
