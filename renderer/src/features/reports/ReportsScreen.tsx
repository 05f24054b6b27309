import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveConnectionId } from '../../lib/use-connections.js';
import { AgentTurnoverReport } from './AgentTurnoverReport.js';
import { CachedRuns, type CachedRun } from './CachedRuns.js';
import { GridWarmUp } from './GridWarmUp.js';
import { rememberConnection, reportMemory } from './report-memory.js';
import { WarehouseBalanceReport } from './WarehouseBalanceReport.js';

const TABS = ['balance', 'turnover', 'cached'] as const;
type TabName = (typeof TABS)[number];

/** Reports: warehouse balance, agent turnover, and the runs kept for offline reading. */
export function ReportsScreen() {
  const connectionId = useActiveConnectionId();
  // The reports mount once the connection is known, so they never start from another company's last run.
  if (connectionId === null) return <LinearProgress />;
  rememberConnection(connectionId);
  return <ReportTabs key={connectionId} />;
}

function ReportTabs() {
  const { t } = useTranslation();
  const [tab, setTabState] = useState<TabName>(reportMemory.tab ?? 'balance');
  const setTab = (next: TabName) => {
    reportMemory.tab = next;
    setTabState(next);
  };
  // A cached run opens its report with the run's parameters; the key remounts the report's form.
  const [opened, setOpened] = useState<{ run: CachedRun; n: number } | null>(null);

  function open(run: CachedRun) {
    setOpened((previous) => ({ run, n: (previous?.n ?? 0) + 1 }));
    setTab(run.report);
  }

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('nav.reports')}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`reports.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'balance' ? (
        <WarehouseBalanceReport
          key={`balance-${opened?.n ?? 0}`}
          initial={opened?.run.report === 'balance' ? opened.run.request : undefined}
        />
      ) : null}
      {tab === 'turnover' ? (
        <AgentTurnoverReport
          key={`turnover-${opened?.n ?? 0}`}
          initial={opened?.run.report === 'turnover' ? opened.run.request : undefined}
        />
      ) : null}
      {tab === 'cached' ? <CachedRuns onOpen={open} /> : null}
      <GridWarmUp />
    </Box>
  );
}
