import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionActions, type Connection } from '../../lib/use-connections.js';
import { useErrorText } from '../../lib/use-error-text.js';

/** A served company whose certificate is not the pinned one: the connection and the fingerprint it presents now. */
export interface ChangedCertificate {
  connection: Connection;
  presented: string;
}

interface Props {
  changed: ChangedCertificate | null;
  onClose: () => void;
  onAccepted: (name: string) => void;
}

/**
 * Shows the pinned and the presented fingerprints side by side; the new one is pinned only by the
 * explicit «Прийняти новий сертифікат», and only if the server still presents it (docs/office.md).
 */
export function CertificateChangedDialog({ changed, onClose, onAccepted }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const actions = useConnectionActions();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const accept = async () => {
    if (!changed) return;
    try {
      await actions.acceptFingerprint.mutateAsync({ id: changed.connection.id, fingerprint: changed.presented });
      close();
      onAccepted(changed.connection.name);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

  return (
    <Dialog open={changed !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="certificate-changed-title">
      <DialogTitle id="certificate-changed-title">{t('office.changedTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('office.changedText', { name: changed?.connection.name ?? '' })}
        </Alert>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Typography variant="subtitle2">{t('office.oldFingerprint')}</Typography>
        <Typography variant="body2" sx={{ ...mono, mb: 1 }} data-testid="old-fingerprint">
          {changed?.connection.fingerprint}
        </Typography>
        <Typography variant="subtitle2">{t('office.newFingerprint')}</Typography>
        <Typography variant="body2" sx={mono} data-testid="new-fingerprint">
          {changed?.presented}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button autoFocus onClick={close}>
          {t('companies.cancel')}
        </Button>
        <Button color="warning" variant="contained" onClick={() => void accept()}>
          {t('office.acceptNew')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
