import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { changesReports } from '../lib/live-refresh.js';
import { heardChanges, heardCount, subscribeLive } from '../lib/live-state.js';
import { queryKeys } from '../lib/query-keys.js';

/**
 * «Дані змінилися — оновити» over a report that was run before a colleague's change: the report
 * is not read again by itself, so the figures do not move under the user's eyes; the button
 * reads it again (docs/office.md, "Live changes and presence").
 */
export function ReportChangedBanner() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [seen, setSeen] = useState(heardCount);
  const changes = useSyncExternalStore(subscribeLive, heardChanges);
  if (!changes.some((change) => change.n > seen && changesReports(change))) return null;
  const refresh = () => {
    setSeen(heardCount());
    void client.refetchQueries({ queryKey: queryKeys.reports.all, type: 'active' });
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="report-changed-banner"
      action={
        <Button color="inherit" size="small" onClick={refresh}>
          {t('live.refresh')}
        </Button>
      }
    >
      {t('live.reportChanged')}
    </Alert>
  );
}
