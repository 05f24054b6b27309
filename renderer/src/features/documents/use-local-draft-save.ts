import { useCallback, useEffect, useRef } from 'react';
import { saveLocalDraft } from '../../lib/local-drafts.js';
import type { DocumentDraft } from './editor-model.js';

/**
 * How long typing pauses before the unsaved draft is written to localStorage: the whole draft is
 * serialised each time, which on a 1,000-line document is too much work for every keystroke.
 */
const LOCAL_SAVE_AFTER_MS = 400;

/** The editor's draft as it stands, and whether it holds changes not saved to the company. */
export interface LocalDraftState {
  draft: DocumentDraft | null;
  dirty: boolean;
  /** The connection that keys the unsaved drafts on this PC; none yet, nothing is written. */
  connectionId: string | null;
}

/**
 * Keeps an editor's unsaved draft on this PC (local-drafts.ts) once typing pauses, and at once when
 * the page goes or the editor closes. `cancelLocalSave` drops a write still waiting: after a save,
 * it would bring the saved draft back as unsaved.
 */
export function useLocalDraftSave({ draft, dirty, connectionId }: LocalDraftState) {
  // The draft to keep once typing pauses; written at once when the page goes or the editor closes.
  const pendingLocalSave = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const cancelLocalSave = useCallback(() => {
    if (pendingLocalSave.current) clearTimeout(pendingLocalSave.current.timer);
    pendingLocalSave.current = null;
  }, []);
  const flushLocalSave = useCallback(() => {
    const pending = pendingLocalSave.current;
    cancelLocalSave();
    pending?.write();
  }, [cancelLocalSave]);

  useEffect(() => {
    if (!dirty || !draft || connectionId === null) return;
    cancelLocalSave();
    pendingLocalSave.current = {
      timer: setTimeout(flushLocalSave, LOCAL_SAVE_AFTER_MS),
      write: () => saveLocalDraft(window.localStorage, connectionId, { draft, now: new Date() }),
    };
  }, [dirty, draft, connectionId, cancelLocalSave, flushLocalSave]);

  useEffect(() => {
    // A reload or a closed window mid-typing loses nothing (an unsaved editor survives a restart).
    window.addEventListener('pagehide', flushLocalSave);
    window.addEventListener('beforeunload', flushLocalSave);
    return () => {
      window.removeEventListener('pagehide', flushLocalSave);
      window.removeEventListener('beforeunload', flushLocalSave);
      flushLocalSave();
    };
  }, [flushLocalSave]);

  return { cancelLocalSave };
}
