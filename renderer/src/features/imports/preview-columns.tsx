import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { parseDecimal } from '../../../../shared/api/money.js';
import { importProblem } from './import-errors.js';
import type { ColumnMapping, PreviewRow } from './import-mapping.js';

// Says what is wrong the way the directory editor would, not in the schema's words.
function errorText(t: TFunction, row: PreviewRow): string {
  return row.errors
    .map((error) => {
      const { field, problem } = importProblem(error, row.record);
      return `${t(`imports.fields.${field}`, { defaultValue: field })}: ${t(`dirs.problems.${problem.key}`, { n: problem.n ?? 0 })}`;
    })
    .join('; ');
}

/** The preview grid's columns: the line, what is wrong with it, then each mapped field. */
export function previewColumns(t: TFunction, mapping: ColumnMapping): GridColDef<PreviewRow>[] {
  // Errors come right after the line number, so they are seen without scrolling sideways;
  // prices are right-aligned the Ukrainian way (`1 234,50`), and text that is not a number stays as typed.
  return [
    { field: 'line', headerName: t('imports.line'), width: 72, align: 'right', headerAlign: 'right' },
    {
      field: 'errors',
      headerName: t('imports.errors'),
      flex: 1.5,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) =>
        row.errors.length ? (
          <Typography
            variant="body2"
            color="error"
            component="span"
            data-testid="row-error"
            sx={{ whiteSpace: 'normal', lineHeight: 1.3, py: 0.75 }}
          >
            {errorText(t, row)}
          </Typography>
        ) : (
          <Typography variant="body2" color="success.main" component="span">
            {t('imports.ok')}
          </Typography>
        ),
    },
    ...mapping.flatMap((field, column): GridColDef<PreviewRow>[] =>
      field
        ? [
            {
              field: `c${column}`,
              headerName: t(`imports.fields.${field}`),
              flex: field === 'name' ? 2 : 1,
              minWidth:
                field === 'name' ? 140 : field === 'barcode' || field === 'code' || field === 'taxCode' ? 130 : field === 'unit' ? 60 : 80,
              sortable: false,
              align: field === 'price' ? 'right' : 'left',
              headerAlign: field === 'price' ? 'right' : 'left',
              valueGetter: (_value, row) => {
                const value = row.record[field];
                if (field === 'price' && typeof value === 'string' && parseDecimal(value) !== null) return formatPriceUk(value);
                return value && typeof value === 'object' ? (value as { uid?: string }).uid : value;
              },
            },
          ]
        : [],
    ),
  ];
}
