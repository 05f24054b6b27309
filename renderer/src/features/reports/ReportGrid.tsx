import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { rowOpening } from '../../lib/grid-rows.js';
import { GRID_SX, gridLocale } from './grid-support.js';

/**
 * A report's result grid: rows already grouped and sorted by the report model (the grid only asks
 * for a sort), subtotal and total rows styled by their `kind`, and a row opened by a click or Enter.
 */
export function ReportGrid<Row extends GridValidRowModel & { kind: string }>({
  label,
  rows,
  columns,
  sortModel,
  onSortModelChange,
  onOpen,
  columnHeaderHeight,
  virtualized = false,
}: {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onOpen: (row: Row) => void;
  columnHeaderHeight?: number;
  /**
   * Renders only the rows in view, not the whole page of 100: a store's stock balance (thousands of
   * lines) shows that much sooner (docs/performance.md). Print and export take the model's rows.
   */
  virtualized?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const rowActions = rowOpening(onOpen);
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={columns}
      density="compact"
      {...(columnHeaderHeight ? { columnHeaderHeight } : {})}
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      disableVirtualization={!virtualized}
      sortingMode="server"
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      pageSizeOptions={[100]}
      initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
      getRowClassName={({ row }) => `row-${row.kind}`}
      onRowClick={rowActions.openRow}
      onCellKeyDown={rowActions.onCellKeyDown}
      localeText={gridLocale(i18n.language)}
      sx={{ ...GRID_SX, '& .row-item': { cursor: 'pointer' } }}
      slots={{ noRowsOverlay: () => <Box sx={{ p: 3, color: 'text.secondary' }}>{t('reports.empty')}</Box> }}
    />
  );
}
