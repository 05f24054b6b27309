import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/ErrorAlert.js';
import { VatPayerChoice } from '../components/VatPayerChoice.js';
import { useCompanySettings, useUpdateCompanySettings } from '../lib/use-company-settings.js';
import { useConnections } from '../lib/use-connections.js';
import { mutationKeys } from '../lib/query-keys.js';

/**
 * Asks whether the current company pays VAT when its settings never said (a company file or an office
 * database made outside the app, one of an older version): the service posts no document with VAT
 * until it knows (docs/desktop-app.md, "Connections"). «Пізніше» puts the question off for this
 * company until the app starts again; the company screen asks it too.
 */
export function VatPayerDialog() {
  const settings = useCompanySettings();
  const connections = useConnections();
  const creating = useIsMutating({ mutationKey: mutationKeys.companyCreation }) > 0;
  const active = connections.data?.find((connection) => connection.active)?.id ?? null;
  const [putOff, setPutOff] = useState<string | null>(null);
  if (creating || settings.data?.vatPayer !== null || active === null || putOff === active) return null;
  return <VatPayerQuestion onLater={() => setPutOff(active)} />;
}

function VatPayerQuestion({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [tried, setTried] = useState(false);
  const update = useUpdateCompanySettings();
  const submit = () => {
    setTried(true);
    if (choice !== null) update.mutate({ vatPayer: choice });
  };
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby="vat-payer-title" data-testid="vat-payer-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="vat-payer-title">{t('vatPayerChoice.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('vatPayerChoice.dialogIntro')}</DialogContentText>
          <VatPayerChoice value={choice} onChange={setChoice} error={tried && choice === null} autoFocus />
          <ErrorAlert error={update.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onLater}>{t('vatPayerChoice.later')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('vatPayerChoice.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
