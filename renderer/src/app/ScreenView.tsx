import LinearProgress from '@mui/material/LinearProgress';
import { createElement, Suspense, use, useEffect, type ComponentType } from 'react';
import { reconciliationTargetOf } from '../lib/reconciliation-link.js';
import { useHashDetail } from '../lib/record-links.js';
import type { Route } from './routes.js';

interface LazyScreen<P> {
  Screen: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * A screen in a chunk of its own, so the app starts with the dashboard's code only (docs/desktop-app.md,
 * "Screens"). Once its chunk is in, the screen renders without suspending: a screen that suspends shows
 * the fallback, and React then holds that fallback for at least 300 ms, which every first opening of a
 * screen paid (React.lazy suspends on first render even when its chunk is already loaded).
 */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a chunk that failed (an update replaced it) is asked for again next time
        throw error;
      },
    ));
  function Screen(props: P) {
    return createElement(loaded ?? use(preload()), props);
  }
  return { Screen, preload };
}

// The chunks are files of the app's own origin, as the CSP wants.
const SCREENS = {
  dashboard: lazyScreen(() => import('../features/dashboard/DashboardScreen.js').then((m) => m.DashboardScreen)),
  connections: lazyScreen(() => import('../features/connections/ConnectionsScreen.js').then((m) => m.ConnectionsScreen)),
  company: lazyScreen(() => import('../features/company/index.js').then((m) => m.CompanySettingsScreen)),
  documents: lazyScreen(() => import('../features/documents/DocumentsScreen.js').then((m) => m.DocumentsScreen)),
  payments: lazyScreen(() => import('../features/payments/PaymentsScreen.js').then((m) => m.PaymentsScreen)),
  bank: lazyScreen(() => import('../features/bank/BankScreen.js').then((m) => m.BankScreen)),
  openedPayment: lazyScreen(() => import('./OpenedRecord.js').then((m) => m.OpenedPayment)),
  reconciliation: lazyScreen(() => import('../features/reconciliation/ReconciliationScreen.js').then((m) => m.ReconciliationScreen)),
  reports: lazyScreen(() => import('../features/reports/ReportsScreen.js').then((m) => m.ReportsScreen)),
  operations: lazyScreen(() => import('../features/operations/OperationsScreen.js').then((m) => m.OperationsScreen)),
  directories: lazyScreen(() => import('../features/directories/DirectoriesScreen.js').then((m) => m.DirectoriesScreen)),
};
const DashboardScreen = SCREENS.dashboard.Screen;
const ConnectionsScreen = SCREENS.connections.Screen;
const CompanySettingsScreen = SCREENS.company.Screen;
const DocumentsScreen = SCREENS.documents.Screen;
const PaymentsScreen = SCREENS.payments.Screen;
const BankScreen = SCREENS.bank.Screen;
const OpenedPayment = SCREENS.openedPayment.Screen;
const ReconciliationScreen = SCREENS.reconciliation.Screen;
const ReportsScreen = SCREENS.reports.Screen;
const DirectoriesScreen = SCREENS.directories.Screen;
const OperationsScreen = SCREENS.operations.Screen;

/**
 * Fetches every screen's chunk once the browser is idle, while the user reads the first screen, so
 * the others too open at once; a failure is only a screen loaded later, when opened.
 */
function preloadScreens(): () => void {
  const load = () => {
    for (const screen of Object.values(SCREENS)) screen.preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 500);
  return () => window.clearTimeout(id);
}

export interface ScreenViewProps {
  route: Route;
}

/** The screen of a section; `#/section/<uid>` opens one record in it (links from reports and the dashboard). */
export function ScreenView({ route }: ScreenViewProps) {
  useEffect(preloadScreens, []);
  return (
    <Suspense fallback={<LinearProgress data-testid="screen-loading" sx={{ m: 2 }} />}>
      <Screen route={route} />
    </Suspense>
  );
}

function Screen({ route }: { route: Route }) {
  const detail = useHashDetail();
  const [uid] = detail;
  switch (route) {
    case 'dashboard':
      return <DashboardScreen />;
    case 'connections':
      return <ConnectionsScreen />;
    case 'company':
      return <CompanySettingsScreen />;
    case 'documents':
      // One screen for the list and a document's address (read by the screen itself): a new document keeps its editor as it gets one.
      return <DocumentsScreen />;
    case 'payments':
      return uid ? <OpenedPayment key={uid} uid={uid} /> : <PaymentsScreen />;
    case 'bank':
      return <BankScreen />;
    case 'operations':
      return <OperationsScreen uid={uid} />;
    case 'directories':
      return <DirectoriesScreen key={detail.join('/')} detail={detail} />;
    case 'reports':
      // `#/reports/reconciliation/<query>`: the reconciliation act, reached from links in other screens;
      // any other `#/reports/<tab>/…` the reports screen reads itself.
      if (uid === 'reconciliation') return <ReconciliationScreen target={reconciliationTargetOf(detail[1])} />;
      return <ReportsScreen />;
  }
}
