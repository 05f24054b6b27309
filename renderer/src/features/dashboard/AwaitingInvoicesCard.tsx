import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../lib/format.js';
import { DashboardCard, RecordLink } from './DashboardCard.js';
import { INVOICE_MONTHS, useAwaitingInvoices } from './use-dashboard.js';

/** The longest list shown here; the documents screen has the rest. */
const SHOWN = 15;

export interface AwaitingInvoicesCardProps {
  today: string;
}

/** Posted invoices awaiting payment or shipment, oldest first, with what is left to pay or ship. */
export function AwaitingInvoicesCard({ today }: AwaitingInvoicesCardProps) {
  const { t } = useTranslation();
  const query = useAwaitingInvoices(today);
  const items = query.data?.items ?? [];
  return (
    <DashboardCard
      testId="dashboard-invoices"
      title={t('dashboard.invoices.title', { months: INVOICE_MONTHS })}
      count={query.data ? items.length : undefined}
      loading={query.isFetching}
      error={query.error}
      freshness={query.data}
      empty={t('dashboard.invoices.empty')}
      more={{
        text: items.length > SHOWN ? t('dashboard.invoices.more', { count: items.length - SHOWN }) : t('dashboard.unposted.all'),
        section: 'documents',
      }}
      columns={[
        { header: t('dashboard.columns.date') },
        { header: t('dashboard.columns.invoice') },
        { header: t('dashboard.columns.agent') },
        { header: t('dashboard.columns.status') },
        { header: t('dashboard.columns.total'), numeric: true },
        { header: t('dashboard.columns.left'), numeric: true },
      ]}
      rows={items.slice(0, SHOWN).map((item) => ({
        key: item.uid,
        cells: [
          formatDate(item.date),
          <RecordLink key="link" section="documents" parts={[item.uid]}>{`№ ${item.no}`}</RecordLink>,
          item.agent,
          t(`documents.status.${item.status}`),
          formatAmount(item.total),
          formatAmount(item.left),
        ],
      }))}
    />
  );
}
