import Typography from '@mui/material/Typography';
import { importFieldKeys } from './app-labels.js';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatPriceUk } from '../../../../shared/api/format-uk.js';
import { parseDecimal } from '../../../../shared/api/money.js';
import { importProblem } from './import-errors.js';
import type { ColumnMapping, PreviewRow } from './import-mapping.js';
import type { MatchedRow } from './import-matching.js';

// Says what is wrong the way the directory editor would, not in the schema's words.
function errorText(t: TFunction, row: PreviewRow): string {
  return row.errors
    .map((error) => {
      const { field, problem } = importProblem(error, row.record);
      // The import's own words first: a cell of a file says what it expected, as the file would write it.
      const reason = t(`imports.problems.${problem.key}`, { defaultValue: '' }) || t(`dirs.problems.${problem.key}`, { n: problem.n ?? 0 });
      return `${t(importFieldKeys(field), { defaultValue: field })}: ${reason}`;
    })
    .join('; ');
}

/** The preview grid's columns: the line, what is wrong with it, then each mapped field. */
/** Fields whose values are codes the directory shows in words (`none` → «Без ПДВ»). */
const CODED = new Set(['vatCode', 'kind', 'type']);

/** A value the way the app shows it: prices as `1 234,50`, codes in words, the rest as written. */
function cellShown(t: TFunction, field: string, value: string): string {
  if (field === 'price' && parseDecimal(value) !== null) return formatPriceUk(value);
  return CODED.has(field) && value ? t(`dirs.values.${field}.${value}`, { defaultValue: value }) : value;
}

/** What a changed row changes, field by field, in the words of the mapping table. */
function changesText(t: TFunction, row: MatchedRow): string {
  return row.changes
    .map(({ field, from, to }) =>
      t('imports.change', {
        field: t(importFieldKeys(field), { defaultValue: field }),
        from: cellShown(t, field, from) || '—',
        to: cellShown(t, field, to),
      }),
    )
    .join('; ');
}

export function previewColumns(t: TFunction, mapping: ColumnMapping): GridColDef<MatchedRow>[] {
  // Errors come right after the line number, so they are seen without scrolling sideways;
  // prices are right-aligned the Ukrainian way (`1 234,50`), and text that is not a number stays as typed.
  return [
    { field: 'line', headerName: t('imports.line'), width: 72, align: 'right', headerAlign: 'right' },
    {
      field: 'errors',
      headerName: t('imports.errors'),
      flex: 1.2,
      minWidth: 120,
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
    {
      field: 'status',
      headerName: t('imports.status'),
      flex: 1.2,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography
          variant="body2"
          component="span"
          data-testid="row-status"
          data-status={row.status}
          color={row.status === 'new' ? 'primary' : row.status === 'changed' ? 'warning.dark' : 'text.secondary'}
          sx={{ whiteSpace: 'normal', lineHeight: 1.3, py: 0.75 }}
        >
          {t(`imports.statuses.${row.status}`)}
          {row.changes.length ? `: ${changesText(t, row)}` : ''}
        </Typography>
      ),
    },
    ...mapping.flatMap((field, column): GridColDef<MatchedRow>[] =>
      field
        ? [
            {
              field: `c${column}`,
              headerName: t(importFieldKeys(field)),
              flex: field === 'name' ? 2 : 1,
              minWidth:
                field === 'name'
                  ? 140
                  : field === 'barcode' || field === 'code' || field === 'taxCode'
                    ? 130
                    : field === 'unit'
                      ? 60
                      : field === 'price'
                        ? 100
                        : 80,
              sortable: false,
              align: field === 'price' ? 'right' : 'left',
              headerAlign: field === 'price' ? 'right' : 'left',
              valueGetter: (_value, row) => {
                const value = row.record[field];
                if (field === 'price' && typeof value === 'string' && parseDecimal(value) !== null) return formatPriceUk(value);
                if (typeof value === 'string' && CODED.has(field)) return t(`dirs.values.${field}.${value}`, { defaultValue: value });
                return value && typeof value === 'object' ? (value as { uid?: string }).uid : value;
              },
            },
          ]
        : [],
    ),
  ];
}
