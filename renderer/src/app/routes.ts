/** The sections of the app, in navigation order; the screens of later issues plug in here. */
export const ROUTES = ['documents', 'payments', 'directories', 'reports', 'connections'] as const;
export type Route = (typeof ROUTES)[number];

/** Reads a route from `#/name`, falling back to the documents list. */
export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '');
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : 'documents';
}
