import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '../../lib/bridge.js';
import { useConnectionActions } from '../../lib/use-connections.js';
import { useErrorText } from '../../lib/use-error-text.js';

interface Props {
  open: boolean;
  onClose: () => void;
  onJoined: (name: string) => void;
}

/**
 * «Приєднатися до компанії»: the invitation a colleague passed on, pasted. The main process connects
 * only to a server whose certificate has the invitation's fingerprint (docs/office.md).
 */
export function JoinCompanyDialog({ open, onClose, onJoined }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const actions = useConnectionActions();
  const [invitation, setInvitation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setInvitation('');
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const joined = await actions.join.mutateAsync(invitation);
      close();
      onJoined(joined.name);
    } catch (error) {
      const reason = error instanceof BridgeError ? error.reason : undefined;
      setFailure(
        reason === 'NOT_AN_INVITATION'
          ? t('office.notAnInvitation')
          : reason === 'CERTIFICATE_CHANGED'
            ? t('office.joinPinMismatch')
            : errorText(error),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="join-company-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="join-company-title">{t('office.joinTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('office.joinIntro')}
          </Typography>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="join-company-failure">
              {failure}
            </Alert>
          ) : null}
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            size="small"
            label={t('office.invitation')}
            value={invitation}
            onChange={(event) => setInvitation(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, 'aria-describedby': 'join-company-help' } }}
            helperText={<span id="join-company-help">{t('office.invitationHelp')}</span>}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('companies.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || invitation.trim() === ''}>
            {t('office.join')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
