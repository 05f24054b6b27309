import { downloadFile, PDF_TYPE, XLSX_TYPE } from '../../lib/download.js';
import { buildXlsx, type ExportTable } from '../../lib/report-export.js';
import { bytesOfBase64 } from '../pdf-viewer/index.js';

/** A file name without the characters file systems refuse. */
export function actFileName(title: string, extension: string): string {
  const base = title
    .replace(/[\\/<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'act'}.${extension}`;
}

/** Saves the service's printed form as it came, through the page's download. */
export function savePdfBytes(base64: string, title: string): void {
  downloadFile(actFileName(title, 'pdf'), bytesOfBase64(base64), PDF_TYPE);
}

/** Saves the act as an xlsx workbook. */
export async function saveXlsx(table: ExportTable, title: string): Promise<void> {
  downloadFile(actFileName(title, 'xlsx'), await buildXlsx(table), XLSX_TYPE);
}
