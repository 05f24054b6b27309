import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreshnessBanner } from '../../app/FreshnessBanner.js';
import { formatCount } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { STORES_PAGE_SIZE, useStores } from './use-stores.js';

/** The stores of the current company: the first screen that reads real data through the bridge. */
export function StoresTable() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useStores(page);
  const total = data?.totalCount ?? data?.data.length ?? 0;
  return (
    <Box>
      <FreshnessBanner freshness={data} />
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{errorText(error)}</Alert> : null}
      <Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{t('stores.title')}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="stores-total">
            {t('stores.total', { total: formatCount(total) })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<RefreshOutlined />} onClick={() => void refetch()} disabled={isFetching}>{t('stores.refresh')}</Button>
        </Box>
        <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress aria-label={t('stores.loading')} /> : null}</Box>
        <TableContainer>
          <Table aria-label={t('stores.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 64 }} align="right">{t('stores.no')}</TableCell>
                <TableCell>{t('stores.name')}</TableCell>
                <TableCell>{t('stores.address')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.data.map((store, index) => (
                <TableRow key={store.uid} hover>
                  <TableCell align="right" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>{page * STORES_PAGE_SIZE + index + 1}</TableCell>
                  <TableCell>{store.name}</TableCell>
                  <TableCell>{store.address}</TableCell>
                </TableRow>
              ))}
              {data && data.data.length === 0 ? (
                <TableRow><TableCell colSpan={3} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{t('stores.empty')}</TableCell></TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={STORES_PAGE_SIZE}
          rowsPerPageOptions={[STORES_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => `${formatCount(from)}–${formatCount(to)} / ${formatCount(count)}`}
        />
      </Paper>
    </Box>
  );
}
