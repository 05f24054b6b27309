import { ukUA } from '@mui/x-data-grid/locales';
import type { GridSortModel } from '@mui/x-data-grid';
import type { SortRule } from './report-model.js';

/** The grid's own texts in Ukrainian, its built-in English otherwise. */
export function gridLocale(language: string) {
  return language === 'uk' ? ukUA.components.MuiDataGrid.defaultProps.localeText : undefined;
}

/** The grid's sort model as the report model's rule (the model sorts inside groups, the grid only asks). */
export function sortRule<F extends string>(model: GridSortModel, fallback: SortRule<F>): SortRule<F> {
  const first = model[0];
  // The grid sorts only by the columns the report gave it, each named by one of its fields F.
  return first?.sort ? { field: first.field as F, direction: first.sort } : fallback;
}

/** Row look: subtotals shaded and bold, the total bolder, so the eye finds them at once. */
export const GRID_SX = {
  border: 0,
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums' },
  '& .row-subtotal': { bgcolor: 'action.hover', fontWeight: 600 },
  '& .row-doc': { cursor: 'pointer' },
  '& .row-heading': { fontWeight: 700, color: 'text.secondary' },
  '& .row-total': { bgcolor: 'grey.200', fontWeight: 700, borderTop: 2, borderColor: 'divider' },
} as const;
