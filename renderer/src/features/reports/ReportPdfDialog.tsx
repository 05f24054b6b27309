import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { downloadFile, PDF_TYPE } from '../../lib/download.js';
import { PdfPagesDialog, useOpenedPdf } from '../pdf-viewer/index.js';

export interface ReportPdfDialogProps {
  bytes: Uint8Array;
  title: string;
  fileName: string;
  onClose: () => void;
}

/**
 * A report's PDF on screen before it goes to paper, with print and save: the user sees the form
 * that will be printed, as with documents' forms. The bytes are made in the app (pdfmake).
 */
export function ReportPdfDialog({ bytes, title, fileName, onClose }: ReportPdfDialogProps) {
  const { t } = useTranslation();
  const { pdf, error: failure } = useOpenedPdf(bytes);
  return (
    <PdfPagesDialog
      title={title}
      pdf={pdf}
      busy={!pdf && !failure}
      labels={{
        previous: t('reports.aging.viewer.previous'),
        next: t('reports.aging.viewer.next'),
        close: t('reports.aging.viewer.close'),
        print: t('reports.print'),
        save: t('reports.savePdf'),
        pageOf: (page, count) => t('reports.pageOf', { page, count }),
      }}
      onSave={() => downloadFile(fileName, bytes, PDF_TYPE)}
      onClose={onClose}
    >
      <ErrorAlert error={failure} sx={{ my: 1 }} />
    </PdfPagesDialog>
  );
}
