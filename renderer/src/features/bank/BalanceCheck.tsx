import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { monthStartOf } from '../../../../shared/api/money-balances.js';
import { formatAmount } from '../../lib/format.js';
import { useMoneyBalances } from '../../lib/use-money-balances.js';
import { useOffers } from '../../lib/use-service-info.js';
import { balanceCheckOf, type StatementBalance } from './balance-check.js';

export interface BalanceCheckLineProps {
  balance: StatementBalance;
}

/**
 * The statement's closing balance against our money account's in «Залишки коштів» at the
 * statement's last date (docs/desktop-app.md, "Screens"): «збігається», or the difference. Shown
 * only where the service keeps our money accounts and the statement states its closing balance.
 */
export function BalanceCheckLine({ balance }: BalanceCheckLineProps) {
  const { t } = useTranslation();
  const offered = useOffers('money.accounts');
  const asked = offered && balance.closing !== null && balance.date !== '';
  const query = useMoneyBalances(asked ? { request: { date: balance.date, from: monthStartOf(balance.date) }, n: 0 } : null, false);
  const check = query.data ? balanceCheckOf(query.data.data, balance.account, balance.closing) : null;
  if (!check) return null;
  const agrees = check.difference.isZero();
  return (
    <Alert severity={agrees ? 'success' : 'warning'} sx={{ mb: 1 }} data-testid="bank-balance-check">
      {t(agrees ? 'bank.balanceCheck.agrees' : 'bank.balanceCheck.differs', {
        statement: formatAmount(check.statement),
        program: formatAmount(check.program),
        difference: formatAmount(check.difference),
      })}
    </Alert>
  );
}
