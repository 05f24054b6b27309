import { useCallback, useEffect, useState } from 'react';
import { routeFromHash, type Route } from './routes.js';

/** The current section, kept in the URL hash so reloads and back/forward keep the user's place. */
export function useRoute(): [Route, (route: Route) => void] {
  const [route, setRoute] = useState<Route>(() => routeFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(routeFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const navigate = useCallback((next: Route) => {
    window.location.hash = `#/${next}`;
    setRoute(next);
  }, []);
  return [route, navigate];
}
