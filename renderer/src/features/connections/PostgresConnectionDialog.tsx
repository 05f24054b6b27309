import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTGRES_DEFAULT_PORT } from '../../../../shared/ipc/postgres-contract.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { checkPostgresForm, EMPTY_POSTGRES_FORM, type PostgresForm } from './postgres-form.js';
import { useAddPostgres } from './use-add-postgres.js';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The connection is in the list; `problem` says in words why it did not open, or is null when it is current. */
  onDone: (name: string, problem: string | null) => void;
}

const FIELDS = ['name', 'host', 'port', 'database', 'user', 'password'] as const;

/**
 * «Підключити базу PostgreSQL»: a company kept on the office's PostgreSQL. The password field is
 * write-only: the main process keeps it encrypted and starts the service with it (docs/office.md).
 */
export function PostgresConnectionDialog({ open, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const addPostgres = useAddPostgres();
  const [form, setForm] = useState<PostgresForm>(EMPTY_POSTGRES_FORM);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = checkPostgresForm(form);
  const problems = tried && !checked.ok ? checked.problems : {};

  const close = () => {
    setForm(EMPTY_POSTGRES_FORM);
    setTried(false);
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) return;
    setSaving(true);
    setFailure(null);
    try {
      const result = await addPostgres(checked.request);
      close();
      // A failed start is said in the user's words; the core's own text goes to the log only.
      onDone(result.name, result.failure ? errorText(result.failure) : null);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="office-db-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="office-db-title">{t('officeDb.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('officeDb.intro')}
          </Typography>
          <Stack spacing={1.5}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {FIELDS.map((field, index) => {
              const problem = problems[field];
              return (
                <TextField
                  key={field}
                  autoFocus={index === 0}
                  required
                  size="small"
                  label={t(`officeDb.${field}`)}
                  type={field === 'password' ? 'password' : 'text'}
                  autoComplete="off"
                  value={form[field]}
                  onChange={(event) => setForm({ ...form, [field]: event.target.value })}
                  error={Boolean(problem)}
                  helperText={problem ? t(`officeDb.${problem}`) : field === 'host' ? t('officeDb.hostHelp') : ' '}
                  slotProps={{
                    htmlInput: {
                      spellCheck: false,
                      ...(field === 'port' ? { inputMode: 'numeric', placeholder: String(POSTGRES_DEFAULT_PORT) } : {}),
                    },
                  }}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('companies.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('officeDb.connect')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
