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

const TABS = ['stores', 'agents', 'entities', 'contracts', 'import'] as const;
type TabName = (typeof TABS)[number];

/** Directories: stores, agents, goods and services, contracts, and the import of any of them; `#/directories/<tab>/<uid>` opens a record. */
export function DirectoriesScreen({ detail = [] }: { detail?: string[] }) {
  const { t } = useTranslation();
  const [linked, openUid] = detail;
  const [tab, setTab] = useState<TabName>(() => memberOf(TABS, linked) ?? 'stores');
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('directories.title')}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={name === 'import' ? t('imports.tab') : t(`directories.${name}`)} />
        ))}
      </Tabs>
      {tab === 'stores' ? <StoresTable /> : null}
      {tab === 'agents' ? <AgentsTable /> : null}
      {tab === 'entities' ? <EntitiesTable openUid={linked === 'entities' ? openUid : undefined} /> : null}
      {tab === 'contracts' ? <ContractsTable /> : null}
      {tab === 'import' ? <ImportPanel /> : null}
    </Box>
  );
}
