import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS, type SettlementAccountCode } from '../../../../shared/api/reports.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { isPeriodReversed } from '../../lib/period.js';
import { AgentFilter } from '../../components/AgentFilter.js';
import { sortRule } from './grid-support.js';
import { ReportGrid } from './ReportGrid.js';
import { ReportFrame } from './ReportFrame.js';
import { TURNOVER_FIGURES, turnoverLines, type TurnoverField, type TurnoverLine } from './report-model.js';
import { reportMemory } from './report-memory.js';
import { sharedPeriod } from './report-period.js';
import { PeriodFields } from './PeriodFields.js';
import { TurnoverDrillDialog } from './TurnoverDrillDialog.js';
import { turnoverTable } from './report-tables.js';
import type { AgentTarget } from './use-drilldown.js';
import { useAllAgents } from '../../lib/use-pick-lists.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import { useAgentTurnover, type ReportRun, type TurnoverRequest } from './use-reports.js';
import { memberOf } from '../../lib/member-of.js';

const DEFAULT_SORT = { field: 'agent', direction: 'asc' } as const;

export interface AgentTurnoverReportProps {
  initial?: TurnoverRequest;
}

/** Settlement turnover by agent on 361 or 631 for a period: six figures per agent and a total row. */
export function AgentTurnoverReport({ initial: given }: AgentTurnoverReportProps) {
  const initial = given ?? reportMemory.turnover;
  const { t } = useTranslation();
  const agents = useAllAgents();
  const [accCode, setAccCode] = useState<SettlementAccountCode>(initial?.accCode ?? '361');
  // The period the tabs share, unless the tab was opened for a run of its own.
  const [{ from, to }, setPeriod] = useState(() =>
    given
      ? { from: given.from, to: given.to }
      : sharedPeriod(() => ({
          from: initial?.from ?? dayjs().startOf('month').format('YYYY-MM-DD'),
          to: initial?.to ?? dayjs().format('YYYY-MM-DD'),
        })),
  );
  const [agent, setAgent] = useState(initial?.agent ?? null);
  const [run, setRun] = useState<ReportRun<TurnoverRequest> | null>(initial ? { request: initial, n: 0 } : null);
  const [filter, setFilter] = useState('');
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const out = useReportOutput();
  const [drill, setDrill] = useState<AgentTarget | null>(null);

  const query = useAgentTurnover(run);
  const reply = query.data;
  const lines = useMemo(
    () => (reply ? turnoverLines(reply.data, { filter, sort: sortRule<TurnoverField>(sortModel, DEFAULT_SORT) }) : []),
    [reply, filter, sortModel],
  );

  function submit() {
    const request: TurnoverRequest = { accCode, from, to };
    if (agent) request.agent = agent;
    reportMemory.turnover = request;
    setRun((previous) => ({ request, n: (previous?.n ?? 0) + 1 }));
  }

  function output(kind: OutputKind) {
    if (!reply || !run) return;
    const asked = run.request;
    const agentName = asked.agent ? (agents.data?.find((a) => a.uid === asked.agent)?.name ?? asked.agent) : undefined;
    const table = turnoverTable(lines, { accCode: asked.accCode, from: asked.from, to: asked.to, agent: agentName }, (key) => t(key));
    void out.output(kind, table, {
      fileName: `${t('reports.turnover.title')} ${asked.accCode} ${asked.from}—${asked.to}`,
      fetchedAt: reply.fetchedAt,
    });
  }
  function openDrill(line: TurnoverLine) {
    if (line.kind !== 'item' || !run) return;
    setDrill({ agentUid: line.agentUid, name: line.agent, from: run.request.from, to: run.request.to });
  }

  const columns: GridColDef<TurnoverLine>[] = [
    {
      field: 'agent',
      headerName: t('reports.turnover.agent'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (row.kind === 'total' ? t('reports.total') : row.agent),
    },
    ...TURNOVER_FIGURES.map((figure): GridColDef<TurnoverLine> => ({
      field: figure,
      headerName: t(`reports.turnover.${figure}`),
      width: 126,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (row[figure].isZero() && row.kind === 'item' ? '' : formatAmount(row[figure])),
    })),
  ];

  const shown = run?.request;
  return (
    <Box>
      <ReportFrame
        parameters={
          <>
            <TextField
              select
              size="small"
              label={t('reports.turnover.account')}
              value={accCode}
              onChange={(event) => setAccCode(memberOf(ACCOUNTS, event.target.value) ?? accCode)}
              sx={{ width: 310 }}
            >
              {ACCOUNTS.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`reports.turnover.acc${code}`)}
                </MenuItem>
              ))}
            </TextField>
            <PeriodFields from={from} to={to} onChange={setPeriod} />
            <AgentFilter
              label={t('reports.turnover.agent')}
              agents={agents.data}
              value={agent}
              onChange={setAgent}
              width={280}
              placeholder={t('reports.all')}
            />
          </>
        }
        onRun={submit}
        blocked={isPeriodReversed(from, to)}
        query={query}
        heading={
          shown
            ? `${t('reports.turnover.title')} — ${t(`reports.turnover.acc${shown.accCode}`)}, ${formatDate(shown.from)} – ${formatDate(shown.to)}`
            : null
        }
        filter={filter}
        onFilter={setFilter}
        onOutput={output}
        output={out}
        gridHeight="calc(100vh - 340px)"
        grid={
          <ReportGrid
            label={t('reports.turnover.title')}
            rows={lines}
            columns={columns}
            sortModel={sortModel}
            onSortModelChange={setSortModel}
            onOpen={openDrill}
            columnHeaderHeight={56}
          />
        }
      />
      {drill ? <TurnoverDrillDialog target={drill} onClose={() => setDrill(null)} /> : null}
    </Box>
  );
}
