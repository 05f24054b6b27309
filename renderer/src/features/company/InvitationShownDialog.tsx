import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { InvitationShown } from '../../../../shared/ipc/app-contract.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { useInvitation } from './use-tokens.js';

export interface InvitationShownDialogProps {
  shown: z.output<typeof InvitationShown>;
  onClose: () => void;
}

/** An invitation made: its QR code, the address and fingerprint, and «Копіювати», shown this once. */
export function InvitationShownDialog({ shown, onClose }: InvitationShownDialogProps) {
  const { t } = useTranslation();
  const invitation = useInvitation();
  // Closing forgets the invitation in the main process too: it is shown once.
  const close = () => {
    void invitation.dismiss().finally(onClose);
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="invitation-title">
      <DialogTitle id="invitation-title">{t('companySettings.tokens.invitation.title', { name: shown.name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="invitation-shown-once">
          {t('companySettings.tokens.invitation.shownOnce')}
        </Alert>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <img src={shown.qr} width={240} height={240} alt={t('companySettings.tokens.invitation.qr')} data-testid="invitation-qr" />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2">{t('companySettings.tokens.invitation.address')}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {shown.address}
            </Typography>
            <Typography variant="subtitle2">{t('companySettings.tokens.invitation.fingerprint')}</Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {shown.fingerprint}
            </Typography>
          </Box>
        </Box>
        <ErrorAlert error={invitation.copy.error} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button autoFocus variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => invitation.copy.mutate()}>
          {invitation.copy.isSuccess ? t('companySettings.tokens.invitation.copied') : t('companySettings.tokens.invitation.copy')}
        </Button>
        <Button variant="contained" onClick={close}>
          {t('companySettings.tokens.dialog.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
