import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useOffers } from '../lib/use-service-info.js';
import { reconciliationHref, type ReconciliationTarget } from '../lib/reconciliation-link.js';

export interface ReconciliationLinkProps {
  target: ReconciliationTarget;
  variant?: 'outlined' | 'text';
}

/**
 * «Акт звірки»: opens the reconciliation act for a counterparty and period. Shown only where the
 * connection's service offers the extension (docs/service-behaviour.md, "Extensions of our service").
 */
export function ReconciliationLink({ target, variant = 'outlined' }: ReconciliationLinkProps) {
  const { t } = useTranslation();
  const offered = useOffers('report.reconciliation');
  if (!offered) return null;
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<ReceiptLongOutlined />}
      href={reconciliationHref(target)}
      data-testid="open-reconciliation"
    >
      {t('reconciliation.open')}
    </Button>
  );
}
