import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BankImportResult } from '../../../../shared/api/bank.js';
import { formatAmount, formatDate } from '../../lib/format.js';
import { linkHref } from '../../lib/record-links.js';
import type { SkippedOnImport } from './line-choices.js';
import { BalanceCheckLine } from './BalanceCheck.js';
import type { StatementBalance } from './balance-check.js';

export interface ImportSummaryProps {
  result: BankImportResult;
  knownBefore: number;
  skipped: SkippedOnImport[];
  balance: StatementBalance;
  onAnother: () => void;
}

/**
 * What the import did: counts (the lines found imported before, never sent, with those the import
 * skipped as known), the statement's closing balance against the program's, each payment made as a
 * link to it, and each line left out with the reason.
 */
export function ImportSummary({ result, knownBefore, skipped, balance, onAnother }: ImportSummaryProps) {
  const { t } = useTranslation();
  const lockDate = result.lockDate ? formatDate(result.lockDate) : '';
  return (
    <Paper sx={{ p: 2 }} data-testid="bank-summary">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('bank.summaryTitle')}
      </Typography>
      <Alert severity="success" sx={{ mb: 1 }}>
        {t('bank.summary', {
          created: result.created.length,
          posted: result.created.filter((c) => c.payment.done).length,
          known: knownBefore + result.known.length,
          agents: result.agentsCreated.length,
        })}
      </Alert>
      <BalanceCheckLine balance={balance} />
      {skipped.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="bank-skipped">
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('bank.skippedTitle')}
          </Typography>
          {skipped.map(({ line, reason }, i) => (
            <Typography key={i} variant="body2">
              {t('bank.skippedLine', {
                no: line.no,
                date: formatDate(line.date),
                amount: formatAmount(line.amount),
                reason: t(`bank.skipReasons.${reason}`, { lockDate }),
              })}
            </Typography>
          ))}
        </Alert>
      ) : null}
      <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
        {result.created.map((c) => (
          <ListItem key={c.payment.uid} disableGutters>
            <Link href={linkHref('payments', c.payment.uid)} data-testid="bank-payment-link">
              {t('bank.payment', {
                type: t(`payments.types.${c.payment.type}`, { defaultValue: c.payment.type }),
                no: c.payment.no,
                date: formatDate(c.payment.date),
                sum: formatAmount(c.payment.sum),
              })}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {[c.agent?.name ?? '', c.fromDraft ? t('bank.draftCompleted') : ''].filter(Boolean).join(' · ')}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" onClick={onAnother}>
          {t('bank.another')}
        </Button>
        <Button href={linkHref('payments')}>{t('bank.toPayments')}</Button>
      </Box>
    </Paper>
  );
}
