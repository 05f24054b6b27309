import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { BankPreview } from '../../../../shared/api/bank.js';
import { Decimal, moneyText } from '../../../../shared/api/money.js';
import { formatAmount, formatDate } from '../../lib/format.js';

export interface BooksOpeningProps {
  preview: Pick<BankPreview, 'totals' | 'books'>;
}

/**
 * The statement's opening balance beside the books' before anything is imported (docs/desktop-app.md,
 * "Screens"): the balance of the money account the statement is of at the end of the day before it
 * starts, and the difference, which means an earlier statement is missing or not posted. Nothing when
 * the file states no opening balance.
 */
export function BooksOpening({ preview }: BooksOpeningProps) {
  const { t } = useTranslation();
  const { books } = preview;
  const stated = preview.totals.opening;
  if (!books || stated === null) return null;
  const difference = new Decimal(stated).minus(books.opening);
  const agrees = difference.isZero();
  return (
    <Alert severity={agrees ? 'success' : 'warning'} sx={{ maxWidth: 900 }} data-testid="bank-books-opening">
      {t(agrees ? 'bankPreview.books.agrees' : 'bankPreview.books.differs', {
        statement: formatAmount(stated),
        program: formatAmount(books.opening),
        difference: formatAmount(moneyText(difference)),
        date: formatDate(books.date),
        account: books.moneyAccount.name,
      })}
      {agrees ? null : `. ${t('bankPreview.books.hint')}`}
    </Alert>
  );
}
