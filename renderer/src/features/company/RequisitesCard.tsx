import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanySettingsRecord } from '../../../../shared/api/company.js';
import { BridgeError } from '../../lib/bridge.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { useSettingsSave } from './use-settings-save.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { RequisitesForm } from './RequisitesForm.js';
import { requisitesUpdateOf, type Requisites } from '../../lib/requisites.js';
import { requisiteProblems, requisitesOf } from './requisites-model.js';

export interface RequisitesCardProps {
  settings: CompanySettingsRecord;
}

/** The requisites of the company, edited and saved on their own (changing them needs the right to manage access). */
export function RequisitesCard({ settings }: RequisitesCardProps) {
  const { t } = useTranslation();
  // What was typed stays until it is saved or the user takes someone else's settings in the conflict
  // dialog, even when the settings are read anew meanwhile: its save carries the version it was typed
  // over, so a change someone else saved since brings the dialog rather than being overwritten.
  const [typed, setTyped] = useState<{ form: Requisites; over: CompanySettingsRecord } | null>(null);
  const form = typed ? typed.form : requisitesOf(settings);
  const [tried, setTried] = useState(false);
  const { update, save: saveFields, conflict } = useSettingsSave(() => setTyped(null));
  const problems = requisiteProblems(form);
  const forbidden = update.error instanceof BridgeError && update.error.code === 'FORBIDDEN';

  const save = () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    saveFields(requisitesUpdateOf(form), () => setTyped(null), typed?.over);
  };

  return (
    <Paper
      component="form"
      sx={{ p: 2, mb: 2 }}
      aria-labelledby="requisites-title"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Typography id="requisites-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('companySettings.requisites.title')}
      </Typography>
      <RecordConflictParts conflict={conflict} kind="settings" subject="settings" busy={update.isPending} />
      <RequisitesForm
        value={form}
        onChange={(next) => {
          setTyped({ form: next, over: typed?.over ?? settings });
          update.reset();
        }}
        problems={tried ? problems : {}}
        disabled={update.isPending}
      />
      {forbidden ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="requisites-forbidden">
          {t('companySettings.requisites.forbidden')}
        </Alert>
      ) : (
        <ErrorAlert error={update.error} sx={{ mt: 2 }} />
      )}
      {update.isSuccess ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="requisites-saved">
          {t('companySettings.requisites.saved')}
        </Alert>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" startIcon={<SaveOutlined />} disabled={update.isPending}>
          {t('companySettings.requisites.save')}
        </Button>
      </Box>
    </Paper>
  );
}
