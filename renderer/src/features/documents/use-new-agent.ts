import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { desktop } from '../../lib/bridge.js';
import type { RefValue } from '../../lib/typed-input.js';
import { queryKeys } from '../../lib/query-keys.js';

export interface NewAgent {
  name: string;
  code: string;
  taxCode: string;
}

/**
 * Creates a counterparty from the document header, unless one with the same EDRPOU code is there:
 * one code, one counterparty, so that one is offered instead of a twin. Fields come trimmed.
 */
export function useCreateAgent(): (agent: NewAgent) => Promise<{ existing: RefValue } | { created: RefValue }> {
  const client = useQueryClient();
  return useCallback(
    async ({ name, code, taxCode }: NewAgent) => {
      const [found] = (await desktop['agents.find']({ what: 'code', value: code })).data;
      if (found) return { existing: { uid: found.uid, name: found.name } };
      const saved = (await desktop['agents.update']({ uid: crypto.randomUUID(), name, code, ...(taxCode ? { taxCode } : {}) })).data;
      await client.invalidateQueries({ queryKey: queryKeys.directory.of('agents') });
      return { created: { uid: saved.uid, name: saved.name } };
    },
    [client],
  );
}
