import { useSyncExternalStore } from 'react';

/**
 * Links from one screen into a record of another (`#/documents/<uid>`): the section reads the
 * rest of the hash and opens that record. Closing it returns to the screen the link was followed
 * from, so a report or the dashboard is where the user left it.
 */
export type LinkSection = 'documents' | 'payments' | 'operations' | 'directories' | 'reports' | 'connections';

/** `#/connections/certificate`: the connections screen checks the active company's certificate at once. */
export const CHECK_CERTIFICATE = 'certificate';

let returnTo: string | null = null;

/** The address of a record, for real links (`<a href>`) that Tab and Enter reach. */
export function linkHref(section: LinkSection, ...parts: string[]): string {
  return `#/${[section, ...parts].map(encodeURIComponent).join('/')}`;
}

/** Follows a link, remembering where from. */
export function openLink(section: LinkSection, ...parts: string[]): void {
  returnTo = window.location.hash || '#/';
  window.location.hash = linkHref(section, ...parts);
}

/**
 * Gives the record on screen its own address (a new one just stored), as a new history entry; closing
 * it still returns to where the screen was reached from.
 */
export function moveToLink(section: LinkSection, ...parts: string[]): void {
  window.location.hash = linkHref(section, ...parts);
}

/** Goes back to where the link was followed from, or to the section's list when opened directly. */
export function closeLink(section: LinkSection): void {
  const back = returnTo;
  returnTo = null;
  window.location.hash = back ?? linkHref(section);
}

/** `#/documents/<uid>` → `['documents', '<uid>']`: a section and what to open in it. */
export function hashParts(hash: string): string[] {
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
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
