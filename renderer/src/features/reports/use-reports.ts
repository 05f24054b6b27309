import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettlementAccountCode } from '../../../../shared/api/reports.js';
import { desktop } from '../../lib/bridge.js';
import { isPeriodReversed } from '../../lib/period.js';
import { queryKeys } from '../../lib/query-keys.js';

export interface BalanceRequest {
  date?: string;
  store?: string;
  supplier?: string;
}
export interface AgingRequest {
  date: string;
  side: 'receivable' | 'payable';
}
export interface TurnoverRequest {
  accCode: SettlementAccountCode;
  from: string;
  to: string;
  agent?: string;
}

/** One press of "Run": its parameters and a counter, so pressing again asks the service again. */
export interface ReportRun<R> {
  request: R;
  n: number;
}

/**
 * The run to ask the service for, or null: a period that ends before it starts is never sent (its
 * fields say why), not even when it comes back as the last run remembered.
 */
export function askable<R>(run: ReportRun<R> | null): ReportRun<R> | null {
  const period = run?.request as { from?: unknown; to?: unknown } | undefined;
  if (typeof period?.from === 'string' && typeof period.to === 'string' && isPeriodReversed(period.from, period.to)) return null;
  return run;
}

// A run the user asked for: the offline cache lists it among saved reports (a drill-down's reads are not).
const readBalance = (run: ReportRun<BalanceRequest>) => desktop['reports.warehouseBalance']({ ...run.request, userRun: true });

/** The warehouse balance for a run, live or (offline) the core's cached copy of the same parameters. */
export function useWarehouseBalance(run: ReportRun<BalanceRequest> | null) {
  return useQuery({
    queryKey: queryKeys.reports.warehouseBalance(run),
    queryFn: run ? () => readBalance(run) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Asks for a run's balance at once, from the Run press itself: the first run mounts the result grid,
 * and the service's answer is awaited while that render runs instead of after it.
 */
export function useStartBalance(): (run: ReportRun<BalanceRequest>) => void {
  const client = useQueryClient();
  return (run) => {
    void client.prefetchQuery({ queryKey: queryKeys.reports.warehouseBalance(run), queryFn: () => readBalance(run), staleTime: 0 });
  };
}

/** The agent turnover for a run, live or (offline) from the cache. */
export function useAgentTurnover(shown: ReportRun<TurnoverRequest> | null) {
  const run = askable(shown);
  return useQuery({
    queryKey: queryKeys.reports.agentTurnover(run),
    queryFn: run ? () => desktop['reports.agentTurnover']({ ...run.request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The aging report for a run, live or (offline) from the cache. */
export function useAging(run: ReportRun<AgingRequest> | null) {
  return useQuery({
    queryKey: queryKeys.reports.aging(run),
    queryFn: run ? () => desktop['reports.aging']({ ...run.request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The cached replies of this connection (the core keeps them; readable without the service). */
export function useCachedReplies() {
  return useQuery({ queryKey: queryKeys.reports.cached, queryFn: () => desktop['cache.list']({}), staleTime: 0 });
}
