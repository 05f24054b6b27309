import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';

/** The "posted" column of the documents and payments lists: a mark centred in the row's height, as the text of the other cells is. */
export function postedColumn<R extends GridValidRowModel & { done?: boolean }>(t: TFunction, headerName: string): GridColDef<R> {
  return {
    field: 'done',
    headerName,
    width: 112,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}>
        {value ? (
          <CheckCircle color="success" fontSize="small" titleAccess={t('documents.posted')} data-testid="posted-marker" />
        ) : (
          <RadioButtonUnchecked color="disabled" fontSize="small" titleAccess={t('documents.notPosted')} />
        )}
      </Box>
    ),
  };
}

/** The last column of a list: one button per row, its icon and its label (named after the row for screen readers) given per row. */
export function rowActionColumn<R extends GridValidRowModel>(
  action: (row: R) => { icon: ReactElement; label: string },
  onClick: (row: R) => void,
): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    width: 48,
    getActions: ({ row }) => {
      const { icon, label } = action(row);
      return [<GridActionsCellItem key="action" icon={icon} label={label} onClick={() => onClick(row)} />];
    },
  };
}

/** The last column of a list whose service offers the delete: one button per row, named after the row for screen readers. */
export function deleteColumn<R extends GridValidRowModel>(
  t: TFunction,
  titleOf: (row: R) => string,
  onDelete: (row: R) => void,
): GridColDef<R> {
  return rowActionColumn(
    (row) => ({ icon: <DeleteOutline fontSize="small" />, label: t('documentActions.rowDelete', { title: titleOf(row) }) }),
    onDelete,
  );
}
