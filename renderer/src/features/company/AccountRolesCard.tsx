import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRoleRecord } from '../../../../shared/api/account-roles.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { BridgeError } from '../../lib/bridge.js';
import { conflictOf } from '../../lib/record-conflict.js';
import { useAccountRoles, useUpdateAccountRole } from '../../lib/use-account-roles.js';
import { useAccounts } from '../../lib/use-accounts.js';
import { useOffers } from '../../lib/use-service-info.js';
import { ROLE_GROUPS } from './account-roles-model.js';
import { AccountRoleRow } from './AccountRoleRow.js';

/**
 * «Рахунки обліку»: the account of each role the entries take (docs/general-ledger.md, "Account roles"),
 * by section, each changed by picking one of the accounts that suit it; what is posted keeps its entries.
 * Shown only by a service that keeps the roles (`ledger.accountRoles`).
 */
export function AccountRolesCard() {
  const { t } = useTranslation();
  const offered = useOffers('ledger.accountRoles');
  const roles = useAccountRoles();
  const chart = useAccounts();
  const update = useUpdateAccountRole();
  if (!offered) return null;
  const byRole = new Map((roles.data ?? []).map((r) => [r.role, r]));
  const pick = (record: AccountRoleRecord, account: string) =>
    update.mutate({ role: record.role, account, ...(record.version === undefined ? {} : { version: record.version }) });
  const refusal = update.error;
  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-labelledby="account-roles-title" data-testid="account-roles-card">
      <Typography id="account-roles-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('accountRoles.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('accountRoles.explain')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {t('accountRoles.notRewritten')}
      </Typography>
      <ErrorAlert error={roles.error ?? chart.error} />
      {refusal instanceof BridgeError && refusal.code === 'FORBIDDEN' ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="account-roles-forbidden">
          {t('accountRoles.forbidden')}
        </Alert>
      ) : conflictOf(refusal) ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="account-roles-conflict">
          {t('accountRoles.conflict')}
        </Alert>
      ) : (
        <ErrorAlert error={refusal} sx={{ mb: 1 }} />
      )}
      {update.isSuccess ? (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="account-roles-saved">
          {t('accountRoles.saved', { role: t(`accountRoles.roles.${update.data.role}`), code: update.data.account })}
        </Alert>
      ) : null}
      {roles.data && chart.data ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('accountRoles.role')}</TableCell>
              <TableCell>{t('accountRoles.account')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ROLE_GROUPS.map(({ group, roles: inGroup }) => (
              <Fragment key={group}>
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                    {t(`accountRoles.groups.${group}`)}
                  </TableCell>
                </TableRow>
                {inGroup.flatMap((role) => {
                  const record = byRole.get(role);
                  return record ? (
                    <AccountRoleRow
                      key={role}
                      record={record}
                      chart={chart.data}
                      busy={update.isPending}
                      onPick={(code) => pick(record, code)}
                    />
                  ) : (
                    []
                  );
                })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Paper>
  );
}
