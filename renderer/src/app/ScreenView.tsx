import { ConnectionsScreen } from '../features/connections/ConnectionsScreen.js';
import { PlaceholderScreen } from '../features/placeholder/PlaceholderScreen.js';
import { DirectoriesScreen } from '../features/stores/DirectoriesScreen.js';
import type { Route } from './routes.js';

/** The screen of a section; sections of later issues show a plain placeholder, never sample data. */
export function ScreenView({ route }: { route: Route }) {
  switch (route) {
    case 'connections':
      return <ConnectionsScreen />;
    case 'directories':
      return <DirectoriesScreen />;
    default:
      return <PlaceholderScreen route={route} />;
  }
}
