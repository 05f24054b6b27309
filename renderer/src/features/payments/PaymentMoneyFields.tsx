import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { accountSuitsOtherPayment } from '../../../../shared/api/account-rules.js';
import { PAYMENT_PROFILES } from '../../../../shared/api/posting-profiles.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';
import { useAccounts } from '../../lib/use-accounts.js';
import { useRoleAccounts } from '../../lib/use-account-roles.js';
import { useMoneyAccounts } from '../../lib/use-money-accounts.js';
import { accountRoleOf, type PaymentDraft } from './payment-model.js';
import { MoneyAccountSelect } from './MoneyAccountSelect.js';

export interface PaymentMoneyFieldsProps {
  draft: PaymentDraft;
  readOnly: boolean;
  onChange: (patch: Partial<PaymentDraft>) => void;
}

/**
 * A payment's own fields beyond the spec's: which of our bank accounts or cash desks it moves (a
 * customer's or supplier's payment only those of its kind), a transfer's receiving one, and the
 * account and cash-flow item of other money out or in (only accounts the service would take).
 * Shown where the service keeps money accounts; the account only where it keeps the chart.
 */
export function PaymentMoneyFields({ draft, readOnly, onChange }: PaymentMoneyFieldsProps) {
  const { t } = useTranslation();
  const moneyAccounts = useMoneyAccounts();
  const chart = useAccounts();
  const money = PAYMENT_PROFILES[draft.type].money;
  const all = moneyAccounts.data ?? [];
  const ofKind = money?.kindFixed ? all.filter((a) => a.kind === money.kind) : all;
  // What the service takes when the payment names none: the main one of its type's kind.
  const own = draft.moneyAccount ?? ofKind.find((a) => a.main && a.kind === money?.kind)?.uid ?? '';
  const roles = useRoleAccounts();
  const role = accountRoleOf(draft.type);
  const takesAccount = role !== null;
  // Without one of its own, the payment takes its role's account (docs/general-ledger.md, "Account roles").
  const account = draft.account || (role ? roles[role] : '');
  const accountOptions = (chart.data ?? []).filter((a) => a.active && !a.offBalance && accountSuitsOtherPayment(a.code));
  const chosenAccount = accountOptions.find((a) => a.code === account) ?? null;
  const accountLabel = (a: { code: string; name: string }) => `${a.code} ${a.name}`;
  // A new payment saves the money account and the account it shows, so what the user saw is what the service keeps.
  const shownDefault = draft.isNew && draft.moneyAccount === null && own !== '' ? own : null;
  const shownAccount = draft.isNew && takesAccount && draft.account === '' && chosenAccount ? chosenAccount.code : null;
  useEffect(() => {
    if (shownDefault) onChange({ moneyAccount: shownDefault });
  }, [shownDefault, onChange]);
  useEffect(() => {
    if (shownAccount) onChange({ account: shownAccount });
  }, [shownAccount, onChange]);

  return (
    <>
      {all.length > 0 ? (
        <Grid size={{ xs: 12, md: draft.type === 'transfer' ? 6 : 4 }}>
          <MoneyAccountSelect
            label={t('fields.moneyAccount')}
            options={ofKind}
            value={own}
            disabled={readOnly}
            onChange={(moneyAccount) => onChange({ moneyAccount })}
          />
        </Grid>
      ) : null}
      {draft.type === 'transfer' && all.length > 0 ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <MoneyAccountSelect
            label={t('fields.toMoneyAccount')}
            options={all.filter((a) => a.uid !== own)}
            value={draft.toMoneyAccount ?? ''}
            disabled={readOnly}
            onChange={(toMoneyAccount) => onChange({ toMoneyAccount })}
          />
        </Grid>
      ) : null}
      {takesAccount ? (
        <>
          <Grid size={{ xs: 12, md: 4 }}>
            <Autocomplete
              {...PICK_ON_ENTER}
              size="small"
              options={accountOptions}
              value={chosenAccount}
              disabled={readOnly}
              getOptionLabel={accountLabel}
              isOptionEqualToValue={(a, b) => a.code === b.code}
              onChange={(_event, picked) => onChange({ account: picked?.code ?? '' })}
              renderInput={(params) => <TextField {...params} label={t('fields.account')} />}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={t('fields.cashFlowItem')}
              value={draft.cashFlowItem}
              disabled={readOnly}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              onChange={(event) => onChange({ cashFlowItem: event.target.value })}
            />
          </Grid>
        </>
      ) : null}
    </>
  );
}
