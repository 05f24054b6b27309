import { ConnectionsScreen } from '../features/connections/ConnectionsScreen.js';
import { DocumentsScreen } from '../features/documents/DocumentsScreen.js';
import { PaymentsScreen } from '../features/payments/PaymentsScreen.js';
import { PlaceholderScreen } from '../features/placeholder/PlaceholderScreen.js';
import { ReportsScreen } from '../features/reports/ReportsScreen.js';
import { DirectoriesScreen } from '../features/stores/DirectoriesScreen.js';
import type { Route } from './routes.js';

/** The screen of a section; sections of later issues show a plain placeholder, never sample data. */
export function ScreenView({ route }: { route: Route }) {
  switch (route) {
    case 'connections':
      return <ConnectionsScreen />;
    case 'documents':
      return <DocumentsScreen />;
    case 'payments':
      return <PaymentsScreen />;
    case 'directories':
      return <DirectoriesScreen />;
    case 'reports':
      return <ReportsScreen />;
    default:
      return <PlaceholderScreen route={route} />;
  }
}
