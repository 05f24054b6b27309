import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGING_SIDES, type AgingSide } from '../../../../shared/api/aging.js';
import { offersExtension } from '../../../../shared/api/service-info.js';
import { UkDateField } from '../../components/UkDateField.js';
import { agingHref, type AgingTarget } from '../../lib/aging-link.js';
import { formatAmount, formatDate, formatDateTime } from '../../lib/format.js';
import { localToday } from '../../lib/period.js';
import { openLink } from '../../lib/record-links.js';
import { useCompanySettings } from '../../lib/use-company-settings.js';
import { useServiceInfo } from '../../lib/use-service-info.js';
import { AGING_FIGURES, agingLines, agingTable, over30Of, type AgingField, type AgingLine, type Translate } from './aging-model.js';
import { sortRule } from './grid-support.js';
import { reportMemory } from './report-memory.js';
import { reportPdfDefinition } from './report-pdf.js';
import { ReportFrame } from './ReportFrame.js';
import { ReportGrid } from './ReportGrid.js';
import { ReportPdfDialog } from './ReportPdfDialog.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import { useAging, type AgingRequest, type ReportRun } from './use-reports.js';
import { memberOf } from '../../lib/member-of.js';

const DEFAULT_SORT = { field: 'agent', direction: 'asc' } as const;

export interface AgingReportProps {
  target: AgingTarget;
}

/**
 * Who owes what and since when, where the service offers it; elsewhere the reason it is not here
 * (docs/service-behaviour.md, "Extensions of our service").
 */
export function AgingReport({ target }: AgingReportProps) {
  const { t } = useTranslation();
  const info = useServiceInfo();
  if (info.isPending) return <LinearProgress />;
  if (!offersExtension(info.data, 'report.aging')) {
    return (
      <Alert severity="info" data-testid="aging-not-offered">
        {t('reports.aging.notOffered')}
      </Alert>
    );
  }
  return <AgingView key={JSON.stringify(target)} target={target} />;
}

/** The request the address makes, else the last run of this session. */
function requestOf(target: AgingTarget): AgingRequest | null {
  if (target.date) return { date: target.date, side: target.side ?? 'receivable' };
  return reportMemory.aging ?? null;
}

/**
 * The report's parameters live in the address (`#/reports/aging/…`), so the dashboard's card opens
 * it run, and coming back from a document opened from it shows the same report and the same
 * counterparties unfolded. Offline, the run comes from the cache.
 */
function AgingView({ target }: { target: AgingTarget }) {
  const { t } = useTranslation();
  const translate: Translate = (key, options) => t(key, options ?? {});
  const request = requestOf(target);
  const [date, setDate] = useState(request?.date ?? localToday());
  const [side, setSide] = useState<AgingSide>(request?.side ?? 'receivable');
  const [again, setAgain] = useState(0);
  const run: ReportRun<AgingRequest> | null = request ? { request, n: again } : null;
  const query = useAging(run);
  const reply = query.data;
  const [expanded, setExpandedState] = useState<ReadonlySet<string>>(
    () => new Set([...(reportMemory.agingExpanded ?? []), ...(target.agent ? [target.agent] : [])]),
  );
  const setExpanded = (next: ReadonlySet<string>) => {
    reportMemory.agingExpanded = [...next];
    setExpandedState(next);
  };
  const [filter, setFilter] = useState('');
  // A link to one counterparty (the dashboard's) shows it alone, unfolded, until the user asks for all.
  const [only, setOnly] = useState<string | null>(target.agent ?? null);
  const company = useCompanySettings().data?.name ?? null;
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const out = useReportOutput();
  const [printing, setPrinting] = useState<{ bytes: Uint8Array; title: string; fileName: string } | null>(null);
  const [printError, setPrintError] = useState<unknown>(null);
  const [printBusy, setPrintBusy] = useState(false);

  const lines = useMemo(
    () =>
      reply
        ? agingLines(reply.data, { filter, only, sort: sortRule<AgingField>(sortModel, DEFAULT_SORT), expanded }, (key, options) =>
            t(key, options ?? {}),
          )
        : [],
    [reply, filter, only, sortModel, expanded, t],
  );

  function submit() {
    const next: AgingRequest = { date, side };
    reportMemory.aging = next;
    const href = agingHref(next);
    if (href === window.location.hash) setAgain((n) => n + 1);
    else window.location.hash = href;
  }

  function output(kind: OutputKind) {
    if (!reply) return;
    const table = agingTable(reply.data, { filter, only, company }, translate);
    const fileName = `${table.title} ${reply.data.date}`;
    if (kind !== 'print') {
      void out.output(kind, table, { fileName, fetchedAt: reply.fetchedAt });
      return;
    }
    // «Друк» shows the report's PDF first, drawn as the "PDF" button saves it, and prints it from there.
    setPrintBusy(true);
    setPrintError(null);
    const definition = reportPdfDefinition(table, {
      generatedLine: t('reports.fetchedAt', { time: formatDateTime(reply.fetchedAt) }),
      pageLabel: (page, count) => t('reports.pageOf', { page, count }),
    });
    import('./pdf-render.js')
      .then(({ renderPdf }) => renderPdf(definition))
      .then((bytes) => setPrinting({ bytes, title: `${table.title} — ${formatDate(reply.data.date)}`, fileName: `${fileName}.pdf` }))
      .catch(setPrintError)
      .finally(() => setPrintBusy(false));
  }

  function open(line: AgingLine) {
    if (line.kind === 'item') {
      const next = new Set(expanded);
      if (next.has(line.agentUid)) next.delete(line.agentUid);
      else next.add(line.agentUid);
      setExpanded(next);
    }
    if (line.kind === 'doc') openLink(line.link.section, ...line.link.parts);
  }

  const amount = (value: AgingLine['balance'], line: AgingLine) => (value.isZero() && line.kind !== 'total' ? '' : formatAmount(value));
  const columns: GridColDef<AgingLine>[] = [
    {
      field: 'agent',
      headerName: t('reports.aging.agentOrDocument'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => {
        if (row.kind === 'total') return t('reports.total');
        if (row.kind === 'doc')
          return (
            <Box sx={{ pl: 4, overflow: 'hidden', textOverflow: 'ellipsis', fontSize: 13 }} title={row.label}>
              {row.name}
            </Box>
          );
        return (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, py: 0.5 }}
            aria-label={`${row.agent}: ${t(row.expanded ? 'reports.aging.collapse' : 'reports.aging.expand')}`}
          >
            {row.expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
            {/* A long legal name wraps onto a second line rather than losing its end. */}
            <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {row.agent}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', ml: 1, whiteSpace: 'nowrap' }}>
              {t('reports.aging.documents', { count: row.count })}
            </Box>
          </Box>
        );
      },
    },
    {
      field: 'date',
      headerName: t('reports.aging.docDate'),
      width: 112, // «29.01.2026» in the bold total row, uncut
      sortable: false,
      // A counterparty's and the total's: the oldest open document's, so a folded line says since when.
      renderCell: ({ row }) => (row.date ? formatDate(row.date) : ''),
    },
    {
      field: 'days',
      headerName: t('reports.aging.days'),
      width: 56,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => row.days ?? '',
    },
    ...AGING_FIGURES.map((figure): GridColDef<AgingLine> => ({
      field: figure,
      headerName: t(`reports.aging.${figure}`),
      // Wide enough for a bold total of hundreds of thousands («303 966,36») at 1366 px.
      width: 106,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => amount(row[figure], row),
    })),
  ];

  const shown = reply?.data;
  const onlyName = only ? (shown?.rows.find((row) => row.agent.uid === only)?.agent.name ?? null) : null;
  return (
    <Box>
      {only ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="aging-only"
          action={
            <Button color="inherit" size="small" onClick={() => setOnly(null)}>
              {t('reports.aging.showAll')}
            </Button>
          }
        >
          {t('reports.aging.only', { agent: onlyName ?? '…' })}
        </Alert>
      ) : null}
      <ReportFrame
        parameters={
          <>
            <UkDateField width={150} label={t('reports.aging.date')} value={date} onChange={setDate} />
            <TextField
              select
              size="small"
              label={t('reports.aging.side')}
              value={side}
              onChange={(event) => setSide(memberOf(AGING_SIDES, event.target.value) ?? side)}
              sx={{ width: 240 }}
              slotProps={{ htmlInput: { 'data-testid': 'aging-side' } }}
            >
              {AGING_SIDES.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`reports.aging.sides.${name}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        onRun={submit}
        query={query}
        heading={request && shown ? `${t(`reports.aging.title_${shown.side}`)} — ${formatDate(shown.date)}` : null}
        aside={
          shown ? (
            <Typography variant="body2" color="text.secondary" data-testid="aging-over30">
              {`${t('reports.aging.over30')}: ${formatAmount(over30Of(shown, only))}`}
            </Typography>
          ) : null
        }
        filter={filter}
        onFilter={setFilter}
        onOutput={output}
        output={{ busy: out.busy || printBusy, error: out.error ?? printError }}
        gridHeight="calc(100vh - 360px)"
        grid={
          <ReportGrid
            label={t('reports.tabs.aging')}
            rows={lines}
            columns={columns}
            sortModel={sortModel}
            onSortModelChange={setSortModel}
            onOpen={open}
            columnHeaderHeight={56}
            autoRowHeight
          />
        }
      />
      {shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${t('reports.aging.hint')} ${t('reports.aging.basis')}: ${t('reports.aging.basisText')}.`}
        </Typography>
      ) : null}
      {printing ? <ReportPdfDialog {...printing} onClose={() => setPrinting(null)} /> : null}
    </Box>
  );
}
