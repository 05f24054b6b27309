import { useTranslation } from 'react-i18next';
import { accountSuitsOtherPayment } from '../../../../shared/api/account-rules.js';
import { SETTLEMENT_ACCOUNTS } from '../../../../shared/bank/line-accounts.js';
import { normaliseAccount, type BankLine } from '../../../../shared/bank/statement.js';
import { useAccounts } from '../../lib/use-accounts.js';
import { useMoneyAccounts } from '../../lib/use-money-accounts.js';
import { correspondentOf, withAccount, type LineChoice } from './line-choices.js';

const SELECT_STYLE = { width: '100%', font: 'inherit', padding: '2px 4px', marginTop: 4 } as const;

export interface LineCorrespondentProps {
  line: BankLine;
  choice: LineChoice;
  disabled: boolean;
  onChoose: (choice: LineChoice) => void;
}

/**
 * The account a line's money goes to or comes from, changeable in the preview (docs/desktop-app.md,
 * "Screens"): 361 and 631 (a customer's or supplier's payment or refund by the line's direction) and
 * every account other money may take (active, on the balance, no sub-accounts of its own, not money
 * and not 361 or 631); for a transfer, our other money account. Native selects, as the kind's and
 * the invoice's: a row of thousands of lines stays light, and typing a code picks it.
 */
export function LineCorrespondent({ line, choice, disabled, onChoose }: LineCorrespondentProps) {
  const { t } = useTranslation();
  const chart = useAccounts();
  const money = useMoneyAccounts();
  const label = (no: string) => t('bankPreview.accountOf', { no });
  if (choice.kind === 'transfer') {
    const ours = money.data ?? [];
    const own =
      ours.find((a) => a.iban !== '' && normaliseAccount(a.iban) === line.account) ?? ours.find((a) => a.kind === 'bank' && a.main);
    return (
      <select
        aria-label={t('bankPreview.otherMoneyOf', { no: line.no })}
        data-testid="bank-other-money"
        value={choice.otherMoneyAccount ?? ''}
        disabled={disabled}
        style={SELECT_STYLE}
        onChange={(event) => onChoose({ ...choice, otherMoneyAccount: event.target.value || null, kindReason: 'manual' })}
      >
        <option value="">{t('bankPreview.otherByIban')}</option>
        {ours
          .filter((a) => a.uid !== own?.uid)
          .map((a) => (
            <option key={a.uid} value={a.uid}>
              {a.name}
            </option>
          ))}
      </select>
    );
  }
  const accounts = chart.data ?? [];
  const parents = new Set(accounts.map((a) => a.parent));
  const { customers, suppliers } = SETTLEMENT_ACCOUNTS;
  const settlement: string[] = line.direction === 'out' ? [suppliers, customers] : [customers, suppliers];
  const others = accounts.filter((a) => a.active && !a.offBalance && !parents.has(a.code) && accountSuitsOtherPayment(a.code));
  const current = correspondentOf(choice);
  const options = [
    ...settlement.map((code) => ({ code, name: accounts.find((a) => a.code === code)?.name ?? '' })),
    ...others,
    // An account the chart does not list (a service without it) is still shown as chosen.
    ...(current && !settlement.includes(current) && !others.some((a) => a.code === current) ? [{ code: current, name: '' }] : []),
  ];
  return (
    <select
      aria-label={label(line.no)}
      data-testid="bank-corr-account"
      value={current ?? ''}
      disabled={disabled}
      style={SELECT_STYLE}
      onChange={(event) => onChoose(withAccount(choice, line.direction, event.target.value))}
    >
      {options.map((a) => (
        <option key={a.code} value={a.code}>
          {a.name ? `${a.code} ${a.name}` : a.code}
        </option>
      ))}
    </select>
  );
}
