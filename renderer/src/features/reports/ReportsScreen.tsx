import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agingHref, agingTargetOf } from '../../lib/aging-link.js';
import { memberOf } from '../../lib/member-of.js';
import { useHashDetail } from '../../lib/record-links.js';
import { useActiveConnectionId } from '../../lib/use-connections.js';
import { useOffers, useServiceInfo } from '../../lib/use-service-info.js';
import { AccountAnalysisReport } from './AccountAnalysisReport.js';
import { AccountCardReport } from './AccountCardReport.js';
import { AgingReport } from './AgingReport.js';
import { AgentTurnoverReport } from './AgentTurnoverReport.js';
import { CachedRuns } from './CachedRuns.js';
import type { CachedRun } from './cached-run.js';
import { GridWarmUp } from './GridWarmUp.js';
import { MoneyBalancesReport } from './MoneyBalancesReport.js';
import { MonthClosePanel } from './MonthClosePanel.js';
import { rememberConnection, rememberTab, reportMemory } from './report-memory.js';
import { StatementsReport, type StatementDrill } from './StatementsReport.js';
import { TrialBalanceReport } from './TrialBalanceReport.js';
import type { AccountCardTarget } from './use-ledger-reports.js';
import { WarehouseBalanceReport } from './WarehouseBalanceReport.js';

const TABS = [
  'balance',
  'turnover',
  'aging',
  'moneyBalances',
  'trialBalance',
  'accountCard',
  'accountAnalysis',
  'statements',
  'monthClose',
  'cached',
] as const;
type TabName = (typeof TABS)[number];
/** The general ledger's reports: shown only where the service keeps the books (docs/service-behaviour.md, "Extensions of our service"). */
const LEDGER_TABS: readonly TabName[] = ['trialBalance', 'accountCard', 'accountAnalysis', 'statements', 'monthClose'];

/**
 * Reports: warehouse balance, agent turnover, debts by age, «Залишки коштів» where the service keeps
 * our money accounts, the ОСВ, the account card and the month's
 * close where the service keeps the books, and the runs kept for offline reading. Each tab has its
 * address, `#/reports/<tab>` (docs/desktop-app.md, "Reports and the way back"), read here from the
 * hash: `#/reports/aging/<query>` runs the aging report, `#/reports/monthClose/2026-10` shows that
 * month's close, and Back goes to the tab the user came from.
 */
export function ReportsScreen() {
  const connectionId = useActiveConnectionId();
  const info = useServiceInfo();
  // The reports mount once the connection is known, so they never start from another company's last run,
  // and once its service has said whether it keeps the books, so a ledger report's tab opens as it was left.
  if (connectionId === null || info.isPending) return <LinearProgress />;
  rememberConnection(connectionId);
  return <ReportTabs key={connectionId} />;
}

/** The address of a tab. */
const tabHref = (tab: TabName) => `#/reports/${tab}`;

function ReportTabs() {
  const { t } = useTranslation();
  const ledger = useOffers('ledger.accounts');
  const money = useOffers('money.accounts');
  const tabs = TABS.filter((name) => (ledger || !LEDGER_TABS.includes(name)) && (money || name !== 'moneyBalances'));
  const [named, part] = useHashDetail();
  const asked = memberOf(TABS, named ?? '');
  const remembered = reportMemory.tab && tabs.includes(reportMemory.tab) ? reportMemory.tab : 'balance';
  // The address names the tab; `#/reports` alone (the navigation's link) opens the one left last.
  // A ledger tab of a service that keeps no books is not there to open.
  const tab = asked && tabs.includes(asked) ? asked : remembered;
  useLayoutEffect(() => {
    rememberTab(tab);
    // The tab shown gets its own address in place of the bare one, so Back from the next tab returns to it.
    if (asked !== tab) window.history.replaceState(window.history.state, '', tabHref(tab));
  }, [asked, tab]);
  const aging = tab === 'aging' ? agingTargetOf(part) : undefined;
  const month = tab === 'monthClose' && part && /^\d{4}-\d{2}$/.test(part) ? part : undefined;
  // The address changes at once, its hashchange a task later: a render now reads the new address already.
  const [, showAddress] = useReducer((n: number) => n + 1, 0);
  const setTab = (next: TabName) => {
    reportMemory.tab = next;
    // A new entry of the history, so Back returns to the tab left.
    if (next !== tab) window.location.hash = tabHref(next);
    showAddress();
  };
  // A cached run opens its report with the run's parameters; the key remounts the report's form.
  const [opened, setOpened] = useState<{ run: CachedRun; n: number } | null>(null);
  // An ОСВ line opens its account card in the card's tab; the key remounts the card with it.
  const [card, setCard] = useState<{ target: AccountCardTarget; n: number } | null>(null);

  function openCard(target: AccountCardTarget) {
    reportMemory.accountCard = target;
    setCard((previous) => ({ target, n: (previous?.n ?? 0) + 1 }));
    setTab('accountCard');
  }

  function open(run: CachedRun) {
    if (run.report === 'aging') {
      reportMemory.tab = 'aging';
      window.location.hash = agingHref(run.request);
      return;
    }
    // «Залишки коштів» opens with the run's parameters, as its own last run.
    if (run.report === 'moneyBalances') reportMemory.moneyBalances = run.request;
    if (run.report === 'accountCard') {
      openCard({ request: run.request });
      return;
    }
    setOpened((previous) => ({ run, n: (previous?.n ?? 0) + 1 }));
    setTab(run.report);
  }
  // A statement's line opens its account's card, or the ОСВ of the period.
  function drill(to: StatementDrill) {
    if ('card' in to) openCard(to.card);
    else {
      reportMemory.trialBalance = to.trialBalance;
      open({ report: 'trialBalance', request: to.trialBalance });
    }
  }

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('nav.reports')}
      </Typography>
      {/* Scrollable: with the ledger's tabs the row is wider than a 1366-pixel window. */}
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
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
      {tab === 'moneyBalances' ? <MoneyBalancesReport key={`moneyBalances-${opened?.n ?? 0}`} /> : null}
      {tab === 'trialBalance' ? (
        <TrialBalanceReport
          key={`trialBalance-${opened?.n ?? 0}`}
          initial={opened?.run.report === 'trialBalance' ? opened.run.request : undefined}
          onOpenCard={openCard}
        />
      ) : null}
      {tab === 'accountCard' ? <AccountCardReport key={`card-${card?.n ?? 0}`} initial={card?.target} /> : null}
      {tab === 'accountAnalysis' ? (
        <AccountAnalysisReport
          key={`analysis-${opened?.n ?? 0}`}
          initial={opened?.run.report === 'accountAnalysis' ? opened.run.request : undefined}
          onOpenCard={openCard}
        />
      ) : null}
      {tab === 'statements' ? (
        <StatementsReport
          key={`statements-${opened?.n ?? 0}`}
          initial={opened?.run.report === 'statements' ? opened.run.request : undefined}
          onDrill={drill}
        />
      ) : null}
      {tab === 'monthClose' ? <MonthClosePanel key={month ?? ''} month={month} /> : null}
      {tab === 'cached' ? <CachedRuns onOpen={open} /> : null}
      <GridWarmUp />
    </Box>
  );
}
