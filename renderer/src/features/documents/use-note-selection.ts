import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { hasExtraForm } from '../../../../shared/api/document-traits.js';
import type { Document } from '../../../../shared/api/documents.js';

/** Only the types with the warehouse form (WBWH), delivery notes, are printed by "print delivery notes". */
export const isPrintableNote = (doc: Pick<Document, 'type'>): boolean => hasExtraForm(doc.type, 'WBWH');

type Selection = ReadonlyMap<string, Document>;

/**
 * The ticked notes after the grid reported its new selection: ids ticked earlier on other pages
 * keep their document, new ones are looked up on the page shown, and anything but a delivery note is dropped.
 */
export function selectionAfter(current: Selection, ids: Iterable<GridRowId>, pageRows: readonly Document[]): Selection {
  const onPage = new Map(pageRows.map((row) => [row.uid, row]));
  const next = new Map<string, Document>();
  for (const id of ids) {
    const doc = current.get(String(id)) ?? onPage.get(String(id));
    if (doc && isPrintableNote(doc)) next.set(doc.uid, doc);
  }
  return next;
}

/** The ticked notes with `doc` ticked or unticked (Space on its row). */
export function toggled(current: Selection, doc: Document): Selection {
  if (!isPrintableNote(doc)) return current;
  const next = new Map(current);
  if (next.has(doc.uid)) next.delete(doc.uid);
  else next.set(doc.uid, doc);
  return next;
}

/**
 * Delivery notes ticked in the list, kept across pages (the grid only knows the page it shows):
 * the grid's selection model is derived from here.
 */
export function useNoteSelection(pageRows: readonly Document[]) {
  const [selected, setSelected] = useState<Selection>(new Map());
  const model = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(selected.keys()) }), [selected]);
  const onModelChange = useCallback(
    (next: GridRowSelectionModel) => setSelected((current) => selectionAfter(current, next.ids, pageRows)),
    [pageRows],
  );
  const toggle = useCallback((doc: Document) => setSelected((current) => toggled(current, doc)), []);
  return { selected: [...selected.values()], model, onModelChange, toggle };
}
