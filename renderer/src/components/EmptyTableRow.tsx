import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** The one row of an empty table, saying so across all its columns. */
export function EmptyTableRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
        {text}
      </TableCell>
    </TableRow>
  );
}
