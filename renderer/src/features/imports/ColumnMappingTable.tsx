import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ColumnMappingTableProps {
  fields: readonly string[];
  fieldLabel: (field: string) => string;
  headers: string[];
  /** The field of each column, by column index; none (null or absent) for a column not read. */
  mapping: Readonly<Record<number, string | null>>;
  onMap: (column: number, field: string) => void;
  disabled: boolean;
}

/**
 * Which field each column of the file goes to (or none); one select per column, named after its
 * header. The directory import and the bank statement screen each pass their own fields.
 */
export function ColumnMappingTable({ fields, fieldLabel, headers, mapping, onMap, disabled }: ColumnMappingTableProps) {
  const { t } = useTranslation();
  return (
    <Paper>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {t('imports.mapping')}
      </Typography>
      <Table size="small" aria-label={t('imports.mapping')} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 150 }}>{t('imports.column')}</TableCell>
            <TableCell>{t('imports.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {headers.map((header, column) => (
            <TableRow key={column}>
              {/* Wrapped, not cut: «Од. виміру» and «Ціна продажу» must be read whole to be mapped. */}
              <TableCell sx={{ overflowWrap: 'break-word' }} title={header}>
                {header}
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  value={mapping[column] ?? ''}
                  onChange={(event) => onMap(column, event.target.value)}
                  disabled={disabled}
                  slotProps={{ htmlInput: { 'aria-label': header } }}
                >
                  <MenuItem value="">{t('imports.skip')}</MenuItem>
                  {fields.map((field) => (
                    <MenuItem key={field} value={field}>
                      {fieldLabel(field)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
