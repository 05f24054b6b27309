import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../../shared/api/accounts.js';

/** Accounts whose code starts with what was typed (`28` finds 28, 281, 282), or whose name holds it. */
export function matchAccounts(accounts: readonly Account[], typed: string): Account[] {
  const text = typed.trim().toLowerCase();
  if (text === '') return [...accounts];
  const byCode = /^[\d.]+$/.test(text);
  return accounts.filter((a) => (byCode ? a.code.startsWith(text) : a.name.toLowerCase().includes(text)));
}

const labelOf = (a: Pick<Account, 'code' | 'name'>) => (a.name ? `${a.code} ${a.name}` : a.code);

export interface AccountPickerProps {
  label: string;
  code: string;
  accounts: readonly Account[];
  disabled: boolean;
  onChange: (code: string) => void;
  testId: string;
}

/**
 * An account of the chart, picked by its code or name typed: Tab or Enter takes the first match, so
 * `361` Tab is 361. Only active accounts are offered; a stored entry's deactivated one still shows.
 */
export function AccountPicker({ label, code, accounts, disabled, onChange, testId }: AccountPickerProps) {
  const { t } = useTranslation();
  const value = accounts.find((a) => a.code === code) ?? (code ? { code, name: '' } : null);
  return (
    <Autocomplete<Pick<Account, 'code' | 'name'>>
      size="small"
      autoHighlight
      autoSelect
      options={accounts.filter((a) => a.active)}
      value={value}
      disabled={disabled}
      noOptionsText={t('operations.editor.noAccounts')}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      // The picked account's own label lists the whole chart, so the arrows browse it from there.
      filterOptions={(list, state) =>
        matchAccounts(list as Account[], value && state.inputValue === labelOf(value) ? '' : state.inputValue)
      }
      onChange={(_event, next) => onChange(next?.code ?? '')}
      renderInput={(params) => <TextField {...params} label={label} data-testid={testId} />}
    />
  );
}
