import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agingHref, type AgingTarget } from '../../lib/aging-link.js';
import { useActiveConnectionId } from '../../lib/use-connections.js';
import { AgingReport } from './AgingReport.js';
import { AgentTurnoverReport } from './AgentTurnoverReport.js';
import { CachedRuns } from './CachedRuns.js';
import type { CachedRun } from './cached-run.js';
import { GridWarmUp } from './GridWarmUp.js';
import { rememberConnection, reportMemory } from './report-memory.js';
import { WarehouseBalanceReport } from './WarehouseBalanceReport.js';

const TABS = ['balance', 'turnover', 'aging', 'cached'] as const;
type TabName = (typeof TABS)[number];

/**
 * Reports: warehouse balance, agent turnover, debts by age, and the runs kept for offline reading.
 * `aging` is the aging report's target when the address names it (`#/reports/aging/…`).
 */
export function ReportsScreen({ aging }: { aging?: AgingTarget }) {
  const connectionId = useActiveConnectionId();
  // The reports mount once the connection is known, so they never start from another company's last run.
  if (connectionId === null) return <LinearProgress />;
  rememberConnection(connectionId);
  return <ReportTabs key={connectionId} aging={aging} />;
}

function ReportTabs({ aging }: { aging: AgingTarget | undefined }) {
  const { t } = useTranslation();
  const [chosen, setTabState] = useState<TabName>(reportMemory.tab ?? 'balance');
  // The aging report's address opens its tab.
  const tab = aging ? 'aging' : chosen;
  const setTab = (next: TabName) => {
    reportMemory.tab = next;
    setTabState(next);
    // Leaving the aging report leaves its address, so "back" from another report's document comes back to that report.
    if (aging && next !== 'aging') window.location.hash = '#/reports';
  };
  // A cached run opens its report with the run's parameters; the key remounts the report's form.
  const [opened, setOpened] = useState<{ run: CachedRun; n: number } | null>(null);

  function open(run: CachedRun) {
    if (run.report === 'aging') {
      reportMemory.tab = 'aging';
      window.location.hash = agingHref(run.request);
      return;
    }
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
      {tab === 'aging' ? <AgingReport target={aging ?? {}} /> : null}
      {tab === 'cached' ? <CachedRuns onOpen={open} /> : null}
      <GridWarmUp />
    </Box>
  );
}
