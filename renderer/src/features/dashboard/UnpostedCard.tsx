import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format.js';
import { recordLinkOf, recordTitle } from '../../lib/record-types.js';
import { DashboardCard, RecordLink } from './DashboardCard.js';
import { useUnpostedToday } from './use-dashboard.js';

export interface UnpostedCardProps {
  today: string;
}

/** Today's documents and payments not posted yet. */
export function UnpostedCard({ today }: UnpostedCardProps) {
  const { t } = useTranslation();
  const query = useUnpostedToday(today);
  const items = query.data?.items ?? [];
  return (
    <DashboardCard
      testId="dashboard-unposted"
      title={t('dashboard.unposted.title')}
      count={query.data ? items.length : undefined}
      loading={query.isFetching}
      error={query.error}
      freshness={query.data}
      empty={t('dashboard.unposted.empty')}
      more={{ text: t('dashboard.unposted.all'), section: 'documents' }}
      columns={[
        { header: t('dashboard.columns.document') },
        { header: t('dashboard.columns.agent') },
        { header: t('dashboard.columns.sum'), numeric: true },
      ]}
      rows={items.map((item) => ({
        key: item.uid,
        cells: [
          <RecordLink key="link" {...recordLinkOf(item.type, item.uid, today)}>
            {recordTitle(t, item.type, item.no)}
          </RecordLink>,
          item.agent,
          formatAmount(item.amount),
        ],
      }))}
    />
  );
}
