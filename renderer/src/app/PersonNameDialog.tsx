import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TokenName } from '../../../shared/api/company.js';
import { ErrorAlert } from '../components/ErrorAlert.js';
import { useConnections } from '../lib/use-connections.js';
import { usePerson, useSavePerson } from '../lib/use-person.js';

/**
 * Asks the person's name on the first start of a company this PC's service opens (a file, or a
 * database on the office's PostgreSQL), offering the system user's, so the
 * history names a person (docs/security.md, "Launch tokens"). Shown until a name is saved.
 */
export function PersonNameDialog() {
  const connections = useConnections();
  const person = usePerson();
  const kind = connections.data?.find((connection) => connection.active)?.kind;
  const local = kind === 'local' || kind === 'postgres';
  if (!local || !person.data || person.data.confirmed) return null;
  return <PersonNameForm offered={person.data.name} />;
}

function PersonNameForm({ offered }: { offered: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState(offered);
  const [tried, setTried] = useState(false);
  const save = useSavePerson();
  const valid = TokenName.safeParse(name).success;
  const submit = () => {
    setTried(true);
    if (valid) save.mutate(name.trim());
  };
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="person-title">
      <DialogTitle id="person-title">{t('person.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('person.hint')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('person.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          error={tried && !valid}
          helperText={tried && !valid ? t('person.invalid') : ' '}
        />
        <ErrorAlert error={save.error} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('person.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
