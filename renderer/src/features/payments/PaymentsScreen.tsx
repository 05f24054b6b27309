import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TYPES } from '../../../../shared/api/document-types.js';
import type { PayDocument } from '../../../../shared/api/payments.js';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { deleteColumn, postedColumn } from '../../components/record-columns.js';
import { formatAmount, formatCount, formatDate } from '../../lib/format.js';
import { rowOpening } from '../../lib/grid-rows.js';
import { DeleteDocumentDialog, type DeleteTarget } from '../../components/DeleteDocumentDialog.js';
import { PeriodRange } from '../../components/PeriodRange.js';
import { useDeleteDocument } from '../../lib/use-delete-document.js';
import { useAgentOptions } from '../../lib/use-directory-options.js';
import { localToday, monthOf, type DocumentsFilter } from '../../lib/period.js';
import { newPayment } from './payment-model.js';
import { PaymentEditor } from './PaymentEditor.js';
import type { PaymentTarget } from './use-payment-editor.js';
import { PAYMENTS_PAGE_SIZE, usePayments } from './use-payments.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { AgentFilter } from '../../components/AgentFilter.js';
import { ListNotice } from '../../components/ListNotice.js';
import { useOffers } from '../../lib/use-service-info.js';

/** Payment documents of a period (and counterparty), server-paged; Enter or a double click opens one, Delete asks to delete it. */
export function PaymentsScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DocumentsFilter>(() => ({ ...monthOf(localToday()), agent: null }));
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ target: PaymentTarget; key: number } | null>(null);
  const [newMenu, setNewMenu] = useState<HTMLElement | null>(null);
  const { data, error, isFetching } = usePayments(filter, page);
  const agents = useAgentOptions();
  const canDelete = useDeleteDocument('payment').offered;
  const bankOffered = useOffers('bank.import');
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const deleted = (title: string) => {
    setEditing(null);
    setDeleting(null);
    setNotice(t('documentActions.deleted', { title }));
  };

  if (editing) return <PaymentEditor key={editing.key} target={editing.target} onClose={() => setEditing(null)} onDeleted={deleted} />;

  const titleOf = (row: PayDocument) =>
    t('payments.editor.title', {
      type: t(`payments.types.${row.type}`, { defaultValue: row.type }),
      no: row.no,
      date: formatDate(row.date),
    });
  const askDelete = (row: PayDocument) =>
    setDeleting({ uid: row.uid, title: titleOf(row), done: row.done ?? false, category: 'payment', version: row.version });

  const columns: GridColDef<PayDocument>[] = [
    { field: 'date', headerName: t('payments.columns.date'), width: 104, valueFormatter: (value: string) => formatDate(value) },
    { field: 'no', headerName: t('payments.columns.no'), width: 96 },
    {
      field: 'type',
      headerName: t('payments.columns.type'),
      width: 220,
      valueGetter: (value: string) => t(`payments.types.${value}`, { defaultValue: value }),
    },
    {
      field: 'agent',
      headerName: t('payments.columns.agent'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => row.agent?.name ?? '',
    },
    {
      field: 'sum',
      headerName: t('payments.columns.sum'),
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatAmount(value),
    },
    postedColumn<PayDocument>(t, t('payments.columns.done')),
    { field: 'memo', headerName: t('payments.columns.memo'), flex: 1, minWidth: 200 },
    ...(canDelete ? [deleteColumn(t, titleOf, askDelete)] : []),
  ];
  const open = (target: PaymentTarget) => {
    setNotice(null);
    setEditing((current) => ({ target, key: (current?.key ?? 0) + 1 }));
  };
  const rowActions = rowOpening<PayDocument>((row) => open({ uid: row.uid }), canDelete ? askDelete : undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 110px)', minHeight: 420 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('payments.title')}
      </Typography>
      <ListNotice notice={notice} onClose={() => setNotice(null)} />
      <FreshnessBanner freshness={data} />
      <ErrorAlert error={error} sx={{ mb: 1 }} />
      <Paper sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, mb: 1 }}>
        <PeriodRange
          width={130}
          from={filter.from}
          to={filter.to}
          labels={{ from: t('documents.filters.from'), to: t('documents.filters.to') }}
          onChange={(period) => {
            setPage(0);
            setFilter({ ...filter, ...period });
          }}
        />
        <AgentFilter
          label={t('documents.filters.agent')}
          agents={agents.data}
          loading={agents.isLoading}
          value={filter.agent}
          onChange={(agent) => {
            setPage(0);
            setFilter({ ...filter, agent });
          }}
          width={260}
        />
        <Box sx={{ flexGrow: 1 }} />
        {bankOffered ? (
          <Button variant="outlined" startIcon={<AccountBalanceOutlined />} href="#/bank" data-testid="open-bank">
            {t('bank.open')}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<AddOutlined />} onClick={(event) => setNewMenu(event.currentTarget)}>
          {t('payments.newPayment')}
        </Button>
        <Menu anchorEl={newMenu} open={Boolean(newMenu)} onClose={() => setNewMenu(null)}>
          {PAYMENT_TYPES.map((code) => (
            <MenuItem
              key={code}
              onClick={() => {
                setNewMenu(null);
                open({ draft: newPayment(code, localToday(), crypto.randomUUID()) });
              }}
            >
              {t(`payments.types.${code}`)}
            </MenuItem>
          ))}
        </Menu>
      </Paper>
      <Paper sx={{ flexGrow: 1, minHeight: 0 }}>
        {/* A new grid when the delete column comes or goes, as in the documents list. */}
        <DataGrid
          key={canDelete ? 'with-delete' : 'plain'}
          aria-label={t('payments.title')}
          rows={data?.data ?? []}
          columns={columns}
          getRowId={(row) => row.uid}
          density="compact"
          loading={isFetching}
          paginationMode="server"
          rowCount={data?.totalCount ?? data?.data.length ?? 0}
          pageSizeOptions={[PAYMENTS_PAGE_SIZE]}
          paginationModel={{ page, pageSize: PAYMENTS_PAGE_SIZE }}
          onPaginationModelChange={(model) => setPage(model.page)}
          disableColumnMenu
          disableColumnSorting
          onRowDoubleClick={rowActions.openRow}
          onCellKeyDown={rowActions.onCellKeyDown}
          localeText={{
            noRowsLabel: t('payments.empty'),
            paginationDisplayedRows: ({ from, to, count }) =>
              t('documents.rows', { from: formatCount(from), to: formatCount(to), count: formatCount(count) }),
          }}
          sx={{
            border: 0,
            fontSize: 13,
            '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Paper>
      {deleting ? (
        <DeleteDocumentDialog target={deleting} onClose={() => setDeleting(null)} onDeleted={(gone) => deleted(gone.title)} />
      ) : null}
    </Box>
  );
}
