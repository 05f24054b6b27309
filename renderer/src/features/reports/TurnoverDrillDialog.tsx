import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../lib/format.js';
import { ReconciliationLink } from '../../app/ReconciliationLink.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { openLink } from '../dashboard/record-links.js';
import { DrillTable } from './DrillTable.js';
import { useAgentActivity, type AgentTarget } from './use-drilldown.js';

/** An agent's documents and payments in the report's period; a row opens the document or payment. */
export function TurnoverDrillDialog({ target, onClose }: { target: AgentTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useAgentActivity(target);
  const rows = (query.data ?? []).map((row) => ({
    key: row.uid,
    onOpen: () => openLink(row.kind === 'payment' ? 'payments' : 'documents', row.uid),
    cells: [
      formatDate(row.date),
      row.kind === 'payment'
        ? t(`payments.types.${row.type}`, { defaultValue: row.type })
        : t(`documents.types.${row.type}`, { defaultValue: row.type }),
      row.no,
      formatAmount(row.amount),
      row.status ? t(`documents.status.${row.status}`) : row.done ? t('documents.posted') : t('documents.notPosted'),
    ],
  }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="turnover-drill-title">
      <DialogTitle id="turnover-drill-title">
        {t('reports.drill.agentTitle', { name: target.name, from: formatDate(target.from), to: formatDate(target.to) })}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress /> : null}</Box>
        {query.error ? <Alert severity="error">{errorText(query.error)}</Alert> : null}
        {query.data && rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {t('reports.drill.noDocuments')}
          </Typography>
        ) : null}
        <DrillTable
          label={t('reports.drill.agentLabel')}
          rows={rows}
          columns={[
            { header: t('reports.drill.date'), width: 110 },
            { header: t('reports.drill.kind') },
            { header: t('reports.drill.no'), width: 110 },
            { header: t('reports.drill.sum'), numeric: true, width: 140 },
            { header: t('reports.drill.state'), width: 190 },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 2 }}>
          {t('reports.drill.hint')}
        </Typography>
        <ReconciliationLink target={{ agent: target.agentUid, from: target.from, to: target.to }} />
        <Button onClick={onClose}>{t('reports.drill.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
