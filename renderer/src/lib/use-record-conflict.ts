import { useCallback, useState } from 'react';
import { conflictOf, conflictView, type ConflictView } from './record-conflict.js';

/** An open conflict: the dialog's lists, and the three versions of the record behind them. */
export interface OpenConflict<D, A> {
  view: ConflictView;
  /** What this user loaded (null: not known, as for a draft restored after a restart). */
  loaded: D | null;
  mine: D;
  theirs: D;
  /** What this user was doing when the save was refused, to do again once their changes are re-applied. */
  action: A;
}

/**
 * An editor's conflict dialog state (docs/desktop-app.md, "Two people on one record"): `offer` opens
 * it for a refusal that is a conflict, reading the other person's version; `settle` closes it and
 * answers what it was about, and `keep` leaves this user's changes listed in the editor.
 * `recordOf` gives a draft's record in the API's shape, which the lists compare.
 */
export function useRecordConflict<D, A>(recordOf: (draft: D) => object) {
  const [open, setOpen] = useState<OpenConflict<D, A> | null>(null);
  const [kept, setKept] = useState<ConflictView | null>(null);

  /** Whether `error` was a conflict the dialog now shows; false for any other refusal, or when their version cannot be read. */
  const offer = useCallback(
    async (error: unknown, load: () => Promise<D>, loaded: D | null, mine: D, action: A): Promise<boolean> => {
      const conflict = conflictOf(error);
      if (!conflict) return false;
      const theirs = await load().catch(() => null);
      if (theirs === null) return false;
      setOpen({ view: conflictView(conflict, loaded && recordOf(loaded), recordOf(mine), recordOf(theirs)), loaded, mine, theirs, action });
      return true;
    },
    [recordOf],
  );

  const settle = useCallback(
    (keep: boolean) => {
      if (keep && open) setKept(open.view);
      setOpen(null);
      return open;
    },
    [open],
  );

  return {
    open,
    kept,
    offer,
    settle,
    /** Esc: the dialog closes, the editor stays as typed. */
    dismiss: useCallback(() => setOpen(null), []),
    hideKept: useCallback(() => setKept(null), []),
  };
}

/** The conflict state an editor holds, with what its two buttons do. */
export type RecordConflictState = ReturnType<typeof useRecordConflict> & { takeTheirs: () => void; reapplyMine: () => void };
