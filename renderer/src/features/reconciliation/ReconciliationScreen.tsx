import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offersExtension } from '../../../../shared/api/service-info.js';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { reconciliationHref, type ReconciliationTarget } from '../../lib/reconciliation-link.js';
import { formatDate } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { useServiceInfo } from '../../lib/use-service-info.js';
import { openLink } from '../../lib/record-links.js';
import { ActActions } from './ActActions.js';
import { ActParams } from './ActParams.js';
import { ActPdfDialog } from './ActPdfDialog.js';
import { ActTable } from './ActTable.js';
import { actLines, closingSentence, type Translate } from './act-model.js';
import { useAct, type ActRequest } from './use-act.js';

/** The request a target from the address makes, once it names a counterparty and a whole period. */
function requestOf(target: ReconciliationTarget): ActRequest | null {
  const { agent, from, to, contract } = target;
  return agent && from && to ? { agent, from, to, ...(contract ? { contract } : {}) } : null;
}

export interface ReconciliationScreenProps {
  target: ReconciliationTarget;
}

/**
 * The reconciliation act with one counterparty: its parameters live in the address, so a link from
 * the counterparty's card, a turnover row or the documents screen opens it filled in, and coming
 * back from a document opened from a row shows the same act. Offline, the act comes from the cache.
 */
export function ReconciliationScreen({ target }: ReconciliationScreenProps) {
  const { t } = useTranslation();
  const info = useServiceInfo();
  if (info.isPending) return <LinearProgress />;
  if (!offersExtension(info.data, 'report.reconciliation')) {
    return (
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('reconciliation.title')}
        </Typography>
        <Alert severity="info" data-testid="reconciliation-not-offered">
          {t('reconciliation.notOffered')}
        </Alert>
      </Box>
    );
  }
  return <ActView target={target} />;
}

function ActView({ target }: { target: ReconciliationTarget }) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => t(key, options ?? {});
  const errorText = useErrorText();
  const request = requestOf(target);
  const query = useAct(request);
  const [viewing, setViewing] = useState(false);
  const act = query.data?.data;
  const initial: ActRequest = request ?? {
    agent: target.agent ?? '',
    from: target.from ?? dayjs().startOf('month').format('YYYY-MM-DD'),
    to: target.to ?? dayjs().format('YYYY-MM-DD'),
  };
  const run = (next: ActRequest) => {
    const href = reconciliationHref(next);
    if (href === window.location.hash) void query.refetch();
    else window.location.hash = href;
  };
  const title = act ? t('reconciliation.heading', { agent: act.agent.name, from: formatDate(act.from), to: formatDate(act.to) }) : '';

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('reconciliation.title')}
      </Typography>
      <ActParams key={JSON.stringify(initial)} initial={initial} busy={query.isFetching} onRun={run} />
      <FreshnessBanner freshness={query.data} />
      {query.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(query.error)}
        </Alert>
      ) : null}
      {!request ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('reconciliation.notRun')}
        </Typography>
      ) : null}
      <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress /> : null}</Box>
      {request && act && query.data ? (
        <Paper>
          <Box sx={{ px: 2, pt: 1.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} data-testid="reconciliation-heading">
              {title}
            </Typography>
            {act.contract ? (
              <Typography variant="body2" color="text.secondary">
                {t('reconciliation.contractLine', { contract: act.contract.name })}
              </Typography>
            ) : null}
          </Box>
          <ActActions act={act} request={request} title={title} fetchedAt={query.data.fetchedAt} onView={() => setViewing(true)} />
          <ActTable
            lines={actLines(act, translate)}
            onOpen={(line) => {
              if (line.opens) openLink(line.opens.section, ...line.opens.parts);
            }}
          />
          {act.rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2, pt: 1 }}>
              {t('reconciliation.noRows')}
            </Typography>
          ) : null}
          <Box sx={{ px: 2, py: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="reconciliation-closing">
              {closingSentence(act, translate)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('reconciliation.rowHint')}
            </Typography>
          </Box>
        </Paper>
      ) : null}
      {viewing && request ? <ActPdfDialog request={request} title={title} onClose={() => setViewing(false)} /> : null}
    </Box>
  );
}
