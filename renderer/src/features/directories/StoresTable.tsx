import AddOutlined from '@mui/icons-material/AddOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../../../shared/api/directories.js';
import { FreshnessBanner } from '../../components/FreshnessBanner.js';
import { formatCount } from '../../lib/format.js';
import { filterByText } from './all-pages.js';
import { RecordEditor } from './RecordEditor.js';
import { useAllStoreRecords } from './use-directories.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { EmptyTableRow } from '../../components/EmptyTableRow.js';
import { SearchField } from '../../components/SearchField.js';

/** The stores of the company, every page read; filtered by name or address; Enter or a click opens the editor. */
export function StoresTable() {
  const { t } = useTranslation();
  const stores = useAllStoreRecords();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ record: Store | null } | null>(null);
  const rows = useMemo(() => filterByText(stores.data?.data ?? [], search, (s) => [s.address]), [stores.data, search]);
  const total = stores.data?.totalCount ?? 0;
  return (
    <Box>
      <FreshnessBanner freshness={stores.data} />
      <ErrorAlert error={stores.error} sx={{ mb: 2 }} />
      <Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('stores.title')}
          </Typography>
          <SearchField label={t('dirs.stores.search')} value={search} onChange={setSearch} width={320} />
          <Typography variant="body2" color="text.secondary" data-testid="stores-total">
            {search.trim()
              ? t('dirs.shown', { shown: formatCount(rows.length), total: formatCount(total) })
              : t('stores.total', { total: formatCount(total) })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<RefreshOutlined />} onClick={() => void stores.refetch()} disabled={stores.isFetching}>
            {t('stores.refresh')}
          </Button>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ record: null })}>
            {t('dirs.new')}
          </Button>
        </Box>
        <Box sx={{ height: 4 }}>{stores.isFetching ? <LinearProgress aria-label={t('stores.loading')} /> : null}</Box>
        <TableContainer>
          <Table aria-label={t('stores.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 64 }} align="right">
                  {t('stores.no')}
                </TableCell>
                <TableCell>{t('stores.name')}</TableCell>
                <TableCell>{t('stores.address')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((store, index) => (
                <TableRow
                  key={store.uid}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onDoubleClick={() => setEditing({ record: store })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') setEditing({ record: store });
                  }}
                >
                  <TableCell align="right" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                    {index + 1}
                  </TableCell>
                  <TableCell>{store.name}</TableCell>
                  <TableCell>{store.address}</TableCell>
                </TableRow>
              ))}
              {stores.data && rows.length === 0 ? <EmptyTableRow columns={3} text={t('stores.empty')} /> : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {editing ? <RecordEditor kind="stores" record={editing.record} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
