import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyTableRow } from '../../components/EmptyTableRow.js';
import { UkDateField } from '../../components/UkDateField.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { useErrorText } from '../../lib/use-error-text.js';
import { useOperationList } from './use-operations.js';

export interface OperationsListProps {
  period: { from: string; to: string };
  onPeriod: (period: { from: string; to: string }) => void;
  onOpen: (uid: string) => void;
  onNew: () => void;
  onOpeningBalances: () => void;
}

/**
 * The manual operations of a period: date, number, memo, sum and whether posted. A row opens with a
 * click or Enter; «Нова операція» and «Введення залишків» start new ones.
 */
export function OperationsList({ period, onPeriod, onOpen, onNew, onOpeningBalances }: OperationsListProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useOperationList(period);
  const rows = list.data?.data ?? [];
  const columns = ['date', 'no', 'memo', 'sum', 'posted'] as const;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <UkDateField label={t('reports.ledger.from')} value={period.from} onChange={(from) => onPeriod({ ...period, from })} />
        <UkDateField label={t('reports.ledger.to')} value={period.to} onChange={(to) => onPeriod({ ...period, to })} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={onOpeningBalances} title={t('operations.openingBalancesHint')}>
          {t('operations.openingBalances')}
        </Button>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onNew}>
          {t('operations.new')}
        </Button>
      </Box>
      {list.error ? <Alert severity="error">{errorText(list.error)}</Alert> : null}
      <Paper>
        {list.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Table size="small" data-testid="operations-list">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600 }} align={c === 'sum' ? 'right' : 'left'}>
                  {t(`operations.columns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((op) => (
              <TableRow
                key={op.uid}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                onClick={() => onOpen(op.uid)}
                onKeyDown={(event) => event.key === 'Enter' && onOpen(op.uid)}
              >
                <TableCell>{formatDate(op.date)}</TableCell>
                <TableCell>{op.no}</TableCell>
                <TableCell>{op.memo}</TableCell>
                <TableCell align="right">{formatAmount(op.sum)}</TableCell>
                <TableCell>{op.done ? <CheckCircle color="success" fontSize="small" aria-label={t('operations.yes')} /> : null}</TableCell>
              </TableRow>
            ))}
            {!list.isPending && rows.length === 0 ? <EmptyTableRow columns={columns.length} text={t('operations.empty')} /> : null}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
