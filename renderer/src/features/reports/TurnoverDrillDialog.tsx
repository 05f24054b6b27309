import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../lib/format.js';
import { ReconciliationLink } from '../../components/ReconciliationLink.js';
import { openLink } from '../../lib/record-links.js';
import { recordLinkOf, recordTypeName } from '../../lib/record-types.js';
import { DrillDialog } from './DrillDialog.js';
import { useAgentActivity, type AgentTarget } from './use-drilldown.js';

export interface TurnoverDrillDialogProps {
  target: AgentTarget;
  onClose: () => void;
}

/** An agent's documents and payments in the report's period; a row opens the document or payment. */
export function TurnoverDrillDialog({ target, onClose }: TurnoverDrillDialogProps) {
  const { t } = useTranslation();
  const query = useAgentActivity(target);
  const rows = (query.data ?? []).map((row) => ({
    key: row.uid,
    onOpen: () => {
      const link = recordLinkOf(row.type, row.uid, row.date);
      openLink(link.section, ...link.parts);
    },
    cells: [
      formatDate(row.date),
      recordTypeName(t, row.type),
      row.no,
      formatAmount(row.amount),
      row.status ? t(`documents.status.${row.status}`) : row.done ? t('documents.posted') : t('documents.notPosted'),
    ],
  }));
  return (
    <DrillDialog
      id="turnover-drill-title"
      title={t('reports.drill.agentTitle', { name: target.name, from: formatDate(target.from), to: formatDate(target.to) })}
      maxWidth="md"
      fetching={query.isFetching}
      error={query.error}
      empty={query.data && rows.length === 0 ? t('reports.drill.noDocuments') : null}
      label={t('reports.drill.agentLabel')}
      rows={rows}
      columns={[
        { header: t('reports.drill.date'), width: 110 },
        { header: t('reports.drill.kind') },
        { header: t('reports.drill.no'), width: 110 },
        { header: t('reports.drill.sum'), numeric: true, width: 140 },
        { header: t('reports.drill.state'), width: 190 },
      ]}
      actions={<ReconciliationLink target={{ agent: target.agentUid, from: target.from, to: target.to }} />}
      onClose={onClose}
    />
  );
}
