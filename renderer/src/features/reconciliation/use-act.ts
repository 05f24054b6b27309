import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { desktop } from '../../lib/bridge.js';
import { bytesOfBase64, useOpenedPdf } from '../pdf-viewer/index.js';
import { queryKeys } from '../../lib/query-keys.js';

/** What the act is asked for: a counterparty, a period and maybe one of its contracts. */
export interface ActRequest {
  agent: string;
  from: string;
  to: string;
  contract?: string;
}

/**
 * The act for a request, live or (offline) the core's cached copy of the same request. A run the
 * user asked for: the offline cache keeps it among saved reports.
 */
export function useAct(request: ActRequest | null) {
  return useQuery({
    queryKey: queryKeys.reports.reconciliation(request),
    queryFn: request ? () => desktop['reports.reconciliation']({ ...request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The contracts of a counterparty, for the act's contract choice. */
export function useContractsOf(agent: string) {
  return useQuery({
    queryKey: queryKeys.directory.contractsOfAgent(agent),
    queryFn: agent ? async () => (await desktop['agents.contracts']({ uid: agent })).data : skipToken,
    staleTime: 5 * 60_000,
  });
}

/** The query of the act's printed form: the service's PDF, through the bridge (live or from the offline cache). */
export const actPdfQuery = (request: ActRequest) => ({
  queryKey: queryKeys.reports.reconciliationPdf(request),
  queryFn: () => desktop['reports.reconciliationPdf']({ ...request }),
  staleTime: 0,
});

/** The printed form opened by pdf.js, for the viewer; each opening asks the service anew (pdf-viewer's useOpenedPdf). */
export function useActPdf(request: ActRequest) {
  const reply = useQuery(actPdfQuery(request));
  const base64 = reply.data?.data.base64;
  const bytes = useMemo(() => (base64 ? bytesOfBase64(base64) : null), [base64]);
  const { pdf, error: openError } = useOpenedPdf(bytes);
  return { pdf, base64, error: reply.error ?? openError, freshness: reply.data };
}
