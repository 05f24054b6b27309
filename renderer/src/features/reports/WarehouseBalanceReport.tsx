import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { formatAmount, formatCount, formatDate } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { UkDateField } from '../../components/UkDateField.js';
import { BalanceDrillDialog } from './BalanceDrillDialog.js';
import { AgentFilter } from './AgentFilter.js';
import { sortRule } from './grid-support.js';
import { ReportGrid } from './ReportGrid.js';
import { ReportResultBar } from './ReportResultBar.js';
import { balanceLines, type BalanceField, type BalanceLine } from './report-model.js';
import { reportMemory } from './report-memory.js';
import { balanceTable } from './report-tables.js';
import type { StockTarget } from './use-drilldown.js';
import { useAllAgents, useAllStores } from '../../lib/use-pick-lists.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import { useWarehouseBalance, type BalanceRequest, type ReportRun } from './use-reports.js';

const DEFAULT_SORT = { field: 'name', direction: 'asc' } as const;

/** Stock balance on a date by store and supplier: grouped by store, subtotals and a grand total. */
export function WarehouseBalanceReport({ initial: given }: { initial?: BalanceRequest }) {
  const initial = given ?? reportMemory.balance;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const stores = useAllStores();
  const agents = useAllAgents();
  const [date, setDate] = useState(initial?.date ?? dayjs().format('YYYY-MM-DD'));
  const [store, setStore] = useState(initial?.store ?? '');
  const [supplier, setSupplier] = useState(initial?.supplier ?? '');
  const [run, setRun] = useState<ReportRun<BalanceRequest> | null>(initial ? { request: initial, n: 0 } : null);
  const [filter, setFilter] = useState('');
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const out = useReportOutput();
  const [drill, setDrill] = useState<StockTarget | null>(null);

  const query = useWarehouseBalance(run);
  const reply = query.data;
  const lines = useMemo(
    () => (reply ? balanceLines(reply.data, { filter, sort: sortRule<BalanceField>(sortModel, DEFAULT_SORT) }) : []),
    [reply, filter, sortModel],
  );
  const total = lines.at(-1);

  const storeName = (uid: string | undefined) => (uid ? (stores.data?.find((s) => s.uid === uid)?.name ?? uid) : undefined);
  const agentName = (uid: string | undefined) => (uid ? (agents.data?.find((a) => a.uid === uid)?.name ?? uid) : undefined);

  function submit() {
    const request: BalanceRequest = { date };
    if (store) request.store = store;
    if (supplier) request.supplier = supplier;
    reportMemory.balance = request;
    setRun((previous) => ({ request, n: (previous?.n ?? 0) + 1 }));
  }

  const reportDate = (reply?.data.date || run?.request.date || date).slice(0, 10);
  function output(kind: OutputKind) {
    if (!reply) return;
    const asked = run?.request ?? {};
    const table = balanceTable(lines, { date: reportDate, store: storeName(asked.store), supplier: agentName(asked.supplier) }, (key) =>
      t(key),
    );
    void out.output(kind, table, `${t('reports.balance.title')} ${reportDate}`, reply.fetchedAt);
  }
  /** The moves behind an entity's row: from three months before the report's date, widened in the dialog when needed. */
  function openDrill(line: BalanceLine) {
    if (line.kind !== 'item') return;
    const from = dayjs(reportDate).subtract(3, 'month').startOf('month').format('YYYY-MM-DD');
    setDrill({
      storeUid: line.storeUid,
      storeName: line.storeName,
      entityUid: line.entityUid,
      name: line.name,
      unit: line.unit,
      from,
      to: reportDate,
    });
  }

  const columns: GridColDef<BalanceLine>[] = [
    {
      field: 'storeName',
      headerName: t('reports.balance.storeColumn'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) =>
        row.kind === 'total' ? t('reports.total') : row.kind === 'subtotal' ? `${t('reports.subtotal')}: ${row.storeName}` : row.storeName,
      colSpan: (_value, row) => (row.kind === 'item' ? 1 : 6),
    },
    {
      field: 'article',
      headerName: t('reports.balance.article'),
      width: 120,
      renderCell: ({ row }) => (row.kind === 'item' ? row.article : ''),
    },
    {
      field: 'name',
      headerName: t('reports.balance.name'),
      flex: 1.6,
      minWidth: 220,
      renderCell: ({ row }) => (row.kind === 'item' ? row.name : ''),
    },
    { field: 'unit', headerName: t('reports.balance.unit'), width: 70, renderCell: ({ row }) => (row.kind === 'item' ? row.unit : '') },
    {
      field: 'qty',
      headerName: t('reports.balance.qty'),
      width: 120,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (row.kind === 'item' ? formatCount(row.qty) : ''),
    },
    {
      field: 'price',
      headerName: t('reports.balance.price'),
      width: 120,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (row.kind === 'item' ? formatPriceUk(row.price) : ''),
    },
    {
      field: 'sum',
      headerName: t('reports.balance.sum'),
      width: 150,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => formatAmount(row.sum),
    },
  ];

  return (
    <Box>
      <Paper
        sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <UkDateField width={150} label={t('reports.balance.date')} value={date} onChange={setDate} />
        <TextField
          select
          size="small"
          label={t('reports.balance.store')}
          value={store}
          onChange={(event) => setStore(event.target.value)}
          sx={{ width: 260 }}
        >
          <MenuItem value="">{t('reports.all')}</MenuItem>
          {(stores.data ?? []).map((s) => (
            <MenuItem key={s.uid} value={s.uid}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <AgentFilter label={t('reports.balance.supplier')} agents={agents.data} value={supplier} onChange={setSupplier} width={320} />
        <Button type="submit" variant="contained" startIcon={<PlayArrowOutlined />} disabled={query.isFetching}>
          {t('reports.run')}
        </Button>
      </Paper>
      <FreshnessBanner freshness={reply} />
      {query.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(query.error)}
        </Alert>
      ) : null}
      {!run ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('reports.notRun')}
        </Typography>
      ) : null}
      {run ? (
        <Paper>
          <Box sx={{ px: 2, pt: 1.5, display: 'flex', alignItems: 'baseline', gap: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('reports.balance.title')}
              {reply?.data.date ? ` — ${formatDate(reply.data.date)}` : ''}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            {total ? (
              <Typography variant="subtitle1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {t('reports.total')}: <span data-testid="balance-grand-total">{formatAmount(total.sum)}</span>
              </Typography>
            ) : null}
          </Box>
          {reply ? (
            <ReportResultBar filter={filter} onFilter={setFilter} fetchedAt={reply.fetchedAt} onOutput={output} busy={out.busy} />
          ) : null}
          {out.error ? (
            <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
              {errorText(out.error)}
            </Alert>
          ) : null}
          <Box sx={{ height: 4 }}>{query.isFetching ? <LinearProgress /> : null}</Box>
          <Box sx={{ height: 'calc(100vh - 360px)', minHeight: 360 }}>
            <ReportGrid
              label={t('reports.balance.title')}
              rows={lines}
              columns={columns}
              sortModel={sortModel}
              onSortModelChange={setSortModel}
              onOpen={openDrill}
            />
          </Box>
        </Paper>
      ) : null}
      {drill ? <BalanceDrillDialog target={drill} onClose={() => setDrill(null)} /> : null}
    </Box>
  );
}
