import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ukUA } from '@mui/x-data-grid/locales';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../../../../shared/api/directories.js';
import { FreshnessBanner } from '../../app/FreshnessBanner.js';
import { formatCount } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { findAgentsByCode, useAllAgentRecords } from './use-all-agents.js';

/** Agents: the whole list read 20 at a time, filtered by name or code here, found by code at the service. */
export function AgentsTable() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const agents = useAllAgentRecords();
  const [search, setSearch] = useState('');
  const find = useMutation({ mutationFn: findAgentsByCode });
  const [found, setFound] = useState<{ code: string; rows: Agent[] } | null>(null);

  const rows = useMemo(() => {
    if (found) return found.rows;
    const needle = search.trim().toLocaleLowerCase('uk');
    const all = agents.data?.data ?? [];
    return needle ? all.filter((a) => a.name.toLocaleLowerCase('uk').includes(needle) || (a.code ?? '').includes(needle)) : all;
  }, [agents.data, search, found]);

  const codeLike = /^\d{8}(\d{2})?$/.test(search.trim());
  async function findByCode() {
    const code = search.trim();
    setFound({ code, rows: await find.mutateAsync(code) });
  }

  const columns: GridColDef<Agent>[] = [
    { field: 'name', headerName: t('dirs.agents.name'), flex: 2, minWidth: 260 },
    { field: 'code', headerName: t('dirs.agents.code'), width: 130 },
    { field: 'taxCode', headerName: t('dirs.agents.taxCode'), width: 140 },
    { field: 'type', headerName: t('dirs.agents.type'), width: 120 },
    { field: 'address', headerName: t('dirs.agents.address'), flex: 2, minWidth: 240 },
    { field: 'phone', headerName: t('dirs.agents.phone'), width: 150 },
  ];
  const total = agents.data?.totalCount ?? 0;

  return (
    <Box>
      <FreshnessBanner freshness={agents.data} />
      {agents.error ? <Alert severity="error" sx={{ mb: 2 }}>{errorText(agents.error)}</Alert> : null}
      {find.error ? <Alert severity="error" sx={{ mb: 2 }}>{errorText(find.error)}</Alert> : null}
      <Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{t('dirs.agents.title')}</Typography>
          <TextField
            size="small"
            value={search}
            onChange={(event) => { setSearch(event.target.value); setFound(null); }}
            onKeyDown={(event) => { if (event.key === 'Enter' && codeLike) void findByCode(); }}
            placeholder={t('dirs.search')}
            slotProps={{ htmlInput: { 'aria-label': t('dirs.search') }, input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
            sx={{ width: 320 }}
          />
          {found ? (
            <Button size="small" onClick={() => { setFound(null); setSearch(''); }}>{t('dirs.showAll')}</Button>
          ) : (
            <Button size="small" variant="outlined" onClick={() => void findByCode()} disabled={!codeLike || find.isPending}>{t('dirs.findByCode')}</Button>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="agents-count">
            {found ? t('dirs.found', { code: found.code, count: found.rows.length }) : search.trim() ? t('dirs.shown', { shown: formatCount(rows.length), total: formatCount(total) }) : t('dirs.total', { total: formatCount(total) })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<RefreshOutlined />} onClick={() => void agents.refetch()} disabled={agents.isFetching}>{t('dirs.refresh')}</Button>
        </Box>
        <Box sx={{ height: 4 }}>{agents.isFetching || find.isPending ? <LinearProgress /> : null}</Box>
        <Box sx={{ height: 'calc(100vh - 300px)', minHeight: 360 }}>
          <DataGrid
            aria-label={t('dirs.agents.title')}
            rows={rows}
            getRowId={(row) => row.uid}
            columns={columns}
            density="compact"
            disableRowSelectionOnClick
            pageSizeOptions={[100]}
            initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
            localeText={i18n.language === 'uk' ? ukUA.components.MuiDataGrid.defaultProps.localeText : undefined}
            sx={{ border: 0, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
            slots={{ noRowsOverlay: () => <Box sx={{ p: 3, color: 'text.secondary' }}>{t('dirs.empty')}</Box> }}
          />
        </Box>
      </Paper>
    </Box>
  );
}
