import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type DocumentType } from '../../../../shared/api/document-types.js';
import type { Document } from '../../../../shared/api/documents.js';
import { FreshnessBanner } from '../../app/FreshnessBanner.js';
import { formatAmount, formatCount, formatDate } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { UkDateField } from './UkDateField.js';
import { useAgentOptions } from './use-directory-options.js';
import { DOCUMENTS_PAGE_SIZE, useDocuments, type DocumentsFilter } from './use-documents.js';

type PostedFilter = 'all' | 'posted' | 'drafts';

const amount = (value: number | undefined) => (value === undefined ? '' : formatAmount(value));

/** The documents of a period, one server page at a time; Enter or a double click opens one. */
export function DocumentsList({ filter, onFilter, onOpen, onNew }: {
  filter: DocumentsFilter;
  onFilter: (next: DocumentsFilter) => void;
  onOpen: (uid: string) => void;
  onNew: (type: DocumentType) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(0);
  const [type, setType] = useState<DocumentType | ''>('');
  const [posted, setPosted] = useState<PostedFilter>('all');
  const [newMenu, setNewMenu] = useState<HTMLElement | null>(null);
  const { data, error, isFetching, refetch } = useDocuments(filter, page);
  const agents = useAgentOptions();

  // The index filters by period and agent on the service; type and state narrow the page shown.
  const rows = useMemo(() => (data?.data ?? []).filter((doc) =>
    (type === '' || doc.type === type) && (posted === 'all' || (posted === 'posted') === Boolean(doc.done))), [data, type, posted]);

  const columns: GridColDef<Document>[] = [
    { field: 'date', headerName: t('documents.columns.date'), width: 104, valueFormatter: (value: string) => formatDate(value) },
    { field: 'no', headerName: t('documents.columns.no'), width: 84 },
    { field: 'type', headerName: t('documents.columns.type'), width: 180, valueGetter: (value: string) => t(`documents.types.${value}`, { defaultValue: value }) },
    { field: 'agent', headerName: t('documents.columns.agent'), flex: 1, minWidth: 180, valueGetter: (_value, row) => row.agent?.name ?? '' },
    { field: 'sum', headerName: t('documents.columns.sum'), width: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => amount(value) },
    { field: 'vatSum', headerName: t('documents.columns.vat'), width: 108, align: 'right', headerAlign: 'right', valueFormatter: (value?: number) => amount(value) },
    {
      field: 'done', headerName: t('documents.columns.done'), width: 124, align: 'center', headerAlign: 'center',
      renderCell: ({ value }) => (value
        ? <CheckCircle color="success" fontSize="small" titleAccess={t('documents.posted')} data-testid="posted-marker" />
        : <RadioButtonUnchecked color="disabled" fontSize="small" titleAccess={t('documents.notPosted')} />),
    },
    { field: 'status', headerName: t('documents.columns.status'), width: 150, valueGetter: (value?: string) => (value ? t(`documents.status.${value}`) : '') },
    { field: 'paid', headerName: t('documents.columns.paid'), width: 110, align: 'right', headerAlign: 'right', valueFormatter: (value?: number) => (value ? amount(value) : '') },
    { field: 'shipped', headerName: t('documents.columns.shipped'), width: 124, align: 'right', headerAlign: 'right', valueFormatter: (value?: number) => (value ? amount(value) : '') },
  ];

  const agentValue = agents.data?.find((agent) => agent.uid === filter.agent) ?? null;
  const total = data?.totalCount ?? data?.data.length ?? 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 150px)', minHeight: 420 }}>
      <FreshnessBanner freshness={data} />
      {error ? <Alert severity="error" sx={{ mb: 1 }}>{errorText(error)}</Alert> : null}
      <Paper sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 1.5, mb: 1 }}>
        <UkDateField width={130} label={t('documents.filters.from')} value={filter.from} onChange={(from) => { setPage(0); onFilter({ ...filter, from }); }} />
        <UkDateField width={130} label={t('documents.filters.to')} value={filter.to} onChange={(to) => { setPage(0); onFilter({ ...filter, to }); }} />
        <TextField select size="small" label={t('documents.filters.type')} value={type} sx={{ width: 190 }}
          onChange={(event) => setType(event.target.value as DocumentType | '')}>
          <MenuItem value="">{t('documents.filters.allTypes')}</MenuItem>
          {DOCUMENT_TYPES.map((code) => <MenuItem key={code} value={code}>{t(`documents.types.${code}`)}</MenuItem>)}
        </TextField>
        <Autocomplete size="small" sx={{ width: 220 }} options={agents.data ?? []} value={agentValue} loading={agents.isLoading}
          getOptionLabel={(agent) => agent.name} isOptionEqualToValue={(a, b) => a.uid === b.uid}
          onChange={(_event, agent) => { setPage(0); onFilter({ ...filter, agent: agent?.uid ?? null }); }}
          renderInput={(params) => <TextField {...params} label={t('documents.filters.agent')} />} />
        <TextField select size="small" label={t('documents.filters.posted')} value={posted} sx={{ width: 140 }}
          onChange={(event) => setPosted(event.target.value as PostedFilter)}>
          <MenuItem value="all">{t('documents.filters.all')}</MenuItem>
          <MenuItem value="posted">{t('documents.filters.postedOnly')}</MenuItem>
          <MenuItem value="drafts">{t('documents.filters.draftsOnly')}</MenuItem>
        </TextField>
        {type !== '' || posted !== 'all' ? <Typography variant="caption" color="text.secondary">{t('documents.onPage')}</Typography> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<RefreshOutlined />} onClick={() => void refetch()} disabled={isFetching}>{t('documents.refresh')}</Button>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={(event) => setNewMenu(event.currentTarget)}>{t('documents.newDocument')}</Button>
        <Menu anchorEl={newMenu} open={Boolean(newMenu)} onClose={() => setNewMenu(null)}>
          {DOCUMENT_TYPES.map((code) => (
            <MenuItem key={code} onClick={() => { setNewMenu(null); onNew(code); }}>{t(`documents.types.${code}`)}</MenuItem>
          ))}
        </Menu>
      </Paper>
      <Paper sx={{ flexGrow: 1, minHeight: 0 }}>
        <DataGrid
          aria-label={t('documents.title')}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.uid}
          density="compact"
          loading={isFetching}
          paginationMode="server"
          rowCount={total}
          pageSizeOptions={[DOCUMENTS_PAGE_SIZE]}
          paginationModel={{ page, pageSize: DOCUMENTS_PAGE_SIZE }}
          onPaginationModelChange={(model) => setPage(model.page)}
          disableColumnMenu
          onRowDoubleClick={({ row }) => onOpen(row.uid)}
          onCellKeyDown={({ row }, event) => { if (event.key === 'Enter') { event.preventDefault(); onOpen(row.uid); } }}
          localeText={{
            noRowsLabel: t('documents.empty'),
            paginationDisplayedRows: ({ from, to, count }) => t('documents.rows', { from: formatCount(from), to: formatCount(to), count: formatCount(count) }),
          }}
          sx={{ border: 0, '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums' } }}
        />
      </Paper>
    </Box>
  );
}
