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
import { BridgeError } from '../../lib/bridge.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { companyPathProblem, nameFromPath } from './new-company.js';
import { useCompanyActions } from './use-companies.js';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The file is in the list and current; `problem` when its service would not open it (locked, newer version). */
  onOpened: (name: string, problem: string | null) => void;
}

/** What the app's refusal of a path means for the user, in the form's own words. */
const REFUSALS: Record<string, string> = {
  NOT_FOUND: 'companies.fileMissing',
  BAD_REQUEST: 'companies.notAFile',
  CONFLICT: 'companies.alreadyListed',
};

/**
 * Opens a company file from disk in place (one copied from another PC). The path comes from the
 * host's open dialog where there is one, and is typed where there is none (the browser host).
 */
export function OpenCompanyDialog({ open, onClose, onOpened }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const actions = useCompanyActions();
  const [path, setPath] = useState('');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [noChooser, setNoChooser] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const pathProblem = touched ? companyPathProblem(path) : null;
  const close = () => {
    setPath('');
    setName('');
    setTouched(false);
    setFailure(null);
    onClose();
  };
  const browse = async () => {
    try {
      const chosen = await actions.chooseFile.mutateAsync();
      if (!chosen.available) setNoChooser(true);
      else if (chosen.path !== null) setPath(chosen.path);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (companyPathProblem(path) !== null) return;
    const listed = (name.trim() || nameFromPath(path)).slice(0, 100);
    setSaving(true);
    setFailure(null);
    try {
      const added = await actions.addAndSelect.mutateAsync({ name: listed, file: path.trim() });
      // The file is known now; whether its service opens it (not locked elsewhere, not from a newer version) is asked at once.
      const check = await actions.check.mutateAsync(added.id);
      close();
      onOpened(listed, check.ok ? null : check.message);
    } catch (error) {
      const refusal = error instanceof BridgeError ? REFUSALS[error.code] : undefined;
      setFailure(refusal ? t(refusal) : errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="open-company-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="open-company-title">{t('companies.openTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('companies.openIntro')}
          </Typography>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="open-company-failure">
              {failure}
            </Alert>
          ) : null}
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                autoFocus
                required
                fullWidth
                size="small"
                label={t('companies.file')}
                value={path}
                onChange={(event) => setPath(event.target.value)}
                error={Boolean(pathProblem)}
                helperText={pathProblem ? t(`companies.${pathProblem}`) : noChooser ? t('companies.typePath') : t('companies.fileHelp')}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
              {noChooser ? null : (
                <Button variant="outlined" onClick={() => void browse()} sx={{ flexShrink: 0, mt: '2px' }}>
                  {t('companies.browse')}
                </Button>
              )}
            </Stack>
            <TextField
              size="small"
              fullWidth
              label={t('companies.openName')}
              value={name}
              placeholder={nameFromPath(path)}
              onChange={(event) => setName(event.target.value)}
              helperText=" "
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('companies.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('companies.openSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
