import { useRef, useState } from 'react';
import { conflictOf, conflictView, type ConflictBy, type ConflictView } from './record-conflict.js';
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

/** A colleague's change the live banner asks the editor to read anew: the record, who (as the banner names them) and when. */
export interface SeenChange extends ConflictBy {
  uid: string;
  by: string;
}

/** What the editor was doing: how to `load` the record anew, this user's draft (`mine`), and the `action` to do again. */
export interface EditorAttempt<D, A, M = D> {
  load: () => Promise<D>;
  mine: M;
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
  /** Saves this user's draft where the app saves unsaved editors on this PC, if it saves this kind's. */
  saveLocally?: (mine: D) => void;
  /** What the editor opened with, when it had it at once (a directory record from its list). */
  opened?: D;
}

/**
 * An editor's conflict dialog (docs/desktop-app.md, "Two people on one record"). The editor says what
 * it loaded or saved last (`remember`) and hands each refusal to `offer`, which opens the dialog when
 * the refusal is a conflict, reading the other person's version. «Оновити» (`takeTheirs`) shows
 * their version and leaves this user's changes listed (and saved as a local draft); «Застосувати мої зміни поверх»
 * (`reapplyMine`) does the interrupted action again on their version with this user's fields on top.
 * The live banner's «Перечитати» (`reread`) takes the same dialog when the editor holds unsaved changes
 * (docs/office.md, "Live changes and presence").
 */
export function useRecordConflict<D, A>(handling: ConflictHandling<D, A>) {
  const [open, setOpen] = useState<OpenConflict<D, A> | null>(null);
  const [unsaved, setUnsaved] = useState<ConflictView | null>(null);
  const loaded = useRef<D | null>(handling.opened ?? null);
  // A re-read waiting for the user's choice in the dialog: told whether the editor now shows their version.
  const settle = useRef<((shown: boolean) => void) | null>(null);
  const settled = (shown: boolean) => {
    settle.current?.(shown);
    settle.current = null;
  };
  const viewOf = (conflict: ConflictBy, mine: D, theirs: D) => {
    const { recordOf } = handling;
    const base = loaded.current;
    return conflictView(conflict, { loaded: base && recordOf(base), mine: recordOf(mine), theirs: recordOf(theirs) });
  };
  const showTheirs = (theirs: D) => {
    loaded.current = theirs;
    handling.show(theirs);
  };

  /** Whether `error` was a conflict the dialog now shows; false for any other refusal, or when their version cannot be read. */
  const offer = useStableCallback(async (error: unknown, { load, mine, action }: EditorAttempt<D, A>): Promise<boolean> => {
    const conflict = conflictOf(error);
    if (!conflict) return false;
    const theirs = await load().catch(() => null);
    if (theirs === null) return false;
    settled(false);
    setOpen({ view: viewOf(conflict, mine, theirs), loaded: loaded.current, mine, theirs, action });
    return true;
  });

  /**
   * Reads the record anew after someone else changed it. Without unsaved changes (`mine` null, or no
   * field changed against what was loaded) the editor shows the new version at once; with them the
   * dialog opens on it, and `action` is what «Застосувати мої зміни поверх» does. Answers whether the
   * editor shows the new version: false when it could not be read or the user closed the dialog.
   */
  const reread = useStableCallback(async (seen: SeenChange, { load, mine, action }: EditorAttempt<D, A, D | null>): Promise<boolean> => {
    const theirs = await load().catch(() => null);
    if (theirs === null) return false;
    const view = mine === null ? null : viewOf(seen, mine, theirs);
    if (mine === null || view === null || (loaded.current !== null && view.mine.length === 0)) {
      showTheirs(theirs);
      return true;
    }
    settled(false);
    setOpen({ view, loaded: loaded.current, mine, theirs, action });
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  });

  return {
    open,
    unsaved,
    offer,
    reread,
    remember: useStableCallback((draft: D | null) => {
      loaded.current = draft;
    }),
    takeTheirs: useStableCallback(() => {
      if (!open) return;
      setOpen(null);
      setUnsaved(open.view);
      handling.saveLocally?.(open.mine);
      showTheirs(open.theirs);
      settled(true);
    }),
    reapplyMine: useStableCallback(() => {
      if (!open) return;
      setOpen(null);
      loaded.current = open.theirs;
      handling.redo(handling.merge(open.loaded, open.mine, open.theirs), open.action, open.theirs);
      settled(true);
    }),
    /** Esc: the dialog closes, the editor stays as typed. */
    dismiss: useStableCallback(() => {
      setOpen(null);
      settled(false);
    }),
    hideUnsaved: useStableCallback(() => setUnsaved(null)),
  };
}

/** The conflict state an editor hands to its dialog. */
export type RecordConflictState = Pick<
  ReturnType<typeof useRecordConflict>,
  'open' | 'unsaved' | 'dismiss' | 'hideUnsaved' | 'takeTheirs' | 'reapplyMine'
>;
