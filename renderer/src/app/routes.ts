import { useSyncExternalStore } from 'react';
import { memberOf } from '../lib/member-of.js';

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

/** `#/documents/<uid>` → `['documents', '<uid>']`: a section and what to open in it. */
export function hashParts(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
}

/** Reads a route from `#/name` (or `#/name/…`), falling back to the start page. */
export function routeFromHash(hash: string): Route {
  const [name = ''] = hashParts(hash);
  return memberOf(ROUTES, name) ?? START_ROUTE;
}

function onHashChange(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

/** The parts of the hash after the section (a record to open), kept current on back and forward. */
export function useHashDetail(): string[] {
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash);
  return hashParts(hash).slice(1);
}
