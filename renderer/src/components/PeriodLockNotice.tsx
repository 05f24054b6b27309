import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format.js';

export interface PeriodLockNoticeProps {
  lockDate: string;
}

/** Why a document or payment opens read-only: it lies in the closed period (docs/service-behaviour.md, "Closed period"). */
export function PeriodLockNotice({ lockDate }: PeriodLockNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" icon={<LockOutlined />} sx={{ mb: 1 }} data-testid="period-lock">
      {t('lock.notice', { date: formatDate(lockDate) })}
    </Alert>
  );
}
