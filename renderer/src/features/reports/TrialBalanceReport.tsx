import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
import { memberOf } from '../../lib/member-of.js';
import { useCompanySettings } from '../../lib/use-company-settings.js';
import { reportMemory } from './report-memory.js';
import { ReportPdfDialog } from './ReportPdfDialog.js';
import { TRIAL_BALANCE_DETAILS, unfoldedAccounts, useTrialBalanceDetail, type TrialBalanceDetail } from './trial-balance-detail.js';
import { trialBalanceForm } from './trial-balance-print.js';
import { useReportPrint } from './use-report-print.js';
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
const NOTHING: ReadonlySet<string> = new Set();

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
  const label = (key: string) => t(key);
  // The period the tabs share, unless the tab was opened for a run of its own.
  const [period, setPeriod] = useState(() => given ?? sharedPeriod(() => initial ?? monthOf(localToday())));
  const [run, setRun] = useState<ReportRun<TrialBalanceRequest> | null>(initial ? { request: initial, n: 0 } : null);
  const [detail, setDetail] = useTrialBalanceDetail();
  // Accounts unfolded and folded by hand, over what the detail unfolds: kept for the session.
  const [byHand, setByHand] = useState<{ opened: ReadonlySet<string>; closed: ReadonlySet<string> }>(() => ({
    opened: new Set(reportMemory.trialBalanceExpanded ?? []),
    closed: new Set(reportMemory.trialBalanceFolded ?? []),
  }));
  const [filter, setFilter] = useState('');
  const out = useReportOutput();
  const printout = useReportPrint();
  const company = useCompanySettings().data ?? null;

  const query = useTrialBalance(run);
  const reply = query.data;
  const report = reply?.data;
  const expanded = useMemo(() => (report ? unfoldedAccounts(report, detail, byHand) : NOTHING), [report, detail, byHand]);
  const unfolded = useUnfoldedAccounts(run?.request ?? null, report ? analyticUnfolds(report, expanded) : []);
  const lines = useMemo(
    () => (report ? trialBalanceLines(report, { expanded, records: unfolded.records }, filter) : []),
    [report, expanded, unfolded.records, filter],
  );

  const keepByHand = (next: { opened: ReadonlySet<string>; closed: ReadonlySet<string> }) => {
    reportMemory.trialBalanceExpanded = [...next.opened];
    reportMemory.trialBalanceFolded = [...next.closed];
    setByHand(next);
  };
  function fold(line: TrialBalanceItem, open: boolean) {
    if (!line.folding || line.expanded === open) return;
    const [opened, closed] = [new Set(byHand.opened), new Set(byHand.closed)];
    (open ? opened : closed).add(line.account);
    (open ? closed : opened).delete(line.account);
    keepByHand({ opened, closed });
  }
  /** A detail chosen (or «Розгорнути все», «Згорнути все») unfolds every account alike: what was done by hand goes. */
  function unfoldAll(next: TrialBalanceDetail) {
    keepByHand({ opened: NOTHING, closed: NOTHING });
    setDetail(next);
  }
  const everything = detail === 'all' && byHand.closed.size === 0;
  function submit() {
    const request = { ...period };
    reportMemory.trialBalance = request;
    setRun((previous) => ({ request, n: (previous?.n ?? 0) + 1 }));
  }
  function output(kind: OutputKind) {
    if (!reply || !run) return;
    const table = trialBalanceForm(
      trialBalanceTable(lines, run.request, label),
      { company, detail: t(`reports.ledger.details.${detail}`) },
      label,
    );
    const fileName = `${table.title} ${run.request.from}—${run.request.to}`;
    if (kind === 'print')
      printout.print(table, {
        title: `${table.title} — ${formatDate(run.request.from)} – ${formatDate(run.request.to)}`,
        fileName,
        fetchedAt: reply.fetchedAt,
      });
    else void out.output(kind, table, { fileName, fetchedAt: reply.fetchedAt });
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
      // A sub-account two levels down with its chevron («361.1» under 36 and 361) is whole in it.
      width: 100,
      colSpan: (_value, row) => (row.kind === 'analytic' ? 2 : 1),
      sortable: false,
      renderCell: ({ row }) => {
        if (row.kind === 'total') return row.offBalance ? '' : t('reports.total');
        if (row.kind === 'section') return '';
        const pad = row.depth;
        if (row.kind === 'analytic') {
          // A counterparty's or goods' line, as BAS sets it: its name under its account, across the code and name columns.
          const name = row.record?.name ?? t('reports.ledger.noRecord');
          return (
            <Box title={`${row.account} · ${name}`} sx={{ pl: pad + 3.25, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {name}
            </Box>
          );
        }
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
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => {
        if (row.kind === 'total') return row.offBalance ? <b>{t('reports.ledger.offBalanceTotal')}</b> : '';
        if (row.kind === 'section') return <b data-testid="off-balance-section">{t('reports.ledger.offBalance')}</b>;
        // A counterparty's line is drawn by the account's cell, across this one.
        if (row.kind !== 'item') return '';
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
      // Wide enough for 9 999 999 999,99 uncut in the grid's small type, in the bold of a total too: at
      // 1366 px the six figures and the account leave the name its 190 px (a longer one is cut, whole in its hint).
      width: 130,
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
        parameters={
          <>
            <PeriodFields from={period.from} to={period.to} onChange={setPeriod} />
            <TextField
              select
              size="small"
              label={t('reports.ledger.detail')}
              value={detail}
              onChange={(event) => {
                const chosen = memberOf(TRIAL_BALANCE_DETAILS, event.target.value);
                if (chosen) unfoldAll(chosen);
              }}
              sx={{ width: 270 }}
            >
              {TRIAL_BALANCE_DETAILS.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`reports.ledger.details.${name}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        blocked={isPeriodReversed(period.from, period.to)}
        onRun={submit}
        query={{ data: query.data, error: query.error, isFetching: query.isFetching || unfolded.fetching }}
        heading={shown ? `${t('reports.ledger.title')} — ${formatDate(shown.from)} – ${formatDate(shown.to)}` : null}
        aside={
          shown ? (
            <Button
              size="small"
              startIcon={everything ? <UnfoldLess /> : <UnfoldMore />}
              onClick={() => unfoldAll(everything ? 'accounts' : 'all')}
            >
              {t(everything ? 'reports.ledger.foldAll' : 'reports.ledger.unfoldAll')}
            </Button>
          ) : null
        }
        filter={filter}
        onFilter={setFilter}
        onOutput={output}
        output={{ busy: out.busy || printout.busy, error: out.error ?? printout.error }}
        gridHeight="calc(100vh - 384px)"
        grid={
          <ReportGrid
            label={t('reports.ledger.title')}
            rows={lines}
            columns={columns}
            onOpen={open}
            openOn="doubleClick"
            onKey={onKey}
            columnHeaderHeight={56}
            virtualized
            allRows
            smallText
          />
        }
      />
      <ErrorAlert error={unfolded.error} sx={{ mt: 1 }} />
      {report ? <MixedEntriesAlert entries={report.mixedEntries} /> : null}
      {printout.printing ? <ReportPdfDialog {...printout.printing} onClose={printout.close} /> : null}
      {shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.ledger.hint')}
        </Typography>
      ) : null}
    </Box>
  );
}
