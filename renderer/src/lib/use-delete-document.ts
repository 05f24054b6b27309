import { withVersion } from './record-conflict.js';
import { useMutation } from '@tanstack/react-query';
import { desktop } from './bridge.js';
import { useOffers } from './use-service-info.js';
import { forgetDraft } from './local-drafts.js';
import { useActiveConnectionId } from './use-connections.js';
import { useLedgerRefresh } from './ledger-refresh.js';

/** Which delete: of a document, a payment document or a manual operation; each is its own extension of the service. */
export type DeleteCategory = 'document' | 'payment' | 'operation';

const EXTENSION = { document: 'document.delete', payment: 'paydocument.delete', operation: 'ledger.accounts' } as const;
/** What is deleted: the record, and the version the user saw, so a record changed since is not deleted unseen. */
export interface DeleteRequest {
  uid: string;
  version?: number;
}
const DELETE = {
  document: (request: DeleteRequest) => desktop['documents.delete'](request),
  payment: (request: DeleteRequest) => desktop['payments.delete'](request),
  operation: (request: DeleteRequest) => desktop['operations.delete'](request),
} as const;

/**
 * Deleting an unposted document or payment, offered only where the connection's service lists the
 * extension. What a posting change affects reads again afterwards (ledger-refresh.ts), and an unsaved
 * draft kept for the deleted record goes with it.
 */
export function useDeleteDocument(category: DeleteCategory) {
  const refreshLedger = useLedgerRefresh();
  const connectionId = useActiveConnectionId();
  const offered = useOffers(EXTENSION[category]);
  const mutation = useMutation({
    mutationFn: async ({ uid, version }: DeleteRequest) => {
      await DELETE[category]({ uid, ...withVersion(version) });
      return uid;
    },
    onSuccess: async (uid) => {
      if (connectionId !== null) forgetDraft(window.localStorage, connectionId, uid);
      await refreshLedger([uid]);
    },
  });
  return { offered, mutation };
}
