import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_ACCOUNT_KINDS, type MoneyAccountKind } from '../../../../shared/api/money-accounts.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { memberOf } from '../../lib/member-of.js';
import { useMoneyAccounts, useUpdateMoneyAccount } from '../../lib/use-money-accounts.js';

const EMPTY = { name: '', kind: 'bank' as MoneyAccountKind, iban: '', bankName: '' };

/**
 * «Рахунки і каси»: our bank accounts and cash desks, which payments move (docs/service-behaviour.md,
 * "Our money accounts"), with a line to add one and a button to make one the main of its kind. Shown
 * only where the service keeps them; the service checks the IBAN and answers in its words.
 */
export function MoneyAccountsCard() {
  const { t } = useTranslation();
  const accounts = useMoneyAccounts();
  const update = useUpdateMoneyAccount();
  const [adding, setAdding] = useState(EMPTY);
  if (!accounts.isSuccess && !accounts.isError) return null;

  const add = () =>
    update.mutate(
      {
        uid: crypto.randomUUID(),
        name: adding.name,
        kind: adding.kind,
        ...(adding.kind === 'bank' ? { iban: adding.iban, bankName: adding.bankName } : {}),
      },
      { onSuccess: () => setAdding(EMPTY) },
    );

  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-labelledby="money-accounts-title" data-testid="money-accounts-card">
      <Typography id="money-accounts-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('companySettings.moneyAccounts.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('companySettings.moneyAccounts.explain')}
      </Typography>
      <ErrorAlert error={accounts.error ?? update.error} sx={{ mb: 1 }} />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('fields.kind')}</TableCell>
            <TableCell>{t('fields.iban')}</TableCell>
            <TableCell>{t('companySettings.moneyAccounts.bank')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(accounts.data ?? []).map((a) => (
            <TableRow key={a.uid}>
              <TableCell>{a.name}</TableCell>
              <TableCell>{t(`companySettings.moneyAccounts.kinds.${a.kind}`)}</TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{a.iban}</TableCell>
              <TableCell>{a.bankName}</TableCell>
              <TableCell align="right">
                {a.main ? (
                  t(`companySettings.moneyAccounts.main.${a.kind}`)
                ) : (
                  <Button size="small" disabled={update.isPending} onClick={() => update.mutate({ uid: a.uid, main: true })}>
                    {t('companySettings.moneyAccounts.makeMain')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('fields.name')}
          value={adding.name}
          onChange={(e) => setAdding({ ...adding, name: e.target.value })}
        />
        <TextField
          select
          size="small"
          label={t('fields.kind')}
          value={adding.kind}
          onChange={(e) => setAdding({ ...adding, kind: memberOf(MONEY_ACCOUNT_KINDS, e.target.value) ?? adding.kind })}
          sx={{ minWidth: 180 }}
        >
          {MONEY_ACCOUNT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`companySettings.moneyAccounts.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {adding.kind === 'bank' ? (
          <>
            <TextField
              size="small"
              label={t('fields.iban')}
              value={adding.iban}
              onChange={(e) => setAdding({ ...adding, iban: e.target.value })}
              sx={{ minWidth: 300 }}
            />
            <TextField
              size="small"
              label={t('companySettings.moneyAccounts.bank')}
              value={adding.bankName}
              onChange={(e) => setAdding({ ...adding, bankName: e.target.value })}
            />
          </>
        ) : null}
        <Button variant="outlined" disabled={update.isPending || adding.name.trim() === ''} onClick={add}>
          {t('companySettings.moneyAccounts.add')}
        </Button>
      </Box>
    </Paper>
  );
}
