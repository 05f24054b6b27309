import { withVersion } from '../../lib/record-conflict.js';
import { useMutation } from '@tanstack/react-query';
import { desktop } from '../../lib/bridge.js';
import { useLedgerRefresh } from '../../lib/ledger-refresh.js';
import { useOffers } from '../../lib/use-service-info.js';

/**
 * The deletion mark of documents, where the connection's service offers it (`document.mark`): Del in
 * the list sets or clears it, and nothing is deleted until «Видалити позначені». The lists, the record
 * and its history read again afterwards.
 */
export function useDeletionMark() {
  const offered = useOffers('document.mark');
  const refresh = useLedgerRefresh();
  const mutation = useMutation({
    mutationFn: async ({ uid, deletionMark, version }: { uid: string; deletionMark: boolean; version?: number }) =>
      (await desktop['documents.mark']({ uid, deletionMark, ...withVersion(version) })).data,
    onSuccess: async ({ uid }) => refresh([uid]),
  });
  return { offered, mutation };
}
