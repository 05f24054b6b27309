import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthStartOf } from '../../../../shared/api/money-balances.js';
import { UkDateField } from '../../components/UkDateField.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { localToday } from '../../lib/period.js';
import { MONEY_FIGURES, moneyBalanceLines, moneyBalancesTable, type MoneyBalanceLine } from './money-balances-model.js';
import { reportMemory } from './report-memory.js';
import { ReportFrame } from './ReportFrame.js';
import { ReportGrid } from './ReportGrid.js';
import { useMoneyBalances, type MoneyBalancesRequest } from '../../lib/use-money-balances.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import type { ReportRun } from './use-reports.js';

/**
 * «Залишки коштів»: every bank account and cash desk with its balance at the start, money in and
 * out, and its balance at the date, and the total (docs/desktop-app.md, "Screens").
 */
export function MoneyBalancesReport() {
  const { t } = useTranslation();
  const lastRun = reportMemory.moneyBalances;
  const [date, setDate] = useState(lastRun?.date ?? localToday());
  const [from, setFrom] = useState(lastRun?.from ?? monthStartOf(localToday()));
  const [run, setRun] = useState<ReportRun<MoneyBalancesRequest> | null>(lastRun ? { request: lastRun, n: 0 } : null);
  const [filter, setFilter] = useState('');
  const out = useReportOutput();
  const query = useMoneyBalances(run);
  const reply = query.data;
  const lines = useMemo(() => (reply ? moneyBalanceLines(reply.data, (key) => t(key), filter) : []), [reply, filter, t]);
  const reversed = from !== '' && date !== '' && from > date;

  function submit() {
    if (reversed) return;
    const request = { date, from };
    reportMemory.moneyBalances = request;
    setRun((previous) => ({ request, n: (previous?.n ?? 0) + 1 }));
  }
  function output(kind: OutputKind) {
    if (!reply) return;
    const table = moneyBalancesTable(lines, reply.data, (key) => t(key));
    void out.output(kind, table, { fileName: `${table.title} ${reply.data.date}`, fetchedAt: reply.fetchedAt });
  }

  const columns: GridColDef<MoneyBalanceLine>[] = [
    { field: 'name', headerName: t('reports.money.account'), flex: 1, minWidth: 140, sortable: false },
    { field: 'accountKind', headerName: t('reports.money.kind'), width: 60, sortable: false },
    { field: 'iban', headerName: t('reports.money.iban'), width: 290, sortable: false },
    ...MONEY_FIGURES.map((figure): GridColDef<MoneyBalanceLine> => ({
      field: figure,
      headerName: t(`reports.money.${figure}`),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => formatAmount(row[figure]),
    })),
  ];

  const shown = reply?.data;
  return (
    <ReportFrame
      parameters={
        <>
          <UkDateField width={150} label={t('reports.money.date')} value={date} onChange={setDate} />
          <UkDateField width={150} label={t('reports.money.from')} value={from} onChange={setFrom} />
          {reversed ? (
            <Typography variant="body2" color="error" role="alert">
              {t('reports.money.fromAfterDate')}
            </Typography>
          ) : null}
        </>
      }
      onRun={submit}
      blocked={reversed}
      query={query}
      heading={shown ? `${t('reports.money.title')} — ${formatDate(shown.from)} – ${formatDate(shown.date)}` : null}
      filter={filter}
      onFilter={setFilter}
      onOutput={output}
      output={out}
      gridHeight="calc(100vh - 360px)"
      grid={<ReportGrid label={t('reports.money.title')} rows={lines} columns={columns} onOpen={() => undefined} />}
    />
  );
}
