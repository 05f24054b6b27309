import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_ANALYTICS,
  ACCOUNT_KINDS,
  AccountCode,
  otherFormOf,
  parentCodeOf,
  type Account,
  type AccountAnalytic,
  type AccountKind,
} from '../../../../shared/api/accounts.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { RecordConflictParts } from '../../components/RecordConflictParts.js';
import { withVersion } from '../../lib/record-conflict.js';
import { HistoryButton } from '../../components/HistoryPanel.js';
import { shortcutOf } from '../../lib/shortcuts.js';
import { useAccounts, useChangeAccounts } from '../../lib/use-accounts.js';
import { loadAccount, useAccountConflict } from './use-account-conflict.js';

/** What the dialog does: add a sub-account below `parent`, or change `account`. */
export type AccountDialogTarget = { parent: Account } | { account: Account };

/** Whether a code below `parent` may be written with one more digit: 209 below 20, BAS's 3611 below 361; below 3611 or 361.1 only with a dot. */
const takesDigit = (parent: string) => /^\d{2,3}$/.test(parent);

/** An example code of a sub-account below `parent`: 3611 or 361.1 below 361, 209 or 20.1 below 20, 361.1.1 below 361.1. */
const exampleBelow = (parent: string) => (takesDigit(parent) ? `${parent}${parent.length === 2 ? 9 : 1}, ${parent}.1` : `${parent}.1`);

export interface AccountDialogProps {
  target: AccountDialogTarget;
  onClose: () => void;
}

/** The dialog of one account of the chart: code (a new one's), name, kind and analytics; Ctrl+S saves, Esc closes. */
export function AccountDialog({ target, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const { update } = useChangeAccounts();
  const chart = useAccounts();
  const base = 'account' in target ? target.account : target.parent;
  const isNew = 'parent' in target;
  const [code, setCode] = useState(isNew ? `${base.code}.` : base.code);
  const [name, setName] = useState(isNew ? '' : base.name);
  const [kind, setKind] = useState<AccountKind>(base.kind);
  const [analytics, setAnalytics] = useState<AccountAnalytic[]>(base.analytics);
  const [version, setVersion] = useState(isNew ? undefined : base.version);
  const [tried, setTried] = useState(false);
  const showAccount = (account: Account) => {
    setName(account.name);
    setKind(account.kind);
    setAnalytics(account.analytics);
    setVersion(account.version);
    update.reset();
  };
  // The save to do again is handed to the dialog with the refusal, as the action it interrupted.
  const conflict = useAccountConflict(base, showAccount, (merged, again) => {
    showAccount(merged);
    again(merged);
  });

  const codeProblem = isNew && !(AccountCode.safeParse(code).success && parentCodeOf(code) === base.code);
  // A code the chart has, in this form or the other (3611 and 361.1 are one sub-account): saving would change that account.
  const taken = isNew && !codeProblem ? (chart.data ?? []).find((a) => a.code === code || a.code === otherFormOf(code)) : undefined;
  const nameProblem = name.trim() === '' || name.length > 500;
  const analyticsProblem = analytics.length > 3;
  const toggle = (analytic: AccountAnalytic) =>
    setAnalytics((list) =>
      list.includes(analytic) ? list.filter((a) => a !== analytic) : ACCOUNT_ANALYTICS.filter((a) => a === analytic || list.includes(a)),
    );

  async function submit() {
    setTried(true);
    if (codeProblem || taken || nameProblem || analyticsProblem) return;
    await store({ ...base, code, name: name.trim(), kind, analytics, version });
  }
  // Sent with the version the chart showed, so a change someone else saved meanwhile is not overwritten unseen.
  async function store(typed: Account) {
    const { name: typedName, kind: typedKind, analytics: typedAnalytics } = typed;
    const input = { code, name: typedName, kind: typedKind, analytics: typedAnalytics };
    try {
      await update.mutateAsync({ ...input, ...(isNew ? {} : withVersion(typed.version)) });
    } catch (error) {
      if (
        !isNew &&
        (await conflict.offer(error, {
          load: () => loadAccount(code),
          mine: typed,
          action: (merged) => void store(merged).catch(() => undefined),
        }))
      )
        update.reset();
      throw error;
    }
    onClose();
  }
  function onKeyDown(event: KeyboardEvent) {
    if (shortcutOf(event) !== 'save') return;
    event.preventDefault();
    void submit().catch(() => undefined);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" onKeyDown={onKeyDown} aria-labelledby="account-dialog-title">
      <DialogTitle id="account-dialog-title">
        {isNew ? t('accounts.dialog.newTitle', { parent: base.code }) : t('accounts.dialog.editTitle', { code: base.code })}
      </DialogTitle>
      <DialogContent>
        <RecordConflictParts conflict={conflict} kind="account" subject="account" busy={update.isPending} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 2, pt: 1 }}>
          <TextField
            size="small"
            label={t('accounts.dialog.code')}
            value={code}
            disabled={!isNew}
            autoFocus={isNew}
            onChange={(event) => setCode(event.target.value.trim())}
            error={tried && (codeProblem || taken !== undefined)}
            helperText={
              tried && codeProblem
                ? t(takesDigit(base.code) ? 'accounts.dialog.codeProblemDigit' : 'accounts.dialog.codeProblem', { parent: base.code })
                : tried && taken
                  ? t('accounts.dialog.codeTaken', { code: taken.code, name: taken.name })
                  : isNew
                    ? t('accounts.dialog.codeHint', { example: exampleBelow(base.code) })
                    : undefined
            }
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-field': 'code' } }}
          />
          <TextField
            size="small"
            required
            autoFocus={!isNew}
            label={t('accounts.dialog.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={tried && nameProblem}
            helperText={tried && nameProblem ? t('accounts.dialog.nameProblem') : undefined}
            slotProps={{ htmlInput: { 'data-field': 'name' } }}
          />
          <TextField
            size="small"
            select
            label={t('accounts.dialog.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as AccountKind)}
            slotProps={{ htmlInput: { 'data-field': 'kind' } }}
          >
            {ACCOUNT_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`accounts.kindNames.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('accounts.dialog.analytics')}</FormLabel>
            <FormGroup row>
              {ACCOUNT_ANALYTICS.map((analytic) => (
                <FormControlLabel
                  key={analytic}
                  control={<Checkbox size="small" checked={analytics.includes(analytic)} onChange={() => toggle(analytic)} />}
                  label={t(`accounts.analytics.${analytic}`)}
                />
              ))}
            </FormGroup>
            {analyticsProblem ? <FormHelperText error>{t('accounts.dialog.analyticsProblem')}</FormHelperText> : null}
          </Box>
        </Box>
        <ErrorAlert error={update.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Box sx={{ color: 'text.secondary', fontSize: 13, mr: 'auto', pl: 2 }}>{t('dirs.editor.keys')}</Box>
        {isNew ? null : <HistoryButton uid={base.code} />}
        <Button onClick={onClose}>{t('accounts.dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit().catch(() => undefined)} disabled={update.isPending}>
          {t('accounts.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
