import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@mui/material/styles';
import { FIGURE_FONT } from '../../lib/figure-font.js';
import { rowOpening } from '../../lib/grid-rows.js';
import { GRID_SX, gridLocale } from './grid-support.js';

const NO_SORT: GridSortModel = [];
/** Cells in 13 px type with 6 px sides, the figures (the cells set right) in the books' condensed face (lib/figure-font.ts). */
const SMALL_TEXT_SX = {
  '& .MuiDataGrid-cell': { fontSize: '0.8125rem', fontVariantNumeric: 'tabular-nums', px: '6px' },
  '& .MuiDataGrid-columnHeader': { px: '6px' },
  '& .MuiDataGrid-cell--textRight': { fontFamily: (theme: Theme) => `'${FIGURE_FONT}', ${theme.typography.fontFamily ?? 'sans-serif'}` },
} as const;

/** The grid's page size that holds every row. */
const ALL_ROWS = -1;

export interface ReportGridProps<Row extends GridValidRowModel & { kind: string }> {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  /** None for a report in a fixed order (the ОСВ in the chart's, the card by date): its columns are not sortable. */
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
  onOpen: (row: Row) => void;
  columnHeaderHeight?: number;
  /**
   * Renders only the rows in view, not the whole page of 100: a store's stock balance (thousands of
   * lines) shows that much sooner (docs/performance.md). Print and export take the model's rows.
   */
  virtualized?: boolean;
  /** A click opens a row (drill-downs), or a double click does where a click does something else (the ОСВ folds). */
  openOn?: 'click' | 'doubleClick';
  /** Keys the report handles itself before Enter opens the row (the ОСВ's folding); true when handled. */
  onKey?: (row: Row, field: string, event: KeyboardEvent<HTMLElement>) => boolean;
  /** Rows grow to their content, so a long name wraps instead of being cut (the aging report's counterparties). */
  autoRowHeight?: boolean;
  /**
   * Every row in one scroll, no pages of 100 (the ОСВ unfolded by counterparties runs to thousands):
   * the grid's "all" page size, with its page footer hidden. Use with `virtualized`.
   */
  allRows?: boolean;
  /**
   * Cells in 13 px type, as books are printed: a grid of many figure columns (the ОСВ, the account card)
   * then shows figures into the billions whole at 1366 px, beside a name that can still be read.
   */
  smallText?: boolean;
}

/**
 * A report's result grid: rows already grouped and sorted by the report model (the grid only asks
 * for a sort), subtotal and total rows styled by their `kind`, and a row opened by a click or Enter.
 */
export function ReportGrid<Row extends GridValidRowModel & { kind: string }>({
  label,
  rows,
  columns,
  sortModel = NO_SORT,
  onSortModelChange,
  onOpen,
  columnHeaderHeight,
  virtualized = false,
  openOn = 'click',
  onKey,
  autoRowHeight = false,
  allRows = false,
  smallText = false,
}: ReportGridProps<Row>) {
  const { t, i18n } = useTranslation();
  const rowActions = rowOpening(onOpen);
  const opening = openOn === 'click' ? { onRowClick: rowActions.openRow } : { onRowDoubleClick: rowActions.openRow };
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={columns}
      density="compact"
      {...(autoRowHeight ? { getRowHeight: () => 'auto' as const } : {})}
      {...(columnHeaderHeight ? { columnHeaderHeight } : {})}
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      disableVirtualization={!virtualized}
      sortingMode="server"
      sortModel={sortModel}
      {...(onSortModelChange ? { onSortModelChange } : {})}
      pageSizeOptions={allRows ? [ALL_ROWS] : [100]}
      initialState={{ pagination: { paginationModel: { pageSize: allRows ? ALL_ROWS : 100 } } }}
      {...(allRows ? { hideFooter: true } : {})}
      getRowClassName={({ row }) => `row-${row.kind}`}
      {...opening}
      onCellKeyDown={(params: GridCellParams<Row>, event) => {
        if (onKey?.(params.row, params.field, event)) {
          event.preventDefault();
          event.defaultMuiPrevented = true;
          return;
        }
        rowActions.onCellKeyDown(params, event);
      }}
      localeText={gridLocale(i18n.language)}
      sx={{ ...GRID_SX, '& .row-item': { cursor: 'pointer' }, ...(smallText ? SMALL_TEXT_SX : {}) }}
      slots={{ noRowsOverlay: () => <Box sx={{ p: 3, color: 'text.secondary' }}>{t('reports.empty')}</Box> }}
    />
  );
}
