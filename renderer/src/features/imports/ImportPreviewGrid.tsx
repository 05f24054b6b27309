import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ukUA } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchedRow } from './import-matching.js';

export interface ImportPreviewGridProps {
  rows: MatchedRow[];
  columns: GridColDef<MatchedRow>[];
}

/** The checked rows of an import, errors first; a row with errors or changes grows to show them. */
export function ImportPreviewGrid({ rows, columns }: ImportPreviewGridProps) {
  const { t, i18n } = useTranslation();
  // The grid hands a row height its own loosely typed row model; the preview's rows are found by their line instead.
  const byLine = useMemo(() => new Map(rows.map((row) => [row.line, row])), [rows]);
  const tall = (line: unknown) => {
    const row = byLine.get(Number(line));
    return Boolean(row && (row.errors.length || row.changes.length));
  };
  return (
    <Box sx={{ height: 'calc(100vh - 380px)', minHeight: 320 }}>
      <DataGrid
        aria-label={t('imports.preview')}
        rows={rows}
        getRowId={(row) => row.line}
        columns={columns}
        density="compact"
        disableColumnMenu
        disableRowSelectionOnClick
        pageSizeOptions={[100]}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        getRowClassName={({ row }) => (row.errors.length ? 'row-bad' : `row-${row.status}`)}
        getRowHeight={({ id }) => (tall(id) ? 'auto' : null)}
        localeText={i18n.language === 'uk' ? ukUA.components.MuiDataGrid.defaultProps.localeText : undefined}
        sx={{
          border: 0,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          '& .row-bad': { bgcolor: 'rgba(211, 47, 47, 0.06)' },
          '& .row-unchanged': { color: 'text.secondary' },
        }}
      />
    </Box>
  );
}
