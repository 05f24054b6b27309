import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { reconciliationTargetOf } from '../lib/reconciliation-link.js';
import { useHashDetail, type Route } from './routes.js';

// Each screen is its own chunk, loaded when first opened, so the app starts with the dashboard's code
// only (docs/desktop-app.md, "Screens"); chunks are files of the app's own origin, as the CSP wants.
const DashboardScreen = lazy(() => import('../features/dashboard/DashboardScreen.js').then((m) => ({ default: m.DashboardScreen })));
const ConnectionsScreen = lazy(() =>
  import('../features/connections/ConnectionsScreen.js').then((m) => ({ default: m.ConnectionsScreen })),
);
const DocumentsScreen = lazy(() => import('../features/documents/DocumentsScreen.js').then((m) => ({ default: m.DocumentsScreen })));
const PaymentsScreen = lazy(() => import('../features/payments/PaymentsScreen.js').then((m) => ({ default: m.PaymentsScreen })));
const OpenedDocument = lazy(() => import('./OpenedRecord.js').then((m) => ({ default: m.OpenedDocument })));
const OpenedPayment = lazy(() => import('./OpenedRecord.js').then((m) => ({ default: m.OpenedPayment })));
const ReconciliationScreen = lazy(() =>
  import('../features/reconciliation/ReconciliationScreen.js').then((m) => ({ default: m.ReconciliationScreen })),
);
const ReportsScreen = lazy(() => import('../features/reports/ReportsScreen.js').then((m) => ({ default: m.ReportsScreen })));
const DirectoriesScreen = lazy(() =>
  import('../features/directories/DirectoriesScreen.js').then((m) => ({ default: m.DirectoriesScreen })),
);

/** The screen of a section; `#/section/<uid>` opens one record in it (links from reports and the dashboard). */
export function ScreenView({ route }: { route: Route }) {
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
    case 'documents':
      return uid ? <OpenedDocument key={uid} uid={uid} /> : <DocumentsScreen />;
    case 'payments':
      return uid ? <OpenedPayment key={uid} uid={uid} /> : <PaymentsScreen />;
    case 'directories':
      return <DirectoriesScreen key={detail.join('/')} detail={detail} />;
    case 'reports':
      // `#/reports/reconciliation/<query>`: the reconciliation act, reached from links in other screens.
      return uid === 'reconciliation' ? <ReconciliationScreen target={reconciliationTargetOf(detail[1])} /> : <ReportsScreen />;
  }
}
