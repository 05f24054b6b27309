import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

export interface EmptyTableRowProps {
  columns: number;
  text: string;
}

/** The one row of an empty table, saying so across all its columns. */
export function EmptyTableRow({ columns, text }: EmptyTableRowProps) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
        {text}
      </TableCell>
    </TableRow>
  );
}
