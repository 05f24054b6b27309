import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '../../lib/bridge.js';
import { formatDate } from '../../lib/format.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { useSettingsSave } from './use-settings-save.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { UkDateField } from '../../components/UkDateField.js';

export interface LockDateCardProps {
  lockDate: string | null;
}

/**
 * «Дата заборони редагування», as in BAS: the day up to which the books are closed, with its own
 * save (moving it needs the right to close periods; docs/service-behaviour.md, "Closed period").
 */
export function LockDateCard({ lockDate }: LockDateCardProps) {
  const { t } = useTranslation();
  // What was typed counts only for the lock date it was typed over: a date saved (or read anew) replaces it.
  const [typed, setTyped] = useState<{ date: string; over: string | null } | null>(null);
  const date = typed && typed.over === lockDate ? typed.date : (lockDate ?? '');
  const setDate = (next: string) => setTyped({ date: next, over: lockDate });
  const [done, setDone] = useState<'saved' | 'cleared' | null>(null);
  const { update, save, conflict } = useSettingsSave();
  const forbidden = update.error instanceof BridgeError && update.error.code === 'FORBIDDEN';
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);

  const send = (next: string | null) => {
    setDone(null);
    save({ lockDate: next }, (saved) => setDone(saved.lockDate ? 'saved' : 'cleared'));
  };

  return (
    <Paper
      component="form"
      sx={{ p: 2, mb: 2 }}
      aria-labelledby="lock-title"
      data-testid="lock-date-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) send(date);
      }}
    >
      <Typography id="lock-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('companySettings.lock.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('companySettings.lock.explain')}
      </Typography>
      <RecordConflictParts conflict={conflict} kind="settings" subject="settings" busy={update.isPending} />
      <Typography variant="body2" sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }} data-testid="lock-date-current">
        {lockDate ? <LockOutlined fontSize="small" color="warning" /> : <LockOpenOutlined fontSize="small" color="action" />}
        {lockDate ? t('companySettings.lock.current', { date: formatDate(lockDate) }) : t('companySettings.lock.none')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'start', flexWrap: 'wrap' }}>
        <UkDateField label={t('companySettings.lock.date')} value={date} onChange={setDate} width={220} optional />
        <Button type="submit" variant="contained" startIcon={<LockOutlined />} disabled={!valid || update.isPending || date === lockDate}>
          {t('companySettings.lock.save')}
        </Button>
        {lockDate ? (
          <Button startIcon={<LockOpenOutlined />} onClick={() => send(null)} disabled={update.isPending}>
            {t('companySettings.lock.clear')}
          </Button>
        ) : null}
      </Box>
      {forbidden ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="lock-forbidden">
          {t('companySettings.lock.forbidden')}
        </Alert>
      ) : (
        <ErrorAlert error={update.error} sx={{ mt: 2 }} />
      )}
      {done ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="lock-saved">
          {t(`companySettings.lock.${done}`)}
        </Alert>
      ) : null}
    </Paper>
  );
}
