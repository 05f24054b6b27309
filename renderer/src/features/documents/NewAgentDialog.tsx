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
import { agentFieldErrors, type AgentField } from './agent-input.js';
import type { RefValue } from '../../lib/typed-input.js';
import { useCreateAgent } from './use-new-agent.js';

export interface NewAgentDialogProps {
  initialName: string;
  onCreated: (agent: RefValue) => void;
  onCancel: () => void;
}

/** A counterparty created from the document header: name, EDRPOU code, VAT number; saved, then picked. */
export function NewAgentDialog({ initialName, onCreated, onCancel }: NewAgentDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const createAgent = useCreateAgent();
  const [name, setName] = useState(initialName);
  const [code, setCode] = useState('');
  const [taxCode, setTaxCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [existing, setExisting] = useState<RefValue | null>(null);
  const [busy, setBusy] = useState(false);
  const bad = agentFieldErrors({ name, code: code.trim(), taxCode: taxCode.trim() });
  const shown = (field: AgentField) => touched && bad.has(field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the editor's own shortcuts must not see this Enter
    setTouched(true);
    if (bad.size > 0 || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await createAgent({ name: name.trim(), code: code.trim(), taxCode: taxCode.trim() });
      if ('existing' in outcome) setExisting(outcome.existing);
      else onCreated(outcome.created);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="new-agent-title"
      slotProps={{ paper: { component: 'form', onSubmit: (event: FormEvent) => void submit(event), noValidate: true } as object }}
    >
      <DialogTitle id="new-agent-title">{t('documents.newAgent.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            size="small"
            label={t('fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            error={shown('name')}
            helperText={shown('name') ? t('documents.newAgent.nameRequired') : ' '}
          />
          <TextField
            size="small"
            label={t('fields.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\s/g, ''));
              setExisting(null);
            }}
            required
            error={shown('code')}
            helperText={shown('code') ? t('documents.newAgent.codeInvalid') : t('documents.newAgent.codeHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
          <TextField
            size="small"
            label={t('fields.taxCode')}
            value={taxCode}
            onChange={(event) => setTaxCode(event.target.value.replace(/\s/g, ''))}
            error={shown('taxCode')}
            helperText={shown('taxCode') ? t('documents.newAgent.taxCodeInvalid') : t('documents.newAgent.taxCodeHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          />
          {existing ? (
            <Alert
              severity="warning"
              data-testid="agent-exists"
              action={
                <Button color="inherit" size="small" onClick={() => onCreated(existing)}>
                  {t('documents.newAgent.useExisting')}
                </Button>
              }
            >
              {t('documents.newAgent.exists', { name: existing.name })}
            </Alert>
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('documents.newAgent.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('documents.newAgent.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
