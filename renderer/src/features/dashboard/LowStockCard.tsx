import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format.js';
import { DashboardCard, RecordLink } from './DashboardCard.js';
import { selectLowStock } from './low-stock.js';
import { useThresholds } from '../../lib/stock-thresholds.js';
import { useCurrentBalance } from './use-dashboard.js';

/** Entities below the minimum set for them on this computer, over all stores. */
export function LowStockCard() {
  const { t } = useTranslation();
  const { thresholds } = useThresholds();
  const balance = useCurrentBalance();
  const rows = balance.data?.data.rows;
  const items = useMemo(() => (thresholds && rows ? selectLowStock(thresholds, rows) : []), [thresholds, rows]);
  const none = thresholds !== null && Object.keys(thresholds).length === 0;
  return (
    <DashboardCard
      testId="dashboard-low-stock"
      title={t('dashboard.lowStock.title')}
      count={balance.data && !none ? items.length : undefined}
      loading={balance.isFetching}
      error={balance.error}
      freshness={balance.data}
      empty={none ? t('dashboard.lowStock.noThresholds') : t('dashboard.lowStock.empty')}
      more={{ text: t('dashboard.lowStock.setUp'), section: 'directories', parts: ['entities'] }}
      note={
        none ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {t('dashboard.lowStock.note')}
          </Typography>
        )
      }
      columns={[
        { header: t('dashboard.columns.entity') },
        { header: t('dashboard.columns.balance'), numeric: true },
        { header: t('dashboard.columns.min'), numeric: true },
        { header: t('dashboard.columns.unit') },
      ]}
      rows={items.map((item) => ({
        key: item.uid,
        cells: [
          <RecordLink key="link" section="directories" parts={['entities', item.uid]}>
            {item.name}
          </RecordLink>,
          formatCount(item.balance),
          formatCount(item.min),
          item.unit,
        ],
      }))}
    />
  );
}
