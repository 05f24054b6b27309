import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCompanySettings } from '../../lib/use-company-settings.js';
import { useServiceInfo } from '../../lib/use-service-info.js';
import { ErrorAlert } from '../../components/ErrorAlert.js';
import { AccountRolesCard } from './AccountRolesCard.js';
import { ConnectedPeopleCard } from './ConnectedPeopleCard.js';
import { LockDateCard } from './LockDateCard.js';
import { MoneyAccountsCard } from './MoneyAccountsCard.js';
import { NetworkSharingCard } from './NetworkSharingCard.js';
import { RequisitesCard } from './RequisitesCard.js';
import { TokensCard } from './TokensCard.js';
import { VatPracticeCard } from './VatPracticeCard.js';

/**
 * «Організація»: the company's requisites, its lock date, its VAT practice and posting accounts, its bank accounts and cash desks
 * and the people who work with it, and (a company file on this PC) its sharing on the network. A
 * service without these extensions gets an explanation instead (docs/service-behaviour.md,
 * "Extensions of our service").
 */
export function CompanySettingsScreen() {
  const { t } = useTranslation();
  const info = useServiceInfo();
  const settings = useCompanySettings({ fresh: true });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('companySettings.title')}
      </Typography>
      {info.isPending ? <LinearProgress /> : null}
      <ErrorAlert error={info.error} />
      {info.isSuccess && !settings.offered ? (
        <Alert severity="info" data-testid="settings-not-offered">
          {t('companySettings.notOffered')}
        </Alert>
      ) : null}
      {settings.offered && settings.isPending ? <LinearProgress /> : null}
      <ErrorAlert error={settings.error} />
      {settings.data ? (
        <>
          <LockDateCard lockDate={settings.data.lockDate} />
          <RequisitesCard settings={settings.data} />
          <VatPracticeCard settings={settings.data} />
          <AccountRolesCard />
        </>
      ) : null}
      <ConnectedPeopleCard />
      <MoneyAccountsCard />
      <NetworkSharingCard />
      <TokensCard />
    </Box>
  );
}
