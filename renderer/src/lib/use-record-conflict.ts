import { useRef, useState } from 'react';
import { conflictOf, conflictView, type ConflictView } from './record-conflict.js';
import { useStableCallback } from './use-stable-callback.js';

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

/** What an editor tells the conflict dialog about its records. */
export interface ConflictHandling<D, A> {
  /** A draft as the service would return the record, which the lists compare. */
  recordOf: (draft: D) => object;
  /** `theirs` with this user's changes (against `loaded`) on top, carrying their version. */
  merge: (loaded: D | null, mine: D, theirs: D) => D;
  /** Shows `theirs` in the editor as loaded, nothing unsaved. */
  show: (theirs: D) => void;
  /** Does `action` again on the merged draft; `theirs` is the version it was merged onto. */
  redo: (merged: D, action: A, theirs: D) => void;
  /** Keeps this user's draft where the app keeps unsaved editors, if it keeps this kind's. */
  keep?: (mine: D) => void;
  /** What the editor opened with, when it had it at once (a directory record from its list). */
  opened?: D;
}

/**
 * An editor's conflict dialog (docs/desktop-app.md, "Two people on one record"). The editor says what
 * it loaded or saved last (`remember`) and hands each refusal to `offer`, which opens the dialog when
 * the refusal is a conflict, reading the other person's version. «Оновити» (`takeTheirs`) shows
 * their version and leaves this user's changes listed (and kept); «Застосувати мої зміни поверх»
 * (`reapplyMine`) does the interrupted action again on their version with this user's fields on top.
 */
export function useRecordConflict<D, A>(handling: ConflictHandling<D, A>) {
  const [open, setOpen] = useState<OpenConflict<D, A> | null>(null);
  const [kept, setKept] = useState<ConflictView | null>(null);
  const loaded = useRef<D | null>(handling.opened ?? null);

  /** Whether `error` was a conflict the dialog now shows; false for any other refusal, or when their version cannot be read. */
  const offer = useStableCallback(async (error: unknown, load: () => Promise<D>, mine: D, action: A): Promise<boolean> => {
    const conflict = conflictOf(error);
    if (!conflict) return false;
    const theirs = await load().catch(() => null);
    if (theirs === null) return false;
    const { recordOf } = handling;
    const base = loaded.current;
    setOpen({ view: conflictView(conflict, base && recordOf(base), recordOf(mine), recordOf(theirs)), loaded: base, mine, theirs, action });
    return true;
  });

  return {
    open,
    kept,
    offer,
    remember: useStableCallback((draft: D | null) => {
      loaded.current = draft;
    }),
    takeTheirs: useStableCallback(() => {
      if (!open) return;
      setOpen(null);
      setKept(open.view);
      handling.keep?.(open.mine);
      loaded.current = open.theirs;
      handling.show(open.theirs);
    }),
    reapplyMine: useStableCallback(() => {
      if (!open) return;
      setOpen(null);
      loaded.current = open.theirs;
      handling.redo(handling.merge(open.loaded, open.mine, open.theirs), open.action, open.theirs);
    }),
    /** Esc: the dialog closes, the editor stays as typed. */
    dismiss: useStableCallback(() => setOpen(null)),
    hideKept: useStableCallback(() => setKept(null)),
  };
}

/** The conflict state an editor hands to its dialog. */
export type RecordConflictState = Pick<
  ReturnType<typeof useRecordConflict>,
  'open' | 'kept' | 'dismiss' | 'hideKept' | 'takeTheirs' | 'reapplyMine'
>;
