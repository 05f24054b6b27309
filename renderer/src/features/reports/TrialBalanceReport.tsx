import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_FIGURES } from '../../../../shared/api/ledger-reports.js';
import type { Decimal } from '../../../../shared/api/money.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { monthOf, localToday } from '../../lib/period.js';
import { PeriodFields } from './PeriodFields.js';
import { isPeriodReversed } from '../../lib/period.js';
import { reportMemory } from './report-memory.js';
import { sharedPeriod } from './report-period.js';
import { ReportFrame } from './ReportFrame.js';
import { ReportGrid } from './ReportGrid.js';
import { MixedEntriesAlert } from './MixedEntriesAlert.js';
import {
  analyticUnfolds,
  trialBalanceLines,
  trialBalanceTable,
  type TrialBalanceItem,
  type TrialBalanceLine,
} from './trial-balance-model.js';
import { useTrialBalance, useUnfoldedAccounts, type AccountCardTarget, type TrialBalanceRequest } from './use-ledger-reports.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import type { ReportRun } from './use-reports.js';

const FOLD_KEYS = { ArrowRight: true, '+': true, ArrowLeft: false, '-': false } as const;

/** The card an ОСВ line opens: its account for the run's period, filtered to the line's record. */
function cardOf(line: TrialBalanceLine, period: TrialBalanceRequest): AccountCardTarget | null {
  if (line.kind === 'total' || line.kind === 'section') return null;
  const request = { account: line.account, ...period };
  if (line.kind === 'item' || !line.record) return { request };
  const filter =
    line.by === 'agent'
      ? { agent: line.record.uid }
      : line.by === 'entity'
        ? { entity: line.record.uid }
        : line.by === 'store'
          ? { store: line.record.uid }
          : null;
  return filter ? { request: { ...request, ...filter }, record: line.record.name } : { request };
}

/**
 * The оборотно-сальдова відомість for a period: accounts fold into their synthetic accounts and
 * unfold into sub-accounts or into counterparties and goods; a line opens its account card.
 */
export function TrialBalanceReport({
  initial: given,
  onOpenCard,
}: {
  initial?: TrialBalanceRequest;
  onOpenCard: (target: AccountCardTarget) => void;
}) {
  const initial = given ?? reportMemory.trialBalance;
  const { t } = useTranslation();
  // The period the tabs share, unless the tab was opened for a run of its own.
  const [period, setPeriod] = useState(() => given ?? sharedPeriod(() => initial ?? monthOf(localToday())));
  const [run, setRun] = useState<ReportRun<TrialBalanceRequest> | null>(initial ? { request: initial, n: 0 } : null);
  const [expanded, setExpandedState] = useState<ReadonlySet<string>>(() => new Set(reportMemory.trialBalanceExpanded ?? []));
  const [filter, setFilter] = useState('');
  const out = useReportOutput();

  const query = useTrialBalance(run);
  const reply = query.data;
  const report = reply?.data;
  const unfolded = useUnfoldedAccounts(run?.request ?? null, report ? analyticUnfolds(report, expanded) : []);
  const lines = useMemo(
    () => (report ? trialBalanceLines(report, { expanded, records: unfolded.records }, filter) : []),
    [report, expanded, unfolded.records, filter],
  );

  const setExpanded = (next: ReadonlySet<string>) => {
    reportMemory.trialBalanceExpanded = [...next];
    setExpandedState(next);
  };
  function fold(line: TrialBalanceItem, open: boolean) {
    if (!line.folding || line.expanded === open) return;
    const next = new Set(expanded);
    if (open) next.add(line.account);
    else next.delete(line.account);
    setExpanded(next);
  }
  function submit() {
    const request = { ...period };
    reportMemory.trialBalance = request;
    setRun((previous) => ({ request, n: (previous?.n ?? 0) + 1 }));
  }
  function output(kind: OutputKind) {
    if (!reply || !run) return;
    const table = trialBalanceTable(lines, run.request, (key) => t(key));
    void out.output(kind, table, `${table.title} ${run.request.from}—${run.request.to}`, reply.fetchedAt);
  }
  function open(line: TrialBalanceLine) {
    const target = run ? cardOf(line, run.request) : null;
    if (target) onOpenCard(target);
  }
  function onKey(line: TrialBalanceLine, _field: string, event: { key: string }): boolean {
    if (line.kind !== 'item' || !(event.key in FOLD_KEYS)) return false;
    fold(line, FOLD_KEYS[event.key as keyof typeof FOLD_KEYS]);
    return true;
  }

  const amount = (value: Decimal) => (value.isZero() ? '' : formatAmount(value));
  const columns: GridColDef<TrialBalanceLine>[] = [
    {
      field: 'account',
      headerName: t('reports.ledger.account'),
      width: 92,
      sortable: false,
      renderCell: ({ row }) => {
        if (row.kind === 'total') return row.offBalance ? '' : t('reports.total');
        if (row.kind === 'section') return '';
        const pad = row.depth * 2;
        if (row.kind === 'analytic') return <Box sx={{ pl: pad + 3.5, color: 'text.secondary' }}>{row.account}</Box>;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', pl: pad, fontWeight: row.depth === 0 ? 600 : undefined }}>
            {row.folding ? (
              <IconButton
                size="small"
                tabIndex={-1}
                aria-label={`${row.account}: ${t(row.expanded ? 'reports.ledger.collapse' : 'reports.ledger.expand')}`}
                onClick={(event) => {
                  event.stopPropagation();
                  fold(row, !row.expanded);
                }}
                sx={{ p: 0.25, mr: 0.25 }}
              >
                {row.expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
              </IconButton>
            ) : (
              <Box sx={{ width: 26 }} />
            )}
            {row.account}
          </Box>
        );
      },
    },
    {
      field: 'name',
      headerName: t('reports.ledger.name'),
      flex: 1,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => {
        if (row.kind === 'total') return row.offBalance ? <b>{t('reports.ledger.offBalanceTotal')}</b> : '';
        if (row.kind === 'section') return <b data-testid="off-balance-section">{t('reports.ledger.offBalance')}</b>;
        if (row.kind === 'analytic') return <Box sx={{ pl: row.depth * 2 }}>{row.record?.name ?? t('reports.ledger.noRecord')}</Box>;
        const by = row.folding === 'analytic' && row.by ? ` (${t(`reports.ledger.by.${row.by}`)})` : '';
        return (
          <Box component="span" title={row.name} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.name}
            {row.expanded && by ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {by}
              </Box>
            ) : null}
          </Box>
        );
      },
    },
    ...BALANCE_FIGURES.map((figure): GridColDef<TrialBalanceLine> => ({
      field: figure,
      headerName: t(`reports.ledger.${figure}`),
      // Wide enough for millions («12 345 678,90») uncut: at 1366 px the six figures and the account
      // leave the name its 220 px.
      width: 128,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => amount(row[figure]),
    })),
  ];

  const shown = run?.request;
  return (
    <Box>
      <ReportFrame
        parameters={<PeriodFields from={period.from} to={period.to} onChange={setPeriod} />}
        blocked={isPeriodReversed(period.from, period.to)}
        onRun={submit}
        query={query}
        heading={shown ? `${t('reports.ledger.title')} — ${formatDate(shown.from)} – ${formatDate(shown.to)}` : null}
        filter={filter}
        onFilter={setFilter}
        onOutput={output}
        output={out}
        gridHeight="calc(100vh - 360px)"
        grid={
          <ReportGrid
            label={t('reports.ledger.title')}
            rows={lines}
            columns={columns}
            onOpen={open}
            openOn="doubleClick"
            onKey={onKey}
            columnHeaderHeight={56}
          />
        }
      />
      <ErrorAlert error={unfolded.error} sx={{ mt: 1 }} />
      {report ? <MixedEntriesAlert entries={report.mixedEntries} /> : null}
      {shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.ledger.hint')}
        </Typography>
      ) : null}
    </Box>
  );
}
