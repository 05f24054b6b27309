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
import { SetPostgresPassword } from '../../../../shared/ipc/postgres-contract.js';
import { useConnectionActions, type Connection } from '../../lib/use-connections.js';
import { useErrorText } from '../../lib/use-error-text.js';

interface Props {
  connection: Connection;
  onClose: () => void;
  /** The new password is kept; the screen then checks the connection with it. */
  onSaved: (connection: Connection) => void;
}

/**
 * «Змінити пароль» of a company on the office's PostgreSQL: the administrator changed it on the server.
 * The field is write-only, as when the database was connected: the main process keeps it encrypted.
 */
export function PostgresPasswordDialog({ connection, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { setPassword: save } = useConnectionActions();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const valid = SetPostgresPassword.safeParse({ id: connection.id, password }).success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await save.mutateAsync({ id: connection.id, password }));
    } catch (error) {
      setFailure(errorText(error));
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="postgres-password-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="postgres-password-title">{t('officeDb.passwordTitle', { name: connection.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('officeDb.passwordIntro', { user: connection.postgres?.user ?? '' })}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            type="password"
            autoComplete="new-password"
            label={t('officeDb.newPassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={tried && !valid}
            helperText={tried && !valid ? t('officeDb.required') : ' '}
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('companies.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('officeDb.savePassword')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
