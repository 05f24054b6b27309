import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStatementFigureUk } from '../../../../shared/api/format-uk.js';
import { formatAmount } from '../../lib/format.js';
import { useCompanySettings } from '../../lib/use-company-settings.js';
import { localToday } from '../../lib/period.js';
import type { Translate } from './aging-model.js';
import { StatementsPeriodFields } from './StatementsPeriodFields.js';
import { reportMemory } from './report-memory.js';
import { ReportFrame } from './ReportFrame.js';
import { ReportGrid } from './ReportGrid.js';
import {
  figureHeaders,
  filedPeriod,
  statementLines,
  statementTable,
  statementTitle,
  type StatementForm,
  type StatementLine,
} from './statements-model.js';
import { useStatements, type AccountCardTarget, type TrialBalanceRequest } from './use-ledger-reports.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import { useStatementsPrint } from './use-statements-print.js';
import type { ReportRun } from './use-reports.js';

/** Where a line leads: the card of its one account, or the ОСВ of the period where it takes several. */
export type StatementDrill = { card: AccountCardTarget } | { trialBalance: TrialBalanceRequest };

export interface StatementsReportProps {
  initial?: TrialBalanceRequest;
  onDrill: (to: StatementDrill) => void;
}

/**
 * The small company's statements of a period from 1 January: Форма № 1-м «Баланс» and Форма № 2-м
 * «Звіт про фінансові результати», by line codes in thousands with one decimal, printed as the forms
 * are laid out; a line opens the card of its account or the ОСВ.
 */
export function StatementsReport({ initial: given, onDrill }: StatementsReportProps) {
  const initial = given ?? reportMemory.statements;
  const { t } = useTranslation();
  const label: Translate = (key, options) => t(key, options ?? {});
  const company = useCompanySettings();
  // The forms are filed for periods from 1 January: a remembered or given period is read as the one that reaches its end.
  const [period, setPeriod] = useState(filedPeriod(initial ?? { from: localToday(), to: localToday() }));
  const [form, setForm] = useState<StatementForm>(reportMemory.statementForm ?? 'balance');
  const [run, setRun] = useState<ReportRun<TrialBalanceRequest> | null>(initial ? { request: filedPeriod(initial), n: 0 } : null);
  const [filter, setFilter] = useState('');
  const out = useReportOutput();
  const printing = useStatementsPrint();

  const query = useStatements(run);
  const reply = query.data;
  const lines = useMemo(() => {
    const all = reply ? statementLines(reply.data, form, (key) => t(key)) : [];
    const needle = filter.trim().toLocaleLowerCase('uk');
    return needle
      ? all.filter((line) => line.kind !== 'heading' && `${line.code} ${line.name}`.toLocaleLowerCase('uk').includes(needle))
      : all;
  }, [reply, form, filter, t]);

  function choose(next: StatementForm | null) {
    if (!next) return;
    reportMemory.statementForm = next;
    setForm(next);
  }
  function submit() {
    const request = { ...period };
    reportMemory.statements = request;
    setRun((previous) => ({ request, n: (previous?.n ?? 0) + 1 }));
  }
  function output(kind: OutputKind) {
    if (!reply || !run) return;
    const fileName = `${t(`reports.statements.${form === 'balance' ? 'form1Code' : 'form2Code'}`)} ${run.request.from}—${run.request.to}`;
    // Print and PDF are the forms as the service lays them out; xlsx and csv stay tables.
    if (kind === 'print') return void printing.print({ ...run.request, form });
    if (kind === 'pdf') return void printing.save({ ...run.request, form }, fileName);
    const requisites = { name: company.data?.name ?? '', code: company.data?.code ?? '' };
    const table = statementTable({ lines, statements: reply.data, form, company: requisites }, label);
    void out.output(kind, table, { fileName, fetchedAt: reply.fetchedAt });
  }
  function open(line: StatementLine) {
    if (line.kind === 'heading' || !run || line.accounts.length === 0) return;
    const [only] = line.accounts;
    // A line of one account of the chart opens its card; a line of several, or of a whole class, the ОСВ.
    if (line.accounts.length === 1 && only && only.length >= 2) onDrill({ card: { request: { account: only, ...run.request } } });
    else onDrill({ trialBalance: run.request });
  }

  const [first, second] = figureHeaders(form, label);
  const figure = (line: StatementLine, at: 0 | 1) =>
    line.kind === 'heading' ? null : (
      <Box component="span" title={formatAmount(line.exact[at])}>
        {formatStatementFigureUk(line.figures[at])}
      </Box>
    );
  const columns: GridColDef<StatementLine>[] = [
    {
      field: 'name',
      headerName: t('reports.statements.article'),
      flex: 1,
      minWidth: 360,
      sortable: false,
      renderCell: ({ row }) => <Box sx={{ pl: row.kind !== 'heading' && row.part ? 3 : 0 }}>{row.name}</Box>,
    },
    { field: 'code', headerName: t('reports.statements.lineCode'), width: 100, sortable: false, align: 'center', headerAlign: 'center' },
    ...([first, second] as const).map((header, at): GridColDef<StatementLine> => ({
      field: `figure${at}`,
      headerName: header,
      width: 220,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => figure(row, at as 0 | 1),
    })),
  ];

  const shown = reply?.data;
  return (
    <Box>
      <ToggleButtonGroup size="small" exclusive value={form} onChange={(_event, next: StatementForm | null) => choose(next)} sx={{ mb: 2 }}>
        <ToggleButton value="balance">{t('reports.statements.form1')}</ToggleButton>
        <ToggleButton value="results">{t('reports.statements.form2')}</ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PrintOutlined />}
        sx={{ ml: 2, mb: 2 }}
        disabled={!run || printing.busy}
        onClick={() => run && void printing.print(run.request)}
      >
        {t('reports.statements.printBoth')}
      </Button>
      <ReportFrame
        parameters={<StatementsPeriodFields period={period} onChange={setPeriod} />}
        onRun={submit}
        query={query}
        heading={
          shown ? statementTitle(shown, form, label) : run ? t(`reports.statements.${form === 'balance' ? 'title1' : 'title2'}`) : null
        }
        aside={
          shown ? (
            <Typography variant="body2" color="text.secondary">
              {t('reports.statements.unit')}: {t('reports.statements.thousands')}
            </Typography>
          ) : undefined
        }
        filter={filter}
        onFilter={setFilter}
        onOutput={output}
        output={{ busy: out.busy || printing.busy, error: out.error ?? printing.error }}
        gridHeight="calc(100vh - 400px)"
        grid={
          <ReportGrid
            label={t(`reports.statements.${form === 'balance' ? 'form1' : 'form2'}`)}
            rows={lines}
            columns={columns}
            onOpen={open}
            columnHeaderHeight={56}
          />
        }
      />
      {shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.statements.hint')}
        </Typography>
      ) : null}
    </Box>
  );
}
