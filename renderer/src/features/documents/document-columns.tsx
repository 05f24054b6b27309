import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Document } from '../../../../shared/api/documents.js';
import { postedColumn } from '../../components/record-columns.js';
import { formatAmount, formatDate } from '../../lib/format.js';

const amount = (value: number | undefined) => (value === undefined ? '' : formatAmount(value));
const figure = { align: 'right', headerAlign: 'right' } as const;

/**
 * The columns the user may hide or show («Колонки»), and those hidden until they choose: on a
 * 1366-pixel screen the rest fit without scrolling sideways (docs/desktop-app.md, "Documents list").
 */
export const OPTIONAL_DOCUMENT_COLUMNS = ['done', 'type', 'vatSum', 'status', 'paid', 'shipped'] as const;
export const DOCUMENT_COLUMNS_HIDDEN: Readonly<Record<string, boolean>> = { vatSum: false, shipped: false };

/**
 * Columns of the documents list. Dates, numbers, types and figures are never cut; the counterparty
 * takes the room that is left. The amount is the total with VAT, whatever the document's own
 * "prices include VAT" says: «Оплачено» is measured against that total, so the two compare like with like.
 */
export function documentColumns(t: TFunction): GridColDef<Document>[] {
  return [
    { field: 'date', headerName: t('documents.columns.date'), width: 96, valueFormatter: (value: string) => formatDate(value) },
    { field: 'no', headerName: t('documents.columns.no'), width: 76 },
    postedColumn<Document>(t, t('documents.columns.done')),
    {
      field: 'type',
      headerName: t('documents.columns.type'),
      width: 168,
      valueGetter: (value: string) => t(`documents.types.${value}`, { defaultValue: value }),
    },
    {
      field: 'agent',
      headerName: t('documents.columns.agent'),
      flex: 1,
      minWidth: 128,
      valueGetter: (_value, row) => row.agent?.name ?? '',
    },
    {
      field: 'total',
      headerName: t('documents.columns.total'),
      width: 118,
      ...figure,
      // A service without our `total` sends only `sum`, which is with VAT when the prices include it.
      valueGetter: (value: number | undefined, row) => value ?? (row.vatInPrice === false ? undefined : row.sum),
      valueFormatter: (value?: number) => amount(value),
    },
    { field: 'vatSum', headerName: t('documents.columns.vat'), width: 96, ...figure, valueFormatter: (value?: number) => amount(value) },
    {
      field: 'status',
      headerName: t('documents.columns.status'),
      width: 156,
      valueGetter: (value?: string) => (value ? t(`documents.status.${value}`) : ''),
    },
    {
      field: 'paid',
      headerName: t('documents.columns.paid'),
      width: 110,
      ...figure,
      valueFormatter: (value?: number) => (value ? amount(value) : ''),
    },
    {
      field: 'shipped',
      headerName: t('documents.columns.shipped'),
      width: 122,
      ...figure,
      valueFormatter: (value?: number) => (value ? amount(value) : ''),
    },
  ];
}
