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
import { VatPayerChoice } from '../../components/VatPayerChoice.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { requisitesUpdateOf } from '../../lib/requisites.js';
import { companyFormProblems, EMPTY_COMPANY_FORM, type CompanyForm } from './new-company.js';
import { useCompanyActions } from './use-companies.js';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The company is made, selected and has its requisites. */
  onCreated: (name: string) => void;
}

/**
 * A new local company with its requisites. Three steps (make the file, switch to it, write the
 * requisites); when the last fails the company exists already, so the form stays open, says so,
 * and its button writes the requisites again rather than making a second company.
 */
export function NewCompanyDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const actions = useCompanyActions();
  const [form, setForm] = useState<CompanyForm>(EMPTY_COMPANY_FORM);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const problems = touched ? companyFormProblems(form) : {};
  const problemText = (field: keyof CompanyForm, help = ' ') => {
    const problem = problems[field];
    return problem ? t(`companies.${problem}`) : help;
  };
  const field = (name: keyof Omit<CompanyForm, 'vatPayer'>) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(problems[name]),
    fullWidth: true,
    size: 'small' as const,
  });

  const close = () => {
    setForm(EMPTY_COMPANY_FORM);
    setTouched(false);
    setFailure(null);
    setCreatedId(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(companyFormProblems(form)).length > 0) return;
    const requisites = requisitesUpdateOf(form);
    const name = requisites.name ?? form.name.trim();
    setSaving(true);
    setFailure(null);
    let id = createdId;
    try {
      if (id === null) {
        id = (await actions.addAndSelect.mutateAsync({ name })).id;
        setCreatedId(id);
      } else {
        await actions.select.mutateAsync(id);
      }
    } catch (error) {
      setSaving(false);
      setFailure(errorText(error));
      return;
    }
    try {
      await actions.writeRequisites.mutateAsync(requisites);
      close();
      onCreated(name);
    } catch (error) {
      setFailure(t('companies.settingsFailed', { name, message: errorText(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="new-company-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="new-company-title">{t('companies.newTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('companies.newIntro')}
          </Typography>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="new-company-failure">
              {failure}
            </Alert>
          ) : null}
          <Stack spacing={1}>
            <TextField
              autoFocus
              required
              label={t('companies.name')}
              helperText={problemText('name')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              {...field('name')}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                required
                label={t('fields.code')}
                helperText={problemText('code', t('companies.codeHelp'))}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                {...field('code')}
                sx={{ flex: '0 0 38%' }}
              />
              <VatPayerChoice
                value={form.vatPayer}
                onChange={(vatPayer) => setForm((current) => ({ ...current, vatPayer }))}
                error={Boolean(problems.vatPayer)}
              />
            </Stack>
            {form.vatPayer ? (
              <TextField
                required
                label={t('fields.taxCode')}
                helperText={problemText('taxCode', t('companies.taxCodeHelp'))}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
                {...field('taxCode')}
              />
            ) : null}
            <TextField label={t('fields.address')} helperText=" " slotProps={{ htmlInput: { maxLength: 500 } }} {...field('address')} />
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('fields.iban')}
                helperText={problemText('iban', t('companies.ibanHelp'))}
                slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
                {...field('iban')}
              />
              <TextField label={t('companies.bank')} helperText=" " {...field('bank')} />
            </Stack>
            <Stack direction="row" spacing={2}>
              <TextField label={t('companies.director')} helperText=" " {...field('director')} />
              <TextField label={t('companies.accountant')} helperText=" " {...field('accountant')} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('companies.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {createdId === null ? t('companies.save') : t('companies.retry')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
