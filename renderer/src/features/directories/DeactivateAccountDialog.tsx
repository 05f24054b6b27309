import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Account, AccountStanding } from '../../../../shared/api/accounts.js';
import { formatAmountUk } from '../../../../shared/api/format-uk.js';

export interface DeactivateAccountDialogProps {
  account: Account;
  standing: AccountStanding;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before an account with entries is deactivated (docs/desktop-app.md, "Screens", «План
 * рахунків»): how many entries it has and the balance they leave, and what a deactivated account
 * keeps. Focus starts on Deactivate, as the user asked for it; Esc or Cancel backs out.
 */
export function DeactivateAccountDialog({ account, standing, busy, onConfirm, onCancel }: DeactivateAccountDialogProps) {
  const { t } = useTranslation();
  const amount = formatAmountUk(Math.abs(standing.balance));
  const balance =
    standing.balance > 0
      ? t('accounts.deactivation.debit', { amount })
      : standing.balance < 0
        ? t('accounts.deactivation.credit', { amount })
        : t('accounts.deactivation.zero');
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="deactivate-account-title" maxWidth="sm">
      <DialogTitle id="deactivate-account-title">{t('accounts.deactivation.title', { code: account.code })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('accounts.deactivation.entries', { count: standing.entries, code: account.code, name: account.name, balance })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('accounts.deactivation.keeps')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('accounts.deactivation.cancel')}
        </Button>
        <Button autoFocus color="warning" variant="contained" onClick={onConfirm} disabled={busy}>
          {t('accounts.deactivation.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
