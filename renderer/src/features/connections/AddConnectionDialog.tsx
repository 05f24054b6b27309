import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/use-error-text.js';
import type { NewCloudConnection } from '../../lib/use-connections.js';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdd: (request: NewCloudConnection) => Promise<void>;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Adds a cloud account. The token field is write-only: the main process keeps it encrypted. */
export function AddConnectionDialog({ open, onClose, onAdd }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState('https://');
  const [token, setToken] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const nameError = touched && !name.trim() ? t('addConnection.required') : null;
  const urlError = touched && !isWebAddress(baseUrl.trim()) ? t('addConnection.badUrl') : null;
  const tokenError = touched && !token ? t('addConnection.required') : null;

  const close = () => {
    setName('');
    setBaseUrl('https://');
    setToken('');
    setTouched(false);
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !isWebAddress(baseUrl.trim()) || !token) return;
    setSaving(true);
    setFailure(null);
    try {
      await onAdd({ kind: 'cloud', name: name.trim(), baseUrl: baseUrl.trim(), token });
      close();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-connection-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="add-connection-title">{t('addConnection.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              autoFocus
              label={t('addConnection.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? ' '}
              required
            />
            <TextField
              label={t('addConnection.baseUrl')}
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
              error={Boolean(urlError)}
              helperText={urlError ?? t('addConnection.baseUrlHelp')}
              required
              inputMode="url"
            />
            <TextField
              label={t('addConnection.token')}
              type="password"
              autoComplete="off"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              error={Boolean(tokenError)}
              helperText={tokenError ?? t('addConnection.tokenHelp')}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('addConnection.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('addConnection.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
