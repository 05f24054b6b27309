import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf } from '../../lib/pdfjs.js';
import { useEffect, useState } from 'react';
import { desktop } from '../../lib/bridge.js';
// Also points pdf.js at its bundled worker, as the document viewer does.
import { bytesOfBase64 } from '../pdf-viewer/index.js';

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
    queryKey: ['reports.reconciliation', request],
    queryFn: request ? () => desktop['reports.reconciliation']({ ...request, userRun: true }) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The contracts of a counterparty, for the act's contract choice. */
export function useContractsOf(agent: string) {
  return useQuery({
    queryKey: ['reconciliation', 'contracts', agent],
    queryFn: agent ? async () => (await desktop['agents.contracts']({ uid: agent })).data : skipToken,
    staleTime: 5 * 60_000,
  });
}

/** The query of the act's printed form: the service's PDF, through the bridge (live or from the offline cache). */
export const actPdfQuery = (request: ActRequest) => ({
  queryKey: ['reports.reconciliationPdf', request],
  queryFn: () => desktop['reports.reconciliationPdf']({ ...request }),
  staleTime: 0,
});

/**
 * The printed form opened by pdf.js, for the viewer. Each opening asks the service anew, and a
 * form read again is new bytes: the form on screen stays until the new one is open, and the old
 * one is destroyed only once the new one has taken its place (a destroyed form cannot draw a page).
 */
export function useActPdf(request: ActRequest) {
  const reply = useQuery(actPdfQuery(request));
  const [opened, setOpened] = useState<{ pdf: PDFDocumentProxy; task: PDFDocumentLoadingTask } | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const base64 = reply.data?.data.base64;
  useEffect(() => {
    if (!base64) return;
    let live = true;
    const failed = (error: unknown) => {
      if (live) setOpenError(error);
    };
    openPdf(bytesOfBase64(base64)).then((task) => {
      task.promise.then((pdf) => {
        if (live) setOpened({ pdf, task });
        else void task.destroy();
      }, failed);
    }, failed);
    return () => {
      live = false;
    };
  }, [base64]);
  // Runs when the form is replaced (after the new one is drawn) and when the viewer closes.
  useEffect(() => {
    const task = opened?.task;
    return () => void task?.destroy();
  }, [opened]);
  return { pdf: opened?.pdf ?? null, base64, error: reply.error ?? openError, freshness: reply.data };
}
