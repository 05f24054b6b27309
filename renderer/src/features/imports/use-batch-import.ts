import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { desktop } from '../../lib/bridge.js';
import { BatchUpload, type BatchProgress } from './batch-sender.js';
import type { ImportKind } from './import-mapping.js';
import { queryKeys } from '../../lib/query-keys.js';

/** The batch endpoint of each directory; records were checked with the same schema before. */
const BATCH = {
  agents: (records: unknown[]) => desktop['agents.batch']({ records: records as never }),
  entities: (records: unknown[]) => desktop['entities.batch']({ records: records as never }),
  contracts: (records: unknown[]) => desktop['contracts.batch']({ records: records as never }),
  stores: (records: unknown[]) => desktop['stores.batch']({ records: records as never }),
} satisfies Record<ImportKind, (records: unknown[]) => Promise<{ data: { count: number } }>>;

/**
 * Sending the checked rows of an import: one upload per preview, so pressing "send" again after a
 * failure retries only the failed chunks; `reset` forgets it when the file or mapping changes.
 */
export function useBatchImport() {
  const client = useQueryClient();
  const [upload, setUpload] = useState<BatchUpload<Record<string, unknown>> | null>(null);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [sending, setSending] = useState(false);

  async function send(kind: ImportKind, records: Record<string, unknown>[]) {
    const batch = upload ?? new BatchUpload(records, async (chunk) => (await BATCH[kind](chunk)).data);
    setUpload(batch);
    setSending(true);
    try {
      setProgress(await batch.sendPending(setProgress));
      // Lists that show these records read them again, in the background: reading a whole directory again
      // (the import's own comparison too) must not keep the screen busy after the records are in.
      void client.invalidateQueries({ queryKey: queryKeys.directory.all });
    } finally {
      setSending(false);
    }
  }

  function reset() {
    setUpload(null);
    setProgress(null);
  }

  return { upload, progress, sending, send, reset };
}
