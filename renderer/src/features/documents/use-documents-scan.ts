import { useEffect, useState } from 'react';
import { desktop } from '../../lib/bridge.js';
import { matchesNarrow, narrows, scanDocuments, type IndexPage, type NarrowFilter, type ScanProgress } from './documents-scan.js';
import { documentsIndexRequest } from './use-documents.js';
import type { DocumentsFilter } from '../../lib/period.js';

export type DocumentsScan = ScanProgress & { error: unknown };

const STARTING: DocumentsScan = { rows: [], scanned: 0, total: null, done: false, error: null };

/**
 * Every document of the period that passes the type and state filters, read from the service page
 * by page when those or a search are on; null when they are all off (the list then pages on the service). A new filter or
 * `generation` (Refresh) starts a new scan and stops the old one.
 */
export function useDocumentsScan(filter: DocumentsFilter, narrow: NarrowFilter, generation: number): DocumentsScan | null {
  const [scan, setScan] = useState<DocumentsScan | null>(null);
  const { type, posted } = narrow;
  // Words are found among the scanned rows (DocumentsList): typing narrows them without reading the period again.
  const searching = Boolean(narrow.text?.trim());
  useEffect(() => {
    const wanted: NarrowFilter = { type, posted };
    if (!narrows(wanted) && !searching) {
      setScan(null);
      return undefined;
    }
    const controller = new AbortController();
    setScan(STARTING);
    scanDocuments(
      async (page) => (await desktop['documents.index'](documentsIndexRequest(filter, page))) as IndexPage,
      (doc) => matchesNarrow(doc, wanted),
      (progress) => setScan({ ...progress, error: null }),
      controller.signal,
    ).catch((error: unknown) => {
      if (!controller.signal.aborted) setScan((current) => ({ ...(current ?? STARTING), done: true, error }));
    });
    return () => controller.abort();
  }, [filter, type, posted, searching, generation]);
  return scan;
}
