import { CompanySettingsScreen } from '../features/company/index.js';
import { ConnectionsScreen } from '../features/connections/ConnectionsScreen.js';
import { DashboardScreen } from '../features/dashboard/DashboardScreen.js';
import { OpenedDocument, OpenedPayment } from './OpenedRecord.js';
import { DocumentsScreen } from '../features/documents/DocumentsScreen.js';
import { PaymentsScreen } from '../features/payments/PaymentsScreen.js';
import { ReconciliationScreen } from '../features/reconciliation/ReconciliationScreen.js';
import { ReportsScreen } from '../features/reports/ReportsScreen.js';
import { DirectoriesScreen } from '../features/directories/DirectoriesScreen.js';
import { reconciliationTargetOf } from '../lib/reconciliation-link.js';
import { useHashDetail, type Route } from './routes.js';

/** The screen of a section; `#/section/<uid>` opens one record in it (links from reports and the dashboard). */
export function ScreenView({ route }: { route: Route }) {
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
    case 'directories':
      return <DirectoriesScreen key={detail.join('/')} detail={detail} />;
    case 'reports':
      // `#/reports/reconciliation/<query>`: the reconciliation act, reached from links in other screens.
      return uid === 'reconciliation' ? <ReconciliationScreen target={reconciliationTargetOf(detail[1])} /> : <ReportsScreen />;
  }
}
