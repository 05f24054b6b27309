import { useQueryClient } from '@tanstack/react-query';
import type { StatementFormName } from '../../../../shared/api/statements.js';
import { desktop } from '../../lib/bridge.js';
import { downloadFile, PDF_TYPE } from '../../lib/download.js';
import { openPdf } from '../../lib/pdfjs.js';
import { printPdfPages } from '../../lib/print-pdf-pages.js';
import { queryKeys } from '../../lib/query-keys.js';
import { useBusyWork } from '../../lib/use-busy-work.js';
import { bytesOfBase64 } from '../pdf-viewer/index.js';
import type { TrialBalanceRequest } from './use-ledger-reports.js';

/** What is printed: the period and one form, or both (1-м, then 2-м) without `form`. */
export interface StatementsPrintRequest extends TrialBalanceRequest {
  form?: StatementFormName;
}

/** The query of the statements' printed forms: the service's PDF through the bridge (live or from the offline cache). */
const statementsPdfQuery = (request: StatementsPrintRequest) => ({
  queryKey: queryKeys.reports.statementsPdf(request),
  queryFn: () => desktop['reports.statementsPdf']({ ...request }),
  staleTime: 0,
});

/**
 * Print and save of Форми № 1-м and № 2-м as the service lays the forms out (server/forms), not the
 * reports' generic table: the paper is the very PDF the service made, as with the reconciliation act.
 */
export function useStatementsPrint() {
  const client = useQueryClient();
  const { busy, error, work } = useBusyWork();
  const bytes = async (request: StatementsPrintRequest) =>
    bytesOfBase64((await client.fetchQuery(statementsPdfQuery(request))).data.base64);
  const print = (request: StatementsPrintRequest) =>
    work(async () => {
      const task = await openPdf(await bytes(request));
      try {
        await printPdfPages(await task.promise);
      } finally {
        await task.destroy();
      }
    });
  const save = (request: StatementsPrintRequest, fileName: string) =>
    work(async () => downloadFile(`${fileName}.pdf`, await bytes(request), PDF_TYPE));
  return { busy, error, print, save };
}
