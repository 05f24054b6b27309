import type { Freshness } from '../../../../shared/ipc/api-contract.js';
import { byName, readEveryPage } from '../../lib/every-page.js';

/** The service's directory page limit (docs/service-behaviour.md, "Limits"). */
export const DIRECTORY_PAGE = 20;
/** A guard against a service that keeps answering full pages. */
const MAX_PAGES = 1000;

export type AllRecords<T> = { data: T[]; totalCount: number } & Freshness;

/**
 * Every record of a directory, read page by page (20 at a time) until the total is reached. Each
 * page goes through the bridge, whose core caches it, so the whole list also opens offline; the
 * oldest cached page's time is kept, so the offline banner shows when any page came from the cache.
 */
export async function readAllPages<T extends { name: string }>(
  read: (offset: number) => Promise<{ data: T[]; totalCount?: number } & Freshness>,
): Promise<AllRecords<T>> {
  const { rows, ...rest } = await readEveryPage(read, { pageSize: DIRECTORY_PAGE, maxPages: MAX_PAGES });
  return { data: rows.sort(byName), ...rest };
}

/** Keeps records whose name (or one of the extra texts) contains the needle, case-insensitively. */
export function filterByText<T extends { name: string }>(
  rows: T[],
  needle: string,
  extra: (row: T) => (string | undefined)[] = () => [],
): T[] {
  const wanted = needle.trim().toLocaleLowerCase('uk');
  if (!wanted) return rows;
  return rows.filter((row) => [row.name, ...extra(row)].some((text) => (text ?? '').toLocaleLowerCase('uk').includes(wanted)));
}
