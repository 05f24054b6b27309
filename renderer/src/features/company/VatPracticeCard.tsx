import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompanySettingsRecord } from '../../../../shared/api/company.js';
import { BridgeError } from '../../lib/bridge.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { useSettingsSave } from './use-settings-save.js';
import { useOffers } from '../../lib/use-service-info.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';

export interface VatPracticeCardProps {
  settings: CompanySettingsRecord;
}

/**
 * «Облік ПДВ»: whether a VAT payer follows the first event rule on advances (643/644), saved as it is
 * ticked. Shown only by a service that keeps the books (`ledger.accounts`); what is posted keeps its
 * entries (docs/general-ledger.md, "VAT on advances").
 */
export function VatPracticeCard({ settings }: VatPracticeCardProps) {
  const { t } = useTranslation();
  const ledger = useOffers('ledger.accounts');
  const { update, save, conflict } = useSettingsSave();
  if (!ledger) return null;
  const forbidden = update.error instanceof BridgeError && update.error.code === 'FORBIDDEN';
  // While a change is being saved the box shows it; a refused one falls back to what is stored.
  const checked = update.isPending ? (update.variables.vatFirstEvent ?? settings.vatFirstEvent) : settings.vatFirstEvent;
  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-labelledby="vat-practice-title" data-testid="vat-practice-card">
      <Typography id="vat-practice-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('companySettings.vat.title')}
      </Typography>
      <RecordConflictParts conflict={conflict} kind="settings" subject="settings" busy={update.isPending} />
      <FormControlLabel
        control={
          <Checkbox
            checked={settings.vatPayer === true && checked}
            disabled={settings.vatPayer !== true || update.isPending}
            onChange={(event) => save({ vatFirstEvent: event.target.checked })}
          />
        }
        label={t('companySettings.vat.firstEvent')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {settings.vatPayer ? t('companySettings.vat.explain') : t('companySettings.vat.notVatPayer')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('companySettings.vat.notRewritten')}
      </Typography>
      {forbidden ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="vat-practice-forbidden">
          {t('companySettings.vat.forbidden')}
        </Alert>
      ) : (
        <ErrorAlert error={update.error} sx={{ mt: 2 }} />
      )}
      {update.isSuccess ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="vat-practice-saved">
          {t(update.data.vatFirstEvent ? 'companySettings.vat.on' : 'companySettings.vat.off')}
        </Alert>
      ) : null}
    </Paper>
  );
}
