import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.js';
import { CSV_TYPE, downloadFile, PDF_TYPE, XLSX_TYPE } from '../../lib/download.js';
import { buildCsv, buildXlsx, type ExportTable } from '../../lib/report-export.js';
import { reportPdfDefinition } from './report-pdf.js';
import { printReport } from './print-report.js';

export type OutputKind = 'xlsx' | 'csv' | 'pdf' | 'print';

/** A report's file as it leaves: its name without the extension, and when its figures were fetched. */
export interface ReportFile {
  fileName: string;
  fetchedAt: string;
}

/**
 * The ways a report leaves the screen. PDF is drawn here and saved through the page's download:
 * the bridge's `pdf.save` and `print.pdf` take the service's document forms by uid, not bytes.
 */
export function useReportOutput() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function output(kind: OutputKind, table: ExportTable, { fileName, fetchedAt }: ReportFile) {
    const generatedLine = t('reports.fetchedAt', { time: formatDateTime(fetchedAt) });
    setBusy(true);
    setError(null);
    try {
      if (kind === 'xlsx') downloadFile(`${fileName}.xlsx`, await buildXlsx(table), XLSX_TYPE);
      else if (kind === 'csv') downloadFile(`${fileName}.csv`, buildCsv(table), CSV_TYPE);
      else if (kind === 'print') printReport(table, generatedLine);
      else {
        const { renderPdf } = await import('./pdf-render.js');
        const definition = reportPdfDefinition(table, { generatedLine, pageLabel: (page, count) => t('reports.pageOf', { page, count }) });
        downloadFile(`${fileName}.pdf`, await renderPdf(definition), PDF_TYPE);
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, output };
}
