import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { accountSuitsEntity, ROLE_OF_ENTITY } from '../../../../shared/api/account-rules.js';
import { ENTITY_KINDS, type EntityKind } from '../../../../shared/api/directories.js';
import { memberOf } from '../../lib/member-of.js';
import { useAccounts } from '../../lib/use-accounts.js';
import { useRoleAccounts } from '../../lib/use-account-roles.js';

export interface EntityAccountFieldProps {
  kind: string;
  value: string;
  onChange: (code: string) => void;
}

/**
 * «Рахунок обліку» of goods or a service: a choice of the active accounts that suit its kind (a stock
 * account, or a service's revenue or expense account); empty is the kind's role's, named in the hint.
 */
export function EntityAccountField({ kind, value, onChange }: EntityAccountFieldProps) {
  const { t } = useTranslation();
  const chart = useAccounts();
  const entityKind: EntityKind = memberOf(ENTITY_KINDS, kind) ?? 'goods';
  // Empty is the company's account of the kind's role (docs/general-ledger.md, "Account roles").
  const fallback = useRoleAccounts()[ROLE_OF_ENTITY[entityKind][entityKind === 'service' ? 'revenue' : 'stock']];
  const nameOf = (code: string) => chart.data?.find((account) => account.code === code)?.name ?? '';
  const options = (chart.data ?? []).filter((account) => account.active && accountSuitsEntity(entityKind, account.code));
  return (
    <TextField
      size="small"
      fullWidth
      select
      label={t('fields.account')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={t('accounts.entity.hint', { code: fallback })}
      // Empty is a choice of its own («За видом: 281 …»), so it is shown rather than left blank.
      slotProps={{ htmlInput: { 'data-field': 'account' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('accounts.entity.byKind', { code: fallback, name: nameOf(fallback) })}</MenuItem>
      {options.map((account) => (
        <MenuItem key={account.code} value={account.code}>
          {account.code} {account.name}
        </MenuItem>
      ))}
      {value && !options.some((account) => account.code === value) ? <MenuItem value={value}>{value}</MenuItem> : null}
    </TextField>
  );
}
