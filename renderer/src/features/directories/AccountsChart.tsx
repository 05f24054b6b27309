import { withVersion } from '../../lib/record-conflict.js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parentCodeOf, type Account, type AccountStanding } from '../../../../shared/api/accounts.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { AccountDialog, type AccountDialogTarget } from './AccountDialog.js';
import { DeactivateAccountDialog } from './DeactivateAccountDialog.js';
import { useAccountStanding } from './use-account-standing.js';
import { useAccounts, useChangeAccounts } from '../../lib/use-accounts.js';

/** How deep an account sits: 0 for a synthetic account, 1 for the order's sub-account, 2 for 3611 or 361.1, and so on. */
function depthOf(code: string): number {
  let depth = 0;
  for (let above = parentCodeOf(code); above !== null; above = parentCodeOf(above)) depth++;
  return depth;
}

/**
 * The chart of accounts as an indented list (docs/general-ledger.md, "Chart of accounts"): code, name,
 * kind, off-balance, analytics and whether it is active. The arrows choose an account, Enter edits it,
 * Insert adds a sub-account below it, Delete deletes it. Deactivating an account with entries asks
 * first, naming them and its balance. The service's refusal of the last action is shown in words,
 * and goes when the next action starts, so an old refusal never stands beside a later success.
 */
export function AccountsChart() {
  const { t } = useTranslation();
  const chart = useAccounts();
  const { update, remove } = useChangeAccounts();
  const [selected, setSelected] = useState<string | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const [dialog, setDialog] = useState<AccountDialogTarget | null>(null);
  const [question, setQuestion] = useState<{ account: Account; standing: AccountStanding } | null>(null);
  const standing = useAccountStanding();
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());

  const rows = (chart.data ?? []).filter((account) => showInactive || account.active);
  const current = rows.find((account) => account.code === selected) ?? null;

  const choose = (code: string) => {
    setSelected(code);
    rowRefs.current.get(code)?.focus();
  };
  const clearRefusals = () => {
    update.reset();
    remove.reset();
    standing.clearError();
  };
  const setActive = (account: Account, active: boolean) =>
    update.mutate({ code: account.code, active, ...withVersion(account.version) }, { onSettled: () => setQuestion(null) });
  async function toggleActive(account: Account) {
    clearRefusals();
    if (!account.active) return setActive(account, true);
    const found = await standing.read(account.code);
    if (found === null) return;
    if (found.entries === 0) setActive(account, false);
    else setQuestion({ account, standing: found });
  }
  const deleteAccount = (account: Account) => {
    clearRefusals();
    if (window.confirm(t('accounts.deleteConfirm', { code: account.code, name: account.name }))) remove.mutate(account);
  };
  const openDialog = (target: AccountDialogTarget) => {
    clearRefusals();
    setDialog(target);
  };
  function onKeyDown(event: KeyboardEvent, account: Account) {
    const index = rows.indexOf(account);
    const next = event.key === 'ArrowDown' ? rows[index + 1] : event.key === 'ArrowUp' ? rows[index - 1] : undefined;
    const action: Record<string, () => void> = {
      Enter: () => openDialog({ account }),
      Insert: () => account.active && openDialog({ parent: account }),
      Delete: () => deleteAccount(account),
    };
    if (next) choose(next.code);
    else if (action[event.key]) action[event.key]?.();
    else return;
    event.preventDefault();
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {t('accounts.title')}
        </Typography>
        <FormControlLabel
          control={<Checkbox size="small" checked={showInactive} onChange={(event) => setShowInactive(event.target.checked)} />}
          label={t('accounts.showInactive')}
        />
        <Button size="small" variant="outlined" disabled={!current?.active} onClick={() => current && openDialog({ parent: current })}>
          {t('accounts.addSub')}
        </Button>
        <Button size="small" variant="outlined" disabled={!current} onClick={() => current && openDialog({ account: current })}>
          {t('accounts.edit')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!current || update.isPending || standing.reading}
          onClick={() => current && void toggleActive(current)}
        >
          {t(current && !current.active ? 'accounts.activate' : 'accounts.deactivate')}
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={!current || remove.isPending}
          onClick={() => current && deleteAccount(current)}
        >
          {t('accounts.delete')}
        </Button>
      </Box>
      <ErrorAlert error={chart.error ?? update.error ?? remove.error ?? standing.error} sx={{ mb: 1 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {current ? `${current.code} ${current.name}` : t('accounts.selectHint')} · {t('accounts.keys')}
      </Typography>
      <TableContainer sx={{ maxHeight: '65vh' }}>
        <Table size="small" stickyHeader aria-label={t('accounts.tab')}>
          <TableHead>
            <TableRow>
              {(['code', 'name', 'kind', 'offBalance', 'analytics', 'active'] as const).map((column) => (
                <TableCell key={column}>{t(`accounts.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((account) => (
              <TableRow
                key={account.code}
                hover
                selected={account.code === selected}
                tabIndex={account.code === selected || (selected === null && account === rows[0]) ? 0 : -1}
                ref={(row) => {
                  if (row) rowRefs.current.set(account.code, row);
                  else rowRefs.current.delete(account.code);
                }}
                data-account={account.code}
                onClick={() => setSelected(account.code)}
                onFocus={() => setSelected(account.code)}
                onDoubleClick={() => openDialog({ account })}
                onKeyDown={(event) => onKeyDown(event, account)}
                sx={{
                  cursor: 'pointer',
                  opacity: account.active ? 1 : 0.55,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <TableCell
                  sx={{ pl: 2 + depthOf(account.code) * 2.5, fontWeight: depthOf(account.code) === 0 ? 600 : 400, whiteSpace: 'nowrap' }}
                >
                  {account.code}
                </TableCell>
                <TableCell>{account.name}</TableCell>
                <TableCell>{t(`accounts.kinds.${account.kind}`)}</TableCell>
                <TableCell>{account.offBalance ? t('accounts.yes') : ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {account.analytics.map((analytic) => t(`accounts.analytics.${analytic}`)).join(', ')}
                </TableCell>
                <TableCell>{t(account.active ? 'accounts.yes' : 'accounts.no')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {dialog ? <AccountDialog target={dialog} onClose={() => setDialog(null)} /> : null}
      {question ? (
        <DeactivateAccountDialog
          account={question.account}
          standing={question.standing}
          busy={update.isPending}
          onConfirm={() => setActive(question.account, false)}
          onCancel={() => setQuestion(null)}
        />
      ) : null}
    </Box>
  );
}
