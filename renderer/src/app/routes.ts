import { memberOf } from '../lib/member-of.js';
import { hashParts } from '../lib/record-links.js';

/** The sections of the app, in navigation order; a new screen plugs in here and in ScreenView. */
export const ROUTES = [
  'dashboard',
  'documents',
  'payments',
  'bank',
  'operations',
  'directories',
  'reports',
  'company',
  'connections',
] as const;
export type Route = (typeof ROUTES)[number];

/** Sections of the general ledger: listed only where the service keeps the books (`ledger.accounts`). */
export const LEDGER_ROUTES: readonly Route[] = ['operations'];

/** Where the app opens: the dashboard of today's work. */
export const START_ROUTE: Route = 'dashboard';

/** Reads a route from `#/name` (or `#/name/…`), falling back to the start page. */
export function routeFromHash(hash: string): Route {
  const [name = ''] = hashParts(hash);
  return memberOf(ROUTES, name) ?? START_ROUTE;
}
