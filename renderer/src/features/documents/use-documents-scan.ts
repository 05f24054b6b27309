import { useEffect, useState } from 'react';
import { desktop } from '../../lib/bridge.js';
import { matchesNarrow, narrows, scanDocuments, type NarrowFilter, type ScanProgress } from './documents-scan.js';
import { documentsIndexRequest } from './use-documents.js';
import { isPeriodReversed, type DocumentsFilter } from '../../lib/period.js';

export type DocumentsScan = ScanProgress & { error: unknown };

const STARTING: DocumentsScan = { rows: [], scanned: 0, total: null, done: false, error: null };

/**
 * Every document of the period that passes the type and state filters, read from the service page
 * by page when those or a search are on; null when they are all off (the list then pages on the service). A new filter or
 * `generation` (Refresh) starts a new scan and stops the old one.
 */
export function useDocumentsScan(filter: DocumentsFilter, narrow: NarrowFilter, generation: number): DocumentsScan | null {
  const { type, posted } = narrow;
  // Words are found among the scanned rows (DocumentsList): typing narrows them without reading the period again.
  const searching = Boolean(narrow.text?.trim());
  const active = (narrows({ type, posted }) || searching) && !isPeriodReversed(filter.from, filter.to);
  // The progress is kept with the scan it belongs to: a new scan shows STARTING until its first page is in,
  // but a scan read again (Refresh, a mark set) keeps showing the rows it had, so the grid keeps its
  // rows and the focused cell: Del, then Enter, still acts on the row the user is on.
  const base = JSON.stringify([filter, type, posted, searching]);
  const key = JSON.stringify([base, generation]);
  const [progress, setProgress] = useState<{ key: string; base: string; scan: DocumentsScan } | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const wanted: NarrowFilter = { type, posted };
    const controller = new AbortController();
    scanDocuments({
      fetchPage: (page) => desktop['documents.index'](documentsIndexRequest(filter, page)),
      keep: (doc) => matchesNarrow(doc, wanted),
      onProgress: (scanned) => setProgress({ key, base, scan: { ...scanned, error: null } }),
      signal: controller.signal,
    }).catch((error: unknown) => {
      if (!controller.signal.aborted)
        setProgress((current) => ({ key, base, scan: { ...(current?.key === key ? current.scan : STARTING), done: true, error } }));
    });
    return () => controller.abort();
  }, [filter, type, posted, active, generation, key, base]);
  if (!active) return null;
  if (progress?.key === key) return progress.scan;
  return progress?.base === base ? { ...progress.scan, done: false } : STARTING;
}
