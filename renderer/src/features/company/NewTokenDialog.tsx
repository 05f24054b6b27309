import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_RIGHTS, TokenName, type TokenAdded, type TokenRight } from '../../../../shared/api/company.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import type { z } from 'zod';
import type { InvitationShown } from '../../../../shared/ipc/app-contract.js';
import { InvitationShownDialog } from './InvitationShownDialog.js';
import { useAddToken, useInvitation } from './use-tokens.js';

export interface NewTokenDialogProps {
  onClose: () => void;
  invite?: boolean;
}

/**
 * Adds a person with rights; then shows their token once, with a copy button and the warning that it
 * will not be shown again. With `invite`, the person is invited to the served company instead: the
 * invitation's QR is shown, and its text stays in the main process.
 */
export function NewTokenDialog({ onClose, invite = false }: NewTokenDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [rights, setRights] = useState<TokenRight[]>([]);
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState<TokenAdded | null>(null);
  const [copied, setCopied] = useState(false);
  const add = useAddToken();
  const invitation = useInvitation();
  const [shown, setShown] = useState<z.output<typeof InvitationShown> | null>(null);
  const pending = invite ? invitation.create : add;
  const nameValid = TokenName.safeParse(name).success;

  const create = () => {
    setTried(true);
    if (!nameValid) return;
    if (invite) invitation.create.mutate({ name: name.trim(), rights }, { onSuccess: setShown });
    else add.mutate({ name: name.trim(), rights }, { onSuccess: setAdded });
  };
  const toggle = (right: TokenRight, on: boolean) =>
    setRights((current) => (on ? TOKEN_RIGHTS.filter((r) => r === right || current.includes(r)) : current.filter((r) => r !== right)));

  if (shown) return <InvitationShownDialog shown={shown} onClose={onClose} />;
  if (added) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="token-title">
        <DialogTitle id="token-title">{t('companySettings.tokens.dialog.token', { name: added.name })}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="token-shown-once">
            {t('companySettings.tokens.dialog.shownOnce')}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              value={added.token}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  'data-testid': 'new-token',
                  'aria-label': t('companySettings.tokens.dialog.token', { name: added.name }),
                },
              }}
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlined />}
              onClick={() => void navigator.clipboard.writeText(added.token).then(() => setCopied(true))}
            >
              {copied ? t('companySettings.tokens.dialog.copied') : t('companySettings.tokens.dialog.copy')}
            </Button>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('companySettings.tokens.dialog.done')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-token-title">
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <DialogTitle id="new-token-title">
          {invite ? t('companySettings.tokens.invite') : t('companySettings.tokens.dialog.title')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            label={t('companySettings.tokens.dialog.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={tried && !nameValid}
            helperText={tried && !nameValid ? t('companySettings.tokens.dialog.nameRequired') : t('companySettings.tokens.dialog.nameHint')}
          />
          <FormLabel component="legend" sx={{ mt: 2 }}>
            {t('companySettings.tokens.dialog.rights')}
          </FormLabel>
          <FormGroup>
            {TOKEN_RIGHTS.map((right) => (
              <FormControlLabel
                key={right}
                control={<Checkbox checked={rights.includes(right)} onChange={(event) => toggle(right, event.target.checked)} />}
                label={t(`companySettings.tokens.right.${right}`)}
              />
            ))}
          </FormGroup>
          <ErrorAlert error={pending.error} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('companySettings.tokens.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending.isPending}>
            {invite ? t('companySettings.tokens.invite') : t('companySettings.tokens.dialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
