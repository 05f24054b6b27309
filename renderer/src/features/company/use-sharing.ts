import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServeChoice, SharingView } from '../../../../shared/ipc/sharing-contract.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';

/**
 * Whether this PC serves the selected company to the office (docs/office.md, "One PC serves its
 * company"), and «Відкрити доступ у мережі» / «Закрити доступ». Either restarts the company's service, so
 * what it says of itself (whether it can invite people) and the people's tokens are read again.
 */
export function useSharing() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.company.sharing, queryFn: () => desktop['sharing.load']({}), retry: false });
  // The other reads are not waited for: the card's buttons stay disabled only while the service restarts.
  const settle = (view: SharingView | null) => {
    if (view) client.setQueryData(queryKeys.company.sharing, view);
    else void client.invalidateQueries({ queryKey: queryKeys.company.sharing });
    void client.invalidateQueries({ queryKey: queryKeys.serviceInfo });
    void client.invalidateQueries({ queryKey: queryKeys.company.tokens });
  };
  const start = useMutation({
    mutationFn: (choice: ServeChoice) => desktop['sharing.start'](choice),
    onSuccess: (view) => settle(view),
    // A refused start has already put the company back on this PC only: the screen reads where it is.
    onError: () => settle(null),
  });
  const stop = useMutation({ mutationFn: () => desktop['sharing.stop']({}), onSuccess: (view) => settle(view) });
  return { query, start, stop };
}
