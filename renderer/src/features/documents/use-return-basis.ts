import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LastCost } from '../../../../shared/api/customer-returns.js';
import { isReturnBasisType } from '../../../../shared/api/document-traits.js';
import type { Document } from '../../../../shared/api/documents.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { type DocumentDraft } from './editor-model.js';
import { draftFromDocument } from './draft-document.js';

/**
 * The sales a customer's return may be based on: its posted delivery notes and acts from the start of
 * the year before up to the return's date, the latest first.
 */
export function useReturnBases(agentUid: string | null, date: string) {
  return useQuery({
    queryKey: queryKeys.documents.salesOf(agentUid, date),
    queryFn: agentUid
      ? async () => {
          const from = `${Number(date.slice(0, 4)) - 1}-01-01`;
          const rows: Document[] = [];
          for (let offset = 0; offset < 2_000; offset += 100) {
            const page = await desktop['documents.index']({ from, to: date, agent: agentUid, pageSize: 100, offset });
            rows.push(...page.data);
            if (page.data.length < 100) break;
          }
          return rows.filter((doc) => isReturnBasisType(doc.type) && doc.done).reverse();
        }
      : skipToken,
  });
}

/** The basis a return names, read once for its label when it is not among the sales offered. */
export function useReturnBasisDocument(uid: string | null) {
  return useQuery({
    queryKey: queryKeys.documents.asReturnBasis(uid),
    queryFn: uid ? async () => (await desktop['documents.load']({ uid })).data : skipToken,
  });
}

/** Reads a sale as an editor's draft, to take its lines into a return. */
export function useSaleReader(): (uid: string) => Promise<DocumentDraft> {
  return useCallback(async (uid: string) => draftFromDocument((await desktop['documents.load']({ uid })).data), []);
}

export interface UseLastCostsOptions {
  entityUids: readonly string[];
  storeUid: string | null;
  date: string;
  enabled: boolean;
}

/** The unit cost each goods item of `entityUids` last came into `storeUid` at (else into any store) by `date`, by goods uid, and whether some are still being read. */
export function useLastCosts({ entityUids, storeUid, date, enabled }: UseLastCostsOptions) {
  const unique = [...new Set(entityUids)];
  return useQueries({
    queries: unique.map((entity) => ({
      queryKey: queryKeys.reports.lastCost(entity, storeUid, date),
      queryFn: enabled
        ? async () => (await desktop['entities.lastCost']({ uid: entity, ...(storeUid ? { store: storeUid } : {}), date })).data
        : skipToken,
    })),
    combine: (results) => ({
      costs: new Map<string, LastCost>(unique.flatMap((uid, i) => (results[i]?.data ? [[uid, results[i].data] as const] : []))),
      // Still asked of the service: what fills the costs in waits for it rather than filling nothing.
      reading: enabled && results.some((result) => result.isPending),
    }),
  });
}
