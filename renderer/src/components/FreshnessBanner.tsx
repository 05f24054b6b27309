import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.js';

export interface Freshness {
  source: 'live' | 'cache';
  fetchedAt: string;
}

export interface FreshnessBannerProps {
  freshness: Freshness | undefined;
}

/** Says when a screen shows cached data because the service cannot be reached (docs/desktop-app.md, "Offline"). */
export function FreshnessBanner({ freshness }: FreshnessBannerProps) {
  const { t } = useTranslation();
  if (freshness?.source !== 'cache') return null;
  return (
    <Alert severity="warning" icon={<CloudOffOutlined />} role="status" data-testid="offline-banner" sx={{ mb: 2 }}>
      {t('freshness.offline', { time: formatDateTime(freshness.fetchedAt) })}
    </Alert>
  );
}
