import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format.js';
import { useOffers } from '../../lib/use-service-info.js';
import { DashboardCard, RecordLink } from './DashboardCard.js';
import { largestOverdue } from './overdue.js';
import { useOverdue } from './use-dashboard.js';

/** How many customers the card lists; the aging report has them all. */
const SHOWN = 5;

/** `date=…&side=receivable[&agent=…]`: the aging report's address part (lib/aging-link.ts), as a link's part. */
const agingPart = (today: string, agent?: string) =>
  new URLSearchParams({ date: today, side: 'receivable', ...(agent ? { agent } : {}) }).toString();

export interface OverdueCardProps {
  today: string;
}

/**
 * What customers owe beyond 30 days, and the five who owe most, each a link to the aging report
 * with its documents unfolded. Only where the service offers the report (docs/service-behaviour.md,
 * "Extensions of our service").
 */
export function OverdueCard({ today }: OverdueCardProps) {
  const offered = useOffers('report.aging');
  if (!offered) return null;
  return <OverdueList today={today} />;
}

function OverdueList({ today }: { today: string }) {
  const { t } = useTranslation();
  const query = useOverdue(today);
  const overdue = query.data ? largestOverdue(query.data.data, SHOWN) : null;
  return (
    <DashboardCard
      testId="dashboard-overdue"
      title={t('dashboard.overdue.title')}
      count={overdue?.agents}
      loading={query.isFetching}
      error={query.error}
      freshness={query.data}
      empty={t('dashboard.overdue.empty')}
      more={{ text: t('dashboard.overdue.all'), section: 'reports', parts: ['aging', agingPart(today)] }}
      note={
        overdue ? (
          <Typography sx={{ px: 2, pb: 1, fontWeight: 600 }} data-testid="dashboard-overdue-total">
            {t('dashboard.overdue.total', { sum: formatAmount(overdue.total) })}
          </Typography>
        ) : null
      }
      columns={[
        { header: t('dashboard.columns.agent') },
        { header: t('dashboard.overdue.over30'), numeric: true },
        { header: t('dashboard.overdue.debt'), numeric: true },
      ]}
      rows={(overdue?.largest ?? []).map((item) => ({
        key: item.uid,
        cells: [
          <RecordLink key="link" section="reports" parts={['aging', agingPart(today, item.uid)]}>
            {item.name}
          </RecordLink>,
          formatAmount(item.over30),
          formatAmount(item.total),
        ],
      }))}
    />
  );
}
