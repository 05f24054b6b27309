import Autocomplete from '@mui/material/Autocomplete';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AccountRoleRecord } from '../../../../shared/api/account-roles.js';
import type { Account } from '../../../../shared/api/accounts.js';
import { PICK_ON_ENTER } from '../../lib/pick-on-enter.js';
import { accountsForRole } from '../../lib/use-account-roles.js';

const labelOf = (a: { code: string; name: string }) => `${a.code} ${a.name}`;

export interface AccountRoleRowProps {
  record: AccountRoleRecord;
  chart: readonly Account[];
  busy: boolean;
  onPick: (code: string) => void;
}

/**
 * One role of «Рахунки обліку»: its purpose and its account, a picker of the accounts that may serve it
 * (typed code or name and Enter picks, and the choice is saved at once); a fixed role shows its account only.
 */
export function AccountRoleRow({ record, chart, busy, onPick }: AccountRoleRowProps) {
  const { t } = useTranslation();
  const name = t(`accountRoles.roles.${record.role}`);
  const current = chart.find((a) => a.code === record.account) ?? { code: record.account, name: '' };
  const options = accountsForRole(record.role, chart);
  const value = options.find((a) => a.code === record.account) ?? null;
  const changed = record.account !== record.defaultAccount;
  return (
    <TableRow data-testid={`account-role-${record.role}`}>
      <TableCell sx={{ width: '40%' }}>{name}</TableCell>
      <TableCell>
        {record.fixed ? (
          <>
            <Typography variant="body2">{labelOf(current)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('accountRoles.fixed')}
            </Typography>
          </>
        ) : (
          <Autocomplete
            {...PICK_ON_ENTER}
            size="small"
            options={options}
            value={value}
            disabled={busy}
            getOptionLabel={labelOf}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            onChange={(_event, picked) => {
              // Cleared, the role keeps its account: a role always has one.
              if (picked && picked.code !== record.account) onPick(picked.code);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': name } }}
                helperText={changed ? t('accountRoles.byDefault', { code: record.defaultAccount }) : undefined}
              />
            )}
          />
        )}
      </TableCell>
    </TableRow>
  );
}
