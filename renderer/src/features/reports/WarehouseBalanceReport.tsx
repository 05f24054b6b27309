import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { formatAmount, formatCount, formatDate } from '../../lib/format.js';
import { UkDateField } from '../../components/UkDateField.js';
import { BalanceDrillDialog } from './BalanceDrillDialog.js';
import { AgentFilter } from '../../components/AgentFilter.js';
import { sortRule } from './grid-support.js';
import { ReportGrid } from './ReportGrid.js';
import { ReportFrame } from './ReportFrame.js';
import { StoreFilter } from './StoreFilter.js';
import { balanceLines, type BalanceField, type BalanceLine } from './report-model.js';
import { reportMemory } from './report-memory.js';
import { balanceTable } from './report-tables.js';
import type { StockTarget } from './use-drilldown.js';
import { useAllAgents, useAllStores } from '../../lib/use-pick-lists.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import { useStartBalance, useWarehouseBalance, type BalanceRequest, type ReportRun } from './use-reports.js';

const DEFAULT_SORT = { field: 'name', direction: 'asc' } as const;

export interface WarehouseBalanceReportProps {
  initial?: BalanceRequest;
}

/** Stock balance on a date by store and supplier: grouped by store, subtotals and a grand total. */
export function WarehouseBalanceReport({ initial: given }: WarehouseBalanceReportProps) {
  const initial = given ?? reportMemory.balance;
  const { t } = useTranslation();
  const stores = useAllStores();
  const agents = useAllAgents();
  const [date, setDate] = useState(initial?.date ?? dayjs().format('YYYY-MM-DD'));
  const [store, setStore] = useState(initial?.store ?? '');
  const [supplier, setSupplier] = useState(initial?.supplier ?? null);
  const [run, setRun] = useState<ReportRun<BalanceRequest> | null>(initial ? { request: initial, n: 0 } : null);
  const [filter, setFilter] = useState('');
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const out = useReportOutput();
  const [drill, setDrill] = useState<StockTarget | null>(null);

  const query = useWarehouseBalance(run);
  const startBalance = useStartBalance();
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
    const next = { request, n: (run?.n ?? 0) + 1 };
    startBalance(next);
    setRun(next);
  }

  const reportDate = (reply?.data.date || run?.request.date || date).slice(0, 10);
  function output(kind: OutputKind) {
    if (!reply) return;
    const asked = run?.request ?? {};
    const table = balanceTable(lines, { date: reportDate, store: storeName(asked.store), supplier: agentName(asked.supplier) }, (key) =>
      t(key),
    );
    void out.output(kind, table, { fileName: `${t('reports.balance.title')} ${reportDate}`, fetchedAt: reply.fetchedAt });
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
      <ReportFrame
        parameters={
          <>
            <UkDateField width={150} label={t('reports.balance.date')} value={date} onChange={setDate} />
            <StoreFilter label={t('reports.balance.store')} stores={stores.data} value={store} onChange={setStore} width={260} />
            <AgentFilter
              label={t('reports.balance.supplier')}
              agents={agents.data}
              value={supplier}
              onChange={setSupplier}
              width={320}
              placeholder={t('reports.all')}
            />
          </>
        }
        onRun={submit}
        query={query}
        heading={run ? `${t('reports.balance.title')}${reply?.data.date ? ` — ${formatDate(reply.data.date)}` : ''}` : null}
        aside={
          total ? (
            <Typography variant="subtitle1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {t('reports.total')}: <span data-testid="balance-grand-total">{formatAmount(total.sum)}</span>
            </Typography>
          ) : null
        }
        filter={filter}
        onFilter={setFilter}
        onOutput={output}
        output={out}
        gridHeight="calc(100vh - 360px)"
        grid={
          <ReportGrid
            label={t('reports.balance.title')}
            rows={lines}
            columns={columns}
            sortModel={sortModel}
            onSortModelChange={setSortModel}
            onOpen={openDrill}
            virtualized
          />
        }
      />
      {drill ? <BalanceDrillDialog target={drill} onClose={() => setDrill(null)} /> : null}
    </Box>
  );
}
