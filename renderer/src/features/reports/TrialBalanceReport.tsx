import Box from '@mui/material/Box';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { formatDate } from '../../lib/format.js';
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
import { useTrialBalanceColumns } from './use-trial-balance-columns.js';
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

export interface TrialBalanceReportProps {
  initial?: TrialBalanceRequest;
  onOpenCard: (target: AccountCardTarget) => void;
}

/**
 * The оборотно-сальдова відомість for a period: accounts fold into their synthetic accounts and
 * unfold into sub-accounts or into counterparties and goods; a line opens its account card.
 */
export function TrialBalanceReport({ initial: given, onOpenCard }: TrialBalanceReportProps) {
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

  const columns = useTrialBalanceColumns(fold);

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
