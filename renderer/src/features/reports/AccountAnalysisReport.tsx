import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountCode } from '../../../../shared/api/accounts.js';
import type { Decimal } from '../../../../shared/api/money.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { localToday, monthOf } from '../../lib/period.js';
import { accountAnalysisLines, accountAnalysisTable, type AccountAnalysisLine } from './account-analysis-model.js';
import { AccountField } from './AccountField.js';
import { PeriodFields } from './PeriodFields.js';
import { isPeriodReversed } from '../../lib/period.js';
import { reportMemory } from './report-memory.js';
import { sharedPeriod } from './report-period.js';
import { ReportFrame } from './ReportFrame.js';
import { ReportGrid } from './ReportGrid.js';
import { useAccountAnalysis, type AccountAnalysisRequest, type AccountCardTarget } from './use-ledger-reports.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import type { ReportRun } from './use-reports.js';

export interface AccountAnalysisReportProps {
  initial?: AccountAnalysisRequest;
  onOpenCard: (target: AccountCardTarget) => void;
}

/**
 * The аналіз рахунку: an account's turnovers of a period per correspondent account, between its
 * opening and closing balance; a row opens the card of its correspondent account for the period.
 */
export function AccountAnalysisReport({ initial: given, onOpenCard }: AccountAnalysisReportProps) {
  const initial = given ?? reportMemory.accountAnalysis;
  const { t } = useTranslation();
  const label = (key: string) => t(key);
  const [account, setAccount] = useState(initial?.account ?? '361');
  // The period the tabs share, unless the tab was opened for a run of its own.
  const [period, setPeriod] = useState(() =>
    given
      ? { from: given.from, to: given.to }
      : sharedPeriod(() => (initial ? { from: initial.from, to: initial.to } : monthOf(localToday()))),
  );
  const [run, setRun] = useState<ReportRun<AccountAnalysisRequest> | null>(initial ? { request: initial, n: 0 } : null);
  const [filter, setFilter] = useState('');
  const [badAccount, setBadAccount] = useState(false);
  const out = useReportOutput();

  const query = useAccountAnalysis(run);
  const reply = query.data;
  const lines = useMemo(() => (reply ? accountAnalysisLines(reply.data, (key) => t(key), filter) : []), [reply, filter, t]);

  function submit() {
    if (!AccountCode.safeParse(account.trim()).success) {
      setBadAccount(true);
      return;
    }
    setBadAccount(false);
    const request = { account: account.trim(), ...period };
    reportMemory.accountAnalysis = request;
    setRun((previous) => ({ request, n: (previous?.n ?? 0) + 1 }));
  }
  function output(kind: OutputKind) {
    if (!reply || !run) return;
    const table = accountAnalysisTable(lines, reply.data, label);
    void out.output(kind, table, { fileName: `${table.title} ${run.request.from}—${run.request.to}`, fetchedAt: reply.fetchedAt });
  }
  function open(line: AccountAnalysisLine) {
    if (line.kind === 'item' && line.account !== '' && run)
      onOpenCard({ request: { account: line.account, from: run.request.from, to: run.request.to } });
  }

  const amount = (value: Decimal) => (value.isZero() ? '' : formatAmount(value));
  const columns: GridColDef<AccountAnalysisLine>[] = [
    { field: 'account', headerName: t('reports.analysis.against'), width: 130, sortable: false },
    { field: 'name', headerName: t('reports.analysis.name'), flex: 1, minWidth: 260, sortable: false },
    ...(['debit', 'credit'] as const).map((side): GridColDef<AccountAnalysisLine> => ({
      field: side,
      headerName: t(`reports.analysis.${side}`),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => amount(row[side]),
    })),
  ];

  const shown = reply?.data;
  const heading = shown
    ? `${t('reports.analysis.title')} ${shown.account} «${shown.name}» — ${formatDate(shown.from.slice(0, 10))} – ${formatDate(shown.to.slice(0, 10))}`
    : run
      ? t('reports.analysis.title')
      : null;
  return (
    <Box>
      <ReportFrame
        parameters={
          <>
            <AccountField value={account} onChange={setAccount} bad={badAccount} testId="analysis-account" />
            <PeriodFields from={period.from} to={period.to} onChange={setPeriod} />
          </>
        }
        onRun={submit}
        blocked={isPeriodReversed(period.from, period.to)}
        query={query}
        heading={heading}
        filter={filter}
        onFilter={setFilter}
        onOutput={output}
        output={out}
        gridHeight="calc(100vh - 360px)"
        grid={<ReportGrid label={t('reports.analysis.title')} rows={lines} columns={columns} onOpen={open} />}
      />
      {shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.analysis.hint')}
        </Typography>
      ) : null}
    </Box>
  );
}
