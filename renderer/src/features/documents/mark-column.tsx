import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Document } from '../../../../shared/api/documents.js';

/** The last column of the documents list: one button per row that marks it for deletion or clears the mark, as Del does. */
export function markColumn(t: TFunction, titleOf: (row: Document) => string, onToggle: (row: Document) => void): GridColDef<Document> {
  return {
    field: 'actions',
    type: 'actions',
    width: 48,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="mark"
        icon={row.deletionMark ? <RestoreFromTrashOutlined fontSize="small" /> : <DeleteOutline fontSize="small" />}
        label={t(row.deletionMark ? 'deletionMarks.unmark' : 'deletionMarks.mark', { title: titleOf(row) })}
        onClick={() => onToggle(row)}
      />,
    ],
  };
}
