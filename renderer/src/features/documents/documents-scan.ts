import type { DocumentType } from '../../../../shared/api/document-types.js';
import type { Document } from '../../../../shared/api/documents.js';
import { searchFold } from '../../../../shared/api/entity-search.js';
import type { Freshness } from '../../../../shared/ipc/api-contract.js';

/** The choices of the documents list's posted filter. */
export const POSTED_FILTERS = ['all', 'posted', 'drafts'] as const;
export type PostedFilter = (typeof POSTED_FILTERS)[number];

/**
 * Filters the service's index cannot apply (it filters by period, agent and modified-since only):
 * the list applies them itself, over every page of the period.
 */
export interface NarrowFilter {
  type: DocumentType | '';
  posted: PostedFilter;
  /** Words to find in the number, the counterparty or the memo. */
  text?: string;
}

export const NO_NARROWING: NarrowFilter = { type: '', posted: 'all', text: '' };

export const narrows = (narrow: NarrowFilter) => narrow.type !== '' || narrow.posted !== 'all' || Boolean(narrow.text?.trim());

/**
 * Whether a document has every typed word in its number, counterparty or memo; letters compared as
 * the goods picker compares them (case, Latin look-alikes), so `зерно` finds «Зерно».
 */
export function matchesText(doc: Pick<Document, 'no' | 'agent' | 'memo'>, text: string): boolean {
  const words = searchFold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchFold(`${doc.no} ${doc.agent?.name ?? ''} ${doc.memo ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

export function matchesNarrow(doc: Pick<Document, 'type' | 'done'>, narrow: NarrowFilter): boolean {
  return (
    (narrow.type === '' || doc.type === narrow.type) && (narrow.posted === 'all' || (narrow.posted === 'posted') === Boolean(doc.done))
  );
}

/** How far a scan of the period has got, and what it found so far. */
export interface ScanProgress {
  rows: Document[];
  /** Index entries read so far. */
  scanned: number;
  /** The period's documents as the service counted them; null before the first page. */
  total: number | null;
  done: boolean;
  /** Of the last page read: live, or from the offline cache and when. */
  freshness?: Freshness;
}

export type IndexPage = { data: Document[]; totalCount?: number } & Partial<Freshness>;

/** A scan: how to `fetchPage` a page of the index, which documents to `keep`, whom to tell (`onProgress`), and when to stop (`signal`). */
export interface DocumentsScan {
  fetchPage: (page: number) => Promise<IndexPage>;
  keep: (doc: Document) => boolean;
  onProgress: (progress: ScanProgress) => void;
  signal: AbortSignal;
}

/**
 * Reads the period's index page by page, in the service's order, and keeps the documents that pass
 * `keep`, reporting after every page so the list fills as it goes. A document seen twice (the
 * period changed under the scan and shifted the pages) is kept once. Stops when `signal` aborts.
 */
export async function scanDocuments({ fetchPage, keep, onProgress, signal }: DocumentsScan): Promise<void> {
  const seen = new Set<string>();
  const rows: Document[] = [];
  let scanned = 0;
  for (let page = 0; !signal.aborted; page += 1) {
    const reply = await fetchPage(page);
    if (signal.aborted) return;
    scanned += reply.data.length;
    for (const doc of reply.data) {
      if (seen.has(doc.uid)) continue;
      seen.add(doc.uid);
      if (keep(doc)) rows.push(doc);
    }
    const total = reply.totalCount ?? null;
    const done = reply.data.length === 0 || (total !== null && scanned >= total);
    const freshness = reply.source && reply.fetchedAt ? { source: reply.source, fetchedAt: reply.fetchedAt } : undefined;
    onProgress({ rows: [...rows], scanned, total, done, freshness });
    if (done) return;
  }
}
