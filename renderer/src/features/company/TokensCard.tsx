import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BridgeError } from '../../lib/bridge.js';
import { historyUserText } from '../../lib/history-lines.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { EmptyTableRow } from '../../components/EmptyTableRow.js';
import { NewTokenDialog } from './NewTokenDialog.js';
import { useRevokeToken, useTokens } from './use-tokens.js';
import { useOffers } from '../../lib/use-service-info.js';

/**
 * The people who work with this company and their rights (docs/service-behaviour.md, "Tokens and
 * rights"): shown only where the service keeps tokens; a user without the right to manage access is told so.
 */
export function TokensCard() {
  const { t } = useTranslation();
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const servesOffice = useOffers('company.invitation');
  const [revoked, setRevoked] = useState<string | null>(null);
  if (!tokens.offered) return null;
  const forbidden = tokens.error instanceof BridgeError && tokens.error.code === 'FORBIDDEN';

  const revokeOne = (name: string) => {
    if (!window.confirm(t('companySettings.tokens.confirmRevoke', { name }))) return;
    setRevoked(null);
    revoke.mutate(name, { onSuccess: () => setRevoked(name) });
  };

  return (
    <Paper sx={{ p: 2, mb: 2 }} aria-labelledby="tokens-title" data-testid="tokens-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 0.5 }}>
        <Typography id="tokens-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('companySettings.tokens.title')}
        </Typography>
        {tokens.isSuccess ? (
          <Button variant="outlined" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
            {t('companySettings.tokens.add')}
          </Button>
        ) : null}
        {tokens.isSuccess && servesOffice ? (
          <Button variant="contained" startIcon={<GroupAddOutlined />} onClick={() => setInviting(true)}>
            {t('companySettings.tokens.invite')}
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('companySettings.tokens.explain')}
      </Typography>
      {forbidden ? (
        <Alert severity="info" data-testid="tokens-forbidden">
          {t('companySettings.tokens.forbidden')}
        </Alert>
      ) : (
        <ErrorAlert error={tokens.error} />
      )}
      <ErrorAlert error={revoke.error} sx={{ mb: 1 }} />
      {revoked ? (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="token-revoked">
          {t('companySettings.tokens.revoked', { name: revoked })}
        </Alert>
      ) : null}
      {tokens.isSuccess ? (
        <Table size="small" data-testid="tokens-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('companySettings.tokens.name')}</TableCell>
              <TableCell>{t('companySettings.tokens.role')}</TableCell>
              <TableCell>{t('companySettings.tokens.rights')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {tokens.data.length === 0 ? <EmptyTableRow columns={4} text={t('companySettings.tokens.empty')} /> : null}
            {tokens.data.map((token) => (
              <TableRow key={token.name} data-testid="token-row">
                <TableCell>{historyUserText(token.name, (key) => t(key))}</TableCell>
                <TableCell>{token.roleName ?? '—'}</TableCell>
                <TableCell>
                  {token.rights.length > 0
                    ? token.rights.map((right) => t(`companySettings.tokens.right.${right}`)).join(', ')
                    : t('companySettings.tokens.noRights')}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => revokeOne(token.name)} disabled={revoke.isPending}>
                    {t('companySettings.tokens.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {adding ? <NewTokenDialog onClose={() => setAdding(false)} /> : null}
      {inviting ? <NewTokenDialog invite onClose={() => setInviting(false)} /> : null}
    </Paper>
  );
}
