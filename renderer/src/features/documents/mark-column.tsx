import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Document } from '../../../../shared/api/documents.js';
import { rowActionColumn } from '../../components/record-columns.js';

/** The last column of the documents list: one button per row that marks it for deletion or clears the mark, as Del does. */
export function markColumn(t: TFunction, titleOf: (row: Document) => string, onToggle: (row: Document) => void): GridColDef<Document> {
  return rowActionColumn(
    (row) =>
      row.deletionMark
        ? { icon: <RestoreFromTrashOutlined fontSize="small" />, label: t('deletionMarks.unmark', { title: titleOf(row) }) }
        : { icon: <DeleteOutline fontSize="small" />, label: t('deletionMarks.mark', { title: titleOf(row) }) },
    onToggle,
  );
}
