import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountCode } from '../../../../shared/api/accounts.js';
import type { Decimal } from '../../../../shared/api/money.js';
import { AgentFilter } from '../../components/AgentFilter.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { localToday, monthOf } from '../../lib/period.js';
import { openLink } from '../../lib/record-links.js';
import { useAllAgents, useAllStores } from '../../lib/use-pick-lists.js';
import { accountCardLines, accountCardTable, balanceSide, type AccountCardLine } from './account-card-model.js';
import type { Translate } from './aging-model.js';
import { AccountField } from './AccountField.js';
import { PeriodFields } from './PeriodFields.js';
import { isPeriodReversed } from '../../lib/period.js';
import { reportMemory } from './report-memory.js';
import { sharedPeriod } from './report-period.js';
import { ReportFrame } from './ReportFrame.js';
import { StoreFilter } from './StoreFilter.js';
import { ReportGrid } from './ReportGrid.js';
import { useAccountCard, type AccountCardRequest, type AccountCardTarget } from './use-ledger-reports.js';
import { useReportOutput, type OutputKind } from './use-report-output.js';
import type { ReportRun } from './use-reports.js';

export interface AccountCardReportProps {
  initial?: AccountCardTarget;
}

/**
 * The картка рахунку: every entry of an account (optionally of one counterparty, goods item or
 * store) in a period with the balance after it; an entry opens its document.
 */
export function AccountCardReport({ initial: given }: AccountCardReportProps) {
  const initial = given ?? reportMemory.accountCard;
  const { t } = useTranslation();
  const translate: Translate = (key, options) => t(key, options ?? {});
  const agents = useAllAgents();
  const stores = useAllStores();
  const asked = initial?.request;
  const [account, setAccount] = useState(asked?.account ?? '361');
  // The period the tabs share, unless the card was opened for a period of its own (an ОСВ line's).
  const [period, setPeriod] = useState(() =>
    given
      ? { from: given.request.from, to: given.request.to }
      : sharedPeriod(() => (asked ? { from: asked.from, to: asked.to } : monthOf(localToday()))),
  );
  const [agent, setAgent] = useState<string | null>(asked?.agent ?? null);
  const [store, setStore] = useState(asked?.store ?? '');
  // Goods are chosen from the ОСВ only (the app has no goods picker here); the chip shows and clears it.
  const [entity, setEntity] = useState(asked?.entity ? { uid: asked.entity, name: initial?.record ?? asked.entity } : null);
  const [run, setRun] = useState<ReportRun<AccountCardTarget> | null>(initial ? { request: initial, n: 0 } : null);
  const [filter, setFilter] = useState('');
  const [badAccount, setBadAccount] = useState(false);
  const out = useReportOutput();

  const query = useAccountCard(run ? { request: run.request.request, n: run.n } : null);
  const reply = query.data;
  const lines = useMemo(
    () => (reply ? accountCardLines(reply.data, (key, options) => t(key, options ?? {}), filter) : []),
    [reply, filter, t],
  );

  function recordName(request: AccountCardRequest, fallback?: string): string | undefined {
    if (request.agent) return agents.data?.find((a) => a.uid === request.agent)?.name ?? fallback;
    if (request.store) return stores.data?.find((s) => s.uid === request.store)?.name ?? fallback;
    return request.entity ? fallback : undefined;
  }
  function submit() {
    if (!AccountCode.safeParse(account.trim()).success) {
      setBadAccount(true);
      return;
    }
    setBadAccount(false);
    const request: AccountCardRequest = { account: account.trim(), ...period };
    if (agent) request.agent = agent;
    if (store) request.store = store;
    if (entity) request.entity = entity.uid;
    const record = recordName(request, entity?.name);
    const target: AccountCardTarget = record ? { request, record } : { request };
    reportMemory.accountCard = target;
    setRun((previous) => ({ request: target, n: (previous?.n ?? 0) + 1 }));
  }
  function output(kind: OutputKind) {
    if (!reply || !run) return;
    const table = accountCardTable({ lines, card: reply.data, record: run.request.record ?? null }, translate);
    void out.output(kind, table, {
      fileName: `${table.title} ${run.request.request.from}—${run.request.request.to}`,
      fetchedAt: reply.fetchedAt,
    });
  }
  function open(line: AccountCardLine) {
    if (line.kind === 'item') openLink(line.link.section, ...line.link.parts);
  }

  const amount = (value: Decimal) => (value.isZero() ? '' : formatAmount(value));
  const balance = (value: Decimal) => {
    const side = balanceSide(value, translate);
    return side ? `${side.side} ${formatAmount(side.amount)}` : '';
  };
  const columns: GridColDef<AccountCardLine>[] = [
    {
      field: 'date',
      headerName: t('reports.card.date'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (row.kind === 'item' ? formatDate(row.date) : ''),
    },
    {
      field: 'document',
      headerName: t('reports.card.document'),
      flex: 2,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) =>
        row.kind === 'item' ? row.document : t(row.kind === 'subtotal' ? 'reports.card.opening' : 'reports.card.closing'),
    },
    {
      field: 'analytics',
      headerName: t('reports.card.analytics'),
      flex: 1,
      minWidth: 130,
      sortable: false,
      // A long name is cut to the column; its whole is the hint.
      renderCell: ({ row }) =>
        row.kind === 'item' ? (
          <Box component="span" title={row.analytics} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.analytics}
          </Box>
        ) : (
          ''
        ),
    },
    {
      field: 'account',
      headerName: t('reports.card.account'),
      width: 84,
      sortable: false,
      renderCell: ({ row }) => (row.kind === 'item' ? row.account : ''),
    },
    {
      field: 'against',
      headerName: t('reports.card.against'),
      width: 84,
      sortable: false,
      renderCell: ({ row }) => (row.kind === 'item' ? row.against : ''),
    },
    ...(['debit', 'credit'] as const).map((side): GridColDef<AccountCardLine> => ({
      field: side,
      headerName: t(`reports.card.${side}`),
      // 9 999 999 999,99 whole at 1366 px in the grid's small type (112 px cut off the millions).
      width: 130,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => (row.kind === 'subtotal' ? '' : amount(row[side])),
    })),
    {
      field: 'balance',
      headerName: t('reports.card.balance'),
      // «Дт 999 999 999,99» whole.
      width: 156,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => balance(row.balance),
    },
  ];

  const shown = reply?.data;
  const heading = shown
    ? `${t('reports.card.title')} ${shown.account} «${shown.name}»${run?.request.record ? `: ${run.request.record}` : ''} — ${formatDate(shown.from.slice(0, 10))} – ${formatDate(shown.to.slice(0, 10))}`
    : run
      ? t('reports.card.title')
      : null;
  return (
    <Box>
      <ReportFrame
        parameters={
          <>
            <AccountField value={account} onChange={setAccount} bad={badAccount} testId="card-account" />
            <PeriodFields from={period.from} to={period.to} onChange={setPeriod} />
            <AgentFilter
              label={t('reports.card.agent')}
              agents={agents.data}
              value={agent}
              onChange={setAgent}
              width={240}
              placeholder={t('reports.all')}
            />
            <StoreFilter label={t('reports.card.store')} stores={stores.data} value={store} onChange={setStore} width={180} />
            {entity ? (
              <Chip label={entity.name} onDelete={() => setEntity(null)} aria-label={`${entity.name}: ${t('reports.card.clearRecord')}`} />
            ) : null}
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
        gridHeight="calc(100vh - 384px)"
        grid={<ReportGrid label={t('reports.card.title')} rows={lines} columns={columns} onOpen={open} columnHeaderHeight={56} smallText />}
      />
      {shown ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.card.hint')}
        </Typography>
      ) : null}
    </Box>
  );
}
