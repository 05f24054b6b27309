import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentsTable } from '../directories/AgentsTable.js';
import { ImportPanel } from '../imports/ImportPanel.js';
import { PlaceholderScreen } from '../placeholder/PlaceholderScreen.js';
import { StoresTable } from './StoresTable.js';

const TABS = ['stores', 'agents', 'entities', 'contracts', 'import'] as const;

/** Directories: stores and agents are live; goods and contracts come next. */
export function DirectoriesScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('stores');
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{t('directories.title')}</Typography>
      <Tabs value={tab} onChange={(_event, value: (typeof TABS)[number]) => setTab(value)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((name) => <Tab key={name} value={name} label={name === 'import' ? t('imports.tab') : t(`directories.${name}`)} />)}
      </Tabs>
      {tab === 'stores' ? <StoresTable /> : null}
      {tab === 'agents' ? <AgentsTable /> : null}
      {tab === 'import' ? <ImportPanel /> : null}
      {tab === 'entities' || tab === 'contracts' ? <PlaceholderScreen route="directories" /> : null}
    </Box>
  );
}
