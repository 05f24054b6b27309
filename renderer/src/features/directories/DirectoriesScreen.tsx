import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentsTable } from './AgentsTable.js';
import { ContractsTable } from './ContractsTable.js';
import { EntitiesTable } from './EntitiesTable.js';
import { ImportPanel } from '../imports/index.js';
import { StoresTable } from './StoresTable.js';
import { memberOf } from '../../lib/member-of.js';
import { useOffers } from '../../lib/use-service-info.js';
import { AccountsChart } from './AccountsChart.js';

const TABS = ['stores', 'agents', 'entities', 'contracts', 'accounts', 'import'] as const;
type TabName = (typeof TABS)[number];

export interface DirectoriesScreenProps {
  detail?: string[];
}

/**
 * Directories: stores, agents, goods and services, contracts, the chart of accounts (on a service that
 * offers `ledger.accounts`), and the import of any of them; `#/directories/<tab>/<uid>` opens a record.
 */
export function DirectoriesScreen({ detail = [] }: DirectoriesScreenProps) {
  const { t } = useTranslation();
  const [linked, openUid] = detail;
  const ledger = useOffers('ledger.accounts');
  const tabs = TABS.filter((name) => name !== 'accounts' || ledger);
  const [chosen, setTab] = useState<TabName>(() => memberOf(TABS, linked) ?? 'stores');
  // A link to the chart opened before the service has said it offers one waits on the first tab.
  const tab = tabs.includes(chosen) ? chosen : 'stores';
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('directories.title')}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={name === 'import' ? t('imports.tab') : name === 'accounts' ? t('accounts.tab') : t(`directories.${name}`)}
          />
        ))}
      </Tabs>
      {tab === 'stores' ? <StoresTable /> : null}
      {tab === 'agents' ? <AgentsTable /> : null}
      {tab === 'entities' ? <EntitiesTable openUid={linked === 'entities' ? openUid : undefined} /> : null}
      {tab === 'contracts' ? <ContractsTable /> : null}
      {tab === 'accounts' ? <AccountsChart /> : null}
      {tab === 'import' ? <ImportPanel /> : null}
    </Box>
  );
}
