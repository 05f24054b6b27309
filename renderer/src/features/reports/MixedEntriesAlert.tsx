import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateUk } from '../../../../shared/api/format-uk.js';
import type { MixedEntry } from '../../../../shared/api/ledger-reports.js';
import { Decimal } from '../../../../shared/api/money.js';
import { formatAmount } from '../../lib/format.js';
import { documentName, type Translate } from './aging-model.js';

export interface MixedEntriesAlertProps {
  entries: readonly MixedEntry[];
}

/**
 * The entries of the ОСВ's period that pair an off-balance account with a balance one, written
 * before such entries were refused (docs/general-ledger.md, "Off-balance accounts"): they are why the
 * balance totals differ, so the screen names each for the accountant to correct. Nothing when none.
 */
export function MixedEntriesAlert({ entries }: MixedEntriesAlertProps) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => t(key, options ?? {});
  if (entries.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="mixed-entries">
      <Typography variant="body2">{t('reports.ledger.mixed')}</Typography>
      {entries.map((e) => (
        <Typography variant="body2" key={`${e.document.uid}/${e.entry}`}>
          {t('reports.ledger.mixedEntry', {
            document: `${documentName(translate, e.document.type, e.document.no)} ${formatDateUk(e.document.date)}`,
            entry: e.entry,
            debit: e.debit,
            credit: e.credit,
            amount: formatAmount(new Decimal(e.amount)),
          })}
        </Typography>
      ))}
    </Alert>
  );
}
