import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface DrillColumn {
  header: string;
  numeric?: boolean;
  width?: number;
}
export interface DrillRow {
  key: string;
  cells: ReactNode[];
  onOpen?: () => void;
  emphasis?: boolean;
}

export interface DrillTableProps {
  label: string;
  columns: DrillColumn[];
  rows: DrillRow[];
}

/** The table of a drill-down: rows that open a record are focusable, and open on a click or Enter. */
export function DrillTable({ label, columns, rows }: DrillTableProps) {
  return (
    <Table size="small" stickyHeader aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column.header}
              align={column.numeric ? 'right' : 'left'}
              sx={{ fontWeight: 600, width: column.width, whiteSpace: 'nowrap' }}
            >
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.key}
            hover={Boolean(row.onOpen)}
            tabIndex={row.onOpen ? 0 : undefined}
            data-testid="drill-row"
            onClick={row.onOpen}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && row.onOpen) {
                event.preventDefault();
                row.onOpen();
              }
            }}
            sx={{
              cursor: row.onOpen ? 'pointer' : 'default',
              '& td': { fontWeight: row.emphasis ? 600 : undefined, bgcolor: row.emphasis ? 'action.hover' : undefined },
            }}
          >
            {row.cells.map((cell, index) => (
              <TableCell
                key={index}
                align={columns[index]?.numeric ? 'right' : 'left'}
                sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: columns[index]?.numeric ? 'nowrap' : undefined }}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
