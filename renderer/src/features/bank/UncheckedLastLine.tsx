import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ParsedStatement } from '../../../../shared/bank/statement.js';
import { formatAmount, formatDate } from '../../lib/format.js';

export interface UncheckedLastLineProps {
  statement: ParsedStatement;
}

/**
 * The warning over a CSV statement whose last line ends the file without a line break: many banks
 * write files that way, and so does a file cut off inside its last row, which cannot be told apart
 * (docs/service-behaviour.md, "Bank statements"). The line is read; the user compares it.
 */
export function UncheckedLastLine({ statement }: UncheckedLastLineProps) {
  const { t } = useTranslation();
  const last = statement.lines.at(-1);
  if (!statement.lastLineUnchecked || !last) return null;
  return (
    <Alert severity="warning" data-testid="bank-last-line-unchecked">
      {t('bank.lastLineUnchecked', { date: formatDate(last.date), amount: formatAmount(last.amount) })}
    </Alert>
  );
}
