import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Document } from '../../../../shared/api/documents.js';
import { postedColumn } from '../../components/record-columns.js';
import { formatAmount, formatDate } from '../../lib/format.js';

const amount = (value: number | undefined) => (value === undefined ? '' : formatAmount(value));
const figure = { align: 'right', headerAlign: 'right' } as const;

/**
 * Columns of the documents list. Dates, numbers, types and figures are never cut; the counterparty
 * takes the room that is left. On a 1366-pixel screen the invoice-only columns (status, paid,
 * shipped) are reached by scrolling sideways; from about 1600 pixels everything is in view.
 */
export function documentColumns(t: TFunction): GridColDef<Document>[] {
  return [
    { field: 'date', headerName: t('documents.columns.date'), width: 100, valueFormatter: (value: string) => formatDate(value) },
    { field: 'no', headerName: t('documents.columns.no'), width: 80 },
    postedColumn<Document>(t, t('documents.columns.done')),
    {
      field: 'type',
      headerName: t('documents.columns.type'),
      width: 176,
      valueGetter: (value: string) => t(`documents.types.${value}`, { defaultValue: value }),
    },
    {
      field: 'agent',
      headerName: t('documents.columns.agent'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => row.agent?.name ?? '',
    },
    { field: 'sum', headerName: t('documents.columns.sum'), width: 110, ...figure, valueFormatter: (value: number) => amount(value) },
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
