import type { GridCellParams, GridRowParams, GridValidRowModel, MuiEvent } from '@mui/x-data-grid';
import type { KeyboardEvent } from 'react';

/**
 * The keyboard-first way every list grid opens its rows: a double click (`openRow`) or Enter opens one, and
 * Delete asks to delete it where the list offers that (docs/desktop-app.md, "Keyboard-first").
 */
export function rowOpening<R extends GridValidRowModel>(onOpen: (row: R) => void, onDelete?: (row: R) => void) {
  return {
    openRow: ({ row }: GridRowParams<R>) => onOpen(row),
    onCellKeyDown: ({ row }: GridCellParams<R>, event: MuiEvent<KeyboardEvent<HTMLElement>>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        onOpen(row);
      }
      if (event.key === 'Delete' && onDelete) {
        event.preventDefault();
        onDelete(row);
      }
    },
  };
}
