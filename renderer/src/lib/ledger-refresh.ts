import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAfterOwnChange } from './kind-refresh.js';

/**
 * A post, an unpost, a delete or a link of a document or payment refreshes what a change of a
 * document does (kind-refresh.ts), bound to the app's query client. `uids` are the record changed and
 * the parents it was, or now is, linked to.
 */
export function useLedgerRefresh(): (uids: readonly (string | null | undefined)[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback((uids) => refreshAfterOwnChange(client, 'document', uids), [client]);
}
