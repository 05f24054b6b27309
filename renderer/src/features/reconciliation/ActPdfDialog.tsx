import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { PdfPagesDialog } from '../pdf-viewer/index.js';
import { savePdfBytes } from './act-output.js';
import { useActPdf, type ActRequest } from './use-act.js';

export interface ActPdfDialogProps {
  request: ActRequest;
  title: string;
  onClose: () => void;
}

/** The act's printed form on screen, page by page, with print and save; offline from the cache with its "as of". */
export function ActPdfDialog({ request, title, onClose }: ActPdfDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { pdf, base64, error, freshness } = useActPdf(request);
  return (
    <PdfPagesDialog
      title={title}
      pdf={pdf}
      busy={!pdf && !error}
      labels={{
        previous: t('reconciliation.viewer.previous'),
        next: t('reconciliation.viewer.next'),
        close: t('reconciliation.viewer.close'),
        print: t('reconciliation.print'),
        save: t('reconciliation.savePdf'),
        pageOf: (page, pages) => t('reconciliation.viewer.pageOf', { page, pages }),
      }}
      onSave={base64 ? () => savePdfBytes(base64, title) : null}
      onClose={onClose}
    >
      <FreshnessBanner freshness={freshness} />
      {error ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {errorText(error)}
        </Alert>
      ) : null}
    </PdfPagesDialog>
  );
}
