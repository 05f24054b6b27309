import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usesVat } from '../../../../shared/api/document-types.js';
import type { InvoiceRest } from '../../../../shared/api/vat.js';
import { formatAmount } from '../../lib/format.js';
import { draftTotals, type DocumentDraft } from './editor-model.js';

export interface TotalsPanelProps {
  draft: DocumentDraft;
  invoice?: InvoiceRest | null;
}

/** Live sum, VAT and total, computed by the same shared/api code as the service's (`invoice`: the rest of the invoice a part ships). */
export function TotalsPanel({ draft, invoice = null }: TotalsPanelProps) {
  const { t } = useTranslation();
  const { type, lines, vatCode, vatInPrice } = draft;
  // Over every line of the document: recomputed when lines or VAT change, not when a header field does.
  const totals = useMemo(() => draftTotals({ type, lines, vatCode, vatInPrice }, invoice), [type, lines, vatCode, vatInPrice, invoice]);
  const row = ({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box
      sx={{ minWidth: 280, ml: 'auto', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}
      data-testid="totals"
    >
      {usesVat(draft.type) ? (
        <>
          {row({ label: t('documents.editor.totalNet'), value: formatAmount(totals.net), testId: 'total-net' })}
          {row({ label: t('documents.editor.totalVat'), value: formatAmount(totals.vatSum), testId: 'total-vat' })}
        </>
      ) : null}
      {row({ label: t('documents.editor.total'), value: formatAmount(totals.total), testId: 'total-sum', strong: true })}
    </Box>
  );
}
