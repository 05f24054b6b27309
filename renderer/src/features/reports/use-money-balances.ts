import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { askable, type ReportRun } from './use-reports.js';

/** What «Залишки коштів» is run with: the balances at the end of `date`, the turnovers from `from`. */
export interface MoneyBalancesRequest {
  date: string;
  from: string;
}

/** «Залишки коштів» for a run, live or (offline) the core's cached copy of the same parameters. */
export function useMoneyBalances(shown: ReportRun<MoneyBalancesRequest> | null) {
  const run = askable(shown);
  return useQuery({
    queryKey: queryKeys.reports.moneyBalances(run),
    queryFn: run ? () => desktop['reports.moneyBalances']({ ...run.request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
