import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../lib/format.js';
import type { ActLine } from './act-model.js';

const amount = (value: ActLine['debit']) => (value === null ? '' : formatAmount(value));

export interface ActTableProps {
  lines: ActLine[];
  onOpen: (line: ActLine) => void;
}

/**
 * The act's lines: balances and turnovers in bold, each document or payment a row that opens its
 * editor with one click or Enter (rows are reached with Tab).
 */
export function ActTable({ lines, onOpen }: ActTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('reconciliation.title')} data-testid="reconciliation-table">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 120 }}>{t('reconciliation.date')}</TableCell>
          <TableCell>{t('reconciliation.document')}</TableCell>
          <TableCell align="right" sx={{ width: 160 }}>
            {t('reconciliation.debit')}
          </TableCell>
          <TableCell align="right" sx={{ width: 160 }}>
            {t('reconciliation.credit')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          const opens = line.opens !== null;
          const bold = { fontWeight: line.kind === 'row' ? undefined : 600 };
          return (
            <TableRow
              key={line.key}
              hover={opens}
              data-kind={line.kind}
              tabIndex={opens ? 0 : undefined}
              onClick={opens ? () => onOpen(line) : undefined}
              onKeyDown={(event) => {
                if (opens && event.key === 'Enter') onOpen(line);
              }}
              sx={{ cursor: opens ? 'pointer' : undefined, bgcolor: line.kind === 'row' ? undefined : 'grey.50' }}
            >
              <TableCell sx={bold}>{line.date ? formatDate(line.date) : ''}</TableCell>
              <TableCell sx={bold}>{line.label}</TableCell>
              <TableCell align="right" sx={{ ...bold, whiteSpace: 'nowrap' }}>
                {amount(line.debit)}
              </TableCell>
              <TableCell align="right" sx={{ ...bold, whiteSpace: 'nowrap' }}>
                {amount(line.credit)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
