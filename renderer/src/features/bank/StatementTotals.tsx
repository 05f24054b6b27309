import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { BankPreview } from '../../../../shared/api/bank.js';
import { Decimal, moneyText } from '../../../../shared/api/money.js';
import { formatAmount } from '../../lib/format.js';

const FIGURES = ['opening', 'in', 'out', 'closing'] as const;

export interface StatementTotalsProps {
  preview: Pick<BankPreview, 'totals' | 'lineTotals'>;
}

/**
 * The statement's totals as the bank states them beside those of its lines: money in and out are
 * the lines' sums, the closing balance the bank's opening balance with them. A figure that
 * disagrees shows its difference; one the file does not give is said to be missing.
 */
export function StatementTotals({ preview }: StatementTotalsProps) {
  const { t } = useTranslation();
  const { totals, lineTotals } = preview;
  const opening = totals.opening === null ? null : new Decimal(totals.opening);
  const ofLines: Record<(typeof FIGURES)[number], Decimal | null> = {
    opening,
    in: new Decimal(lineTotals.in),
    out: new Decimal(lineTotals.out),
    closing: opening ? opening.plus(lineTotals.in).minus(lineTotals.out) : null,
  };
  const rows = FIGURES.map((figure) => {
    const bank = totals[figure] === null ? null : new Decimal(totals[figure]);
    const lines = ofLines[figure];
    const difference = bank && lines ? lines.minus(bank) : null;
    return { figure, bank, lines, difference };
  });
  const compared = rows.some((r) => r.difference !== null && r.figure !== 'opening');
  const disagrees = rows.some((r) => r.difference !== null && !r.difference.isZero());
  const money = (value: Decimal | null) => (value === null ? t('bankPreview.totals.none') : formatAmount(moneyText(value)));
  return (
    <Paper sx={{ p: 1, maxWidth: 680 }} data-testid="bank-totals">
      <Table size="small" aria-label={t('bankPreview.totals.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('bankPreview.totals.row')}</TableCell>
            <TableCell align="right">{t('bankPreview.totals.bank')}</TableCell>
            <TableCell align="right">{t('bankPreview.totals.lines')}</TableCell>
            <TableCell align="right">{t('bankPreview.totals.difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ figure, bank, lines, difference }) => (
            <TableRow key={figure} data-testid={`bank-total-${figure}`}>
              <TableCell>{t(`bankPreview.totals.${figure}`)}</TableCell>
              <TableCell align="right">{money(bank)}</TableCell>
              <TableCell align="right">{money(lines)}</TableCell>
              <TableCell
                align="right"
                data-testid="bank-total-difference"
                sx={difference && !difference.isZero() ? { color: 'error.main', fontWeight: 600 } : undefined}
              >
                {difference === null || difference.isZero() ? '' : formatAmount(moneyText(difference))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {compared ? (
        <Alert severity={disagrees ? 'error' : 'success'} sx={{ mt: 1 }} data-testid="bank-totals-verdict">
          {t(disagrees ? 'bankPreview.totals.disagree' : 'bankPreview.totals.agree')}
        </Alert>
      ) : null}
    </Paper>
  );
}
