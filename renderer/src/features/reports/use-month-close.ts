import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import { useLedgerRefresh } from '../../lib/ledger-refresh.js';
import { queryKeys } from '../../lib/query-keys.js';

/** What closing `month` would write, and the close it has; nothing is asked until a month is chosen. */
export function useMonthClosePreview(month: string | null) {
  return useQuery({
    queryKey: queryKeys.reports.monthClose(month),
    queryFn: month ? async () => (await desktop['monthClose.preview']({ month })).data : skipToken,
    staleTime: 0,
  });
}

/** Closes a month or reverses its close; then every report and list reads the books again. */
export function useMonthCloseActions() {
  const refresh = useLedgerRefresh();
  const close = useMutation({
    mutationFn: async (month: string) => (await desktop['monthClose.close']({ month })).data,
    onSuccess: (written) => refresh([written.uid]),
  });
  const reverse = useMutation({
    mutationFn: async (month: string) => (await desktop['monthClose.reverse']({ month })).data,
    onSuccess: (reversed) => refresh([reversed.uid]),
  });
  return { close, reverse };
}
