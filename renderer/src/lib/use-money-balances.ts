import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { desktop } from './bridge.js';
import { queryKeys } from './query-keys.js';

/** What «Залишки коштів» is run with: the balances at the end of `date`, the turnovers from `from`. */
export interface MoneyBalancesRequest {
  date: string;
  from: string;
}

/**
 * «Залишки коштів» for a run (its request and how many times it was run), live or (offline) the
 * core's cached copy of the same parameters. The reports screen shows it; the bank statement's
 * summary checks the statement's closing balance against it, not a run the saved reports list (`userRun` false).
 */
export function useMoneyBalances(run: { request: MoneyBalancesRequest; n: number } | null, userRun = true) {
  return useQuery({
    queryKey: queryKeys.reports.moneyBalances(run),
    queryFn: run ? () => desktop['reports.moneyBalances']({ ...run.request, userRun }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
