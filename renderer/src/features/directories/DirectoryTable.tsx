import AddOutlined from '@mui/icons-material/AddOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { ukUA } from '@mui/x-data-grid/locales';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { FreshnessBanner, type Freshness } from '../../components/FreshnessBanner.js';
import { SearchField } from '../../components/SearchField.js';
import { formatCount } from '../../lib/format.js';
import { rowOpening } from '../../lib/grid-rows.js';

/** How many records the list shows: all of them, or what the search leaves of them. */
function countOf(t: TFunction, { shown, total, searching }: { shown: number; total: number; searching: boolean }): string {
  return searching
    ? t('dirs.shown', { shown: formatCount(shown), total: formatCount(total) })
    : t('dirs.total', { total: formatCount(total) });
}

export interface DirectoryTableProps<R extends GridValidRowModel & { uid: string }> {
  title: string;
  countTestId: string;
  /** Every record of the directory; the count says how many of them the search shows. */
  total: number;
  /** Records found at the service (by code, article, barcode): what was found, and the way back to the whole list. */
  found?: { text: string; onShowAll: () => void } | null;
  rows: R[];
  columns: GridColDef<R>[];
  freshness: Freshness | undefined;
  errors: unknown[];
  busy: boolean;
  search: string;
  searchLabel: string;
  onSearch: (value: string) => void;
  /** Enter in the search field (a find at the service, when the text looks like a code). */
  onSearchEnter?: () => void;
  /** Find buttons and other filters, beside the search field. */
  tools?: ReactNode;
  onRefresh: () => void;
  onNew: () => void;
  onOpen: (row: R) => void;
}

/** A directory's list: search, finds, count, refresh, "new"; Enter or a double click opens a record. */
export function DirectoryTable<R extends GridValidRowModel & { uid: string }>(props: DirectoryTableProps<R>) {
  const { t, i18n } = useTranslation();
  const rowActions = rowOpening(props.onOpen);
  return (
    <Box>
      <FreshnessBanner freshness={props.freshness} />
      {props.errors.map((error, index) => (
        <ErrorAlert key={index} error={error} sx={{ mb: 2 }} />
      ))}
      <Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {props.title}
          </Typography>
          <SearchField label={props.searchLabel} value={props.search} onChange={props.onSearch} onEnter={props.onSearchEnter} width={320} />
          {props.found ? (
            <Button size="small" onClick={props.found.onShowAll}>
              {t('dirs.showAll')}
            </Button>
          ) : (
            props.tools
          )}
          <Typography variant="body2" color="text.secondary" data-testid={props.countTestId}>
            {props.found?.text ?? countOf(t, { shown: props.rows.length, total: props.total, searching: props.search.trim() !== '' })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button startIcon={<RefreshOutlined />} onClick={props.onRefresh} disabled={props.busy}>
            {t('dirs.refresh')}
          </Button>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={props.onNew}>
            {t('dirs.new')}
          </Button>
        </Box>
        <Box sx={{ height: 4 }}>{props.busy ? <LinearProgress /> : null}</Box>
        <Box sx={{ height: 'calc(100vh - 300px)', minHeight: 360 }}>
          <DataGrid
            aria-label={props.title}
            rows={props.rows}
            getRowId={(row) => row.uid}
            columns={props.columns}
            density="compact"
            disableRowSelectionOnClick
            pageSizeOptions={[100]}
            initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
            onRowDoubleClick={rowActions.openRow}
            onCellKeyDown={rowActions.onCellKeyDown}
            localeText={i18n.language === 'uk' ? ukUA.components.MuiDataGrid.defaultProps.localeText : undefined}
            sx={{
              border: 0,
              '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
              '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums' },
              '& .MuiDataGrid-row': { cursor: 'pointer' },
            }}
            slots={{ noRowsOverlay: () => <Box sx={{ p: 3, color: 'text.secondary' }}>{t('dirs.empty')}</Box> }}
          />
        </Box>
      </Paper>
    </Box>
  );
}
