import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useEffect } from 'react';
import { agingTargetOf } from '../lib/aging-link.js';
import { reconciliationTargetOf } from '../lib/reconciliation-link.js';
import { useHashDetail, type Route } from './routes.js';

// Each screen is its own chunk, so the app starts with the dashboard's code only (docs/desktop-app.md,
// "Screens"); the others are fetched once the first screen shows, while the user reads it, so they too
// open at once. Chunks are files of the app's own origin, as the CSP wants.
const LOADERS = {
  dashboard: () => import('../features/dashboard/DashboardScreen.js'),
  connections: () => import('../features/connections/ConnectionsScreen.js'),
  company: () => import('../features/company/index.js'),
  documents: () => import('../features/documents/DocumentsScreen.js'),
  payments: () => import('../features/payments/PaymentsScreen.js'),
  bank: () => import('../features/bank/BankScreen.js'),
  opened: () => import('./OpenedRecord.js'),
  reconciliation: () => import('../features/reconciliation/ReconciliationScreen.js'),
  reports: () => import('../features/reports/ReportsScreen.js'),
  directories: () => import('../features/directories/DirectoriesScreen.js'),
};
const DashboardScreen = lazy(() => LOADERS.dashboard().then((m) => ({ default: m.DashboardScreen })));
const ConnectionsScreen = lazy(() => LOADERS.connections().then((m) => ({ default: m.ConnectionsScreen })));
const CompanySettingsScreen = lazy(() => LOADERS.company().then((m) => ({ default: m.CompanySettingsScreen })));
const DocumentsScreen = lazy(() => LOADERS.documents().then((m) => ({ default: m.DocumentsScreen })));
const PaymentsScreen = lazy(() => LOADERS.payments().then((m) => ({ default: m.PaymentsScreen })));
const BankScreen = lazy(() => LOADERS.bank().then((m) => ({ default: m.BankScreen })));
const OpenedDocument = lazy(() => LOADERS.opened().then((m) => ({ default: m.OpenedDocument })));
const OpenedPayment = lazy(() => LOADERS.opened().then((m) => ({ default: m.OpenedPayment })));
const ReconciliationScreen = lazy(() => LOADERS.reconciliation().then((m) => ({ default: m.ReconciliationScreen })));
const ReportsScreen = lazy(() => LOADERS.reports().then((m) => ({ default: m.ReportsScreen })));
const DirectoriesScreen = lazy(() => LOADERS.directories().then((m) => ({ default: m.DirectoriesScreen })));

/** Fetches every screen's chunk once the browser is idle; a failure is only a screen loaded later, when opened. */
function preloadScreens(): () => void {
  const load = () => {
    for (const loader of Object.values(LOADERS)) loader().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 500);
  return () => window.clearTimeout(id);
}

/** The screen of a section; `#/section/<uid>` opens one record in it (links from reports and the dashboard). */
export function ScreenView({ route }: { route: Route }) {
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
      return uid ? <OpenedDocument key={uid} uid={uid} /> : <DocumentsScreen />;
    case 'payments':
      return uid ? <OpenedPayment key={uid} uid={uid} /> : <PaymentsScreen />;
    case 'bank':
      return <BankScreen />;
    case 'directories':
      return <DirectoriesScreen key={detail.join('/')} detail={detail} />;
    case 'reports':
      // `#/reports/reconciliation/<query>`: the reconciliation act, reached from links in other screens;
      // `#/reports/aging/<query>`: the aging report, run, as the dashboard's card opens it.
      if (uid === 'reconciliation') return <ReconciliationScreen target={reconciliationTargetOf(detail[1])} />;
      return <ReportsScreen {...(uid === 'aging' ? { aging: agingTargetOf(detail[1]) } : {})} />;
  }
}
