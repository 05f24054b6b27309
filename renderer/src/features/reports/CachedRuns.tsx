import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format.js';
import { useAllAgents, useAllStores } from '../../lib/use-pick-lists.js';
import { useCachedReplies } from './use-reports.js';
import { cachedRunOf, type CachedRun } from './cached-run.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { EmptyTableRow } from '../../components/EmptyTableRow.js';

const TITLES: Record<CachedRun['report'], string> = {
  balance: 'reports.balance.title',
  turnover: 'reports.turnover.title',
  aging: 'reports.tabs.aging',
  moneyBalances: 'reports.money.title',
  trialBalance: 'reports.ledger.title',
  accountCard: 'reports.card.title',
  accountAnalysis: 'reports.analysis.title',
  statements: 'reports.statements.tab',
};

export interface CachedRunsProps {
  onOpen: (run: CachedRun) => void;
}

/** Runs of the reports kept in the offline cache of this connection; each opens without the service. */
export function CachedRuns({ onOpen }: CachedRunsProps) {
  const { t } = useTranslation();
  const stores = useAllStores();
  const agents = useAllAgents();
  const list = useCachedReplies();
  const runs = (list.data ?? [])
    .flatMap((entry) => {
      const run = cachedRunOf(entry);
      return run ? [{ entry, run }] : [];
    })
    .sort((a, b) => b.entry.fetchedAt.localeCompare(a.entry.fetchedAt));
  const name = (items: { uid: string; name: string }[] | undefined, uid: unknown) =>
    typeof uid === 'string' ? (items?.find((i) => i.uid === uid)?.name ?? uid) : null;

  function describe(report: CachedRun['report'], request: Record<string, unknown>): string {
    const date = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');
    if (report === 'balance') {
      return [
        `${t('reports.balance.date')}: ${request.date ? date(request.date) : '—'}`,
        `${t('reports.balance.store')}: ${name(stores.data, request.store) ?? t('reports.all')}`,
        `${t('reports.balance.supplier')}: ${name(agents.data, request.supplier) ?? t('reports.all')}`,
      ].join('; ');
    }
    if (report === 'aging') {
      const side = request.side === 'payable' ? 'payable' : 'receivable';
      return `${t('reports.aging.date')}: ${date(request.date)}; ${t(`reports.aging.sides.${side}`)}`;
    }
    if (report === 'trialBalance' || report === 'statements') return `${date(request.from)} – ${date(request.to)}`;
    if (report === 'moneyBalances') return `${date(request.from)} – ${date(request.date)}`;
    if (report === 'accountAnalysis')
      return `${t('reports.analysis.account')} ${String(request.account)}; ${date(request.from)} – ${date(request.to)}`;
    if (report === 'accountCard') {
      const record =
        name(agents.data, request.agent) ??
        name(stores.data, request.store) ??
        (typeof request.entity === 'string' ? request.entity : null);
      return [
        `${t('reports.card.account')} ${String(request.account)}`,
        `${date(request.from)} – ${date(request.to)}`,
        ...(record ? [record] : []),
      ].join('; ');
    }
    return [
      `${t('reports.turnover.account')} ${String(request.accCode)}`,
      `${date(request.from)} – ${date(request.to)}`,
      `${t('reports.turnover.agent')}: ${name(agents.data, request.agent) ?? t('reports.all')}`,
    ].join('; ');
  }

  return (
    <Paper>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2, pb: 1 }}>
        {t('reports.cached.intro')}
      </Typography>
      <ErrorAlert error={list.error} sx={{ m: 2 }} />
      <Table size="small" aria-label={t('reports.tabs.cached')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reports.cached.report')}</TableCell>
            <TableCell>{t('reports.cached.parameters')}</TableCell>
            <TableCell sx={{ width: 170 }}>{t('reports.cached.fetchedAt')}</TableCell>
            <TableCell sx={{ width: 130 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map(({ entry, run }) => {
            const { report } = run;
            return (
              <TableRow key={entry.key} hover data-testid="cached-run">
                <TableCell sx={{ fontWeight: 500 }}>{t(TITLES[report])}</TableCell>
                <TableCell>{describe(report, run.request)}</TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(entry.fetchedAt)}</TableCell>
                <TableCell align="right">
                  <Button size="small" startIcon={<OpenInNewOutlined />} onClick={() => onOpen(run)}>
                    {t('reports.cached.open')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
          {list.data && runs.length === 0 ? <EmptyTableRow columns={4} text={t('reports.cached.empty')} /> : null}
        </TableBody>
      </Table>
    </Paper>
  );
}
