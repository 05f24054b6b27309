import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.js';
import type { ExportTable } from '../../lib/report-export.js';
import { reportPdfDefinition } from './report-pdf.js';
import type { ReportFile } from './use-report-output.js';

/** A report's printed form on screen: its PDF bytes, the viewer's title and the file it saves as. */
export interface ReportPrinting {
  bytes: Uint8Array;
  title: string;
  fileName: string;
}

/**
 * «Друк» of a report that prints as a form (the ОСВ with its company and signatures): its PDF, drawn
 * as «Зберегти PDF» saves it, shown in the viewer (ReportPdfDialog) to print or save, so the paper is
 * the very pages on screen, A4 landscape with the header on every page.
 */
export function useReportPrint() {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState<ReportPrinting | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const print = (table: ExportTable, { title, fileName, fetchedAt }: ReportFile & { title: string }) => {
    setBusy(true);
    setError(null);
    const definition = reportPdfDefinition(table, {
      generatedLine: t('reports.fetchedAt', { time: formatDateTime(fetchedAt) }),
      pageLabel: (page, count) => t('reports.pageOf', { page, count }),
    });
    import('./pdf-render.js')
      .then(({ renderPdf }) => renderPdf(definition))
      .then((bytes) => setPrinting({ bytes, title, fileName: `${fileName}.pdf` }))
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return { printing, busy, error, print, close: () => setPrinting(null) };
}
