import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentType } from '../../../../shared/api/document-types.js';
import type { Document } from '../../../../shared/api/documents.js';
import { BridgeError, desktop } from '../../lib/bridge.js';
import { useActiveConnectionId } from '../../lib/use-connections.js';
import { findDraft, forgetDraft, saveLocalDraft } from '../../lib/local-drafts.js';
import { useLocalDraftSave } from './use-local-draft-save.js';
import { lastStoreOf, rememberLastStore } from './last-store.js';
import { defaultVatCode, newDraft, type DocumentDraft } from './editor-model.js';
import { draftFromDocument, updateBodyOf } from './draft-document.js';
import { amountProblemsOf, typedFigureProblemsOf } from './draft-figures.js';
import { refusalOf, type Refusal } from '../../lib/service-refusal.js';
import { useCompanySettings, useLockDateRefresh } from '../../lib/use-company-settings.js';
import { useStableCallback } from '../../lib/use-stable-callback.js';
import { useLedgerRefresh } from '../../lib/ledger-refresh.js';
import { useRecordConflict, type SeenChange } from '../../lib/use-record-conflict.js';
import { withVersion } from '../../lib/record-conflict.js';
import { mergeDrafts, recordOfDraft } from './draft-merge.js';

/** A post (or unpost) refused after the draft it needed was saved: the document exists now. */
class SavedButRefused extends Error {
  constructor(
    readonly uid: string,
    readonly refusal: unknown,
  ) {
    super(refusal instanceof Error ? refusal.message : String(refusal));
  }
}

/**
 * The invoices a save, post or unpost of `current` also changes (their paid or shipped amounts): the
 * one it is linked to, or a new document's parent it is about to be linked to.
 */
const parentsOf = (current: DocumentDraft) => [current.parentUid, current.stored?.parent];

/** What the editor opens: a stored document, or a new one of a type. */
export type EditorTarget = { uid: string } | { newType: DocumentType; today: string } | { draft: DocumentDraft };

async function loadDocument(uid: string): Promise<Document> {
  return (await desktop['documents.load']({ uid })).data;
}

/**
 * Saves a draft; one created "based on" another document, or given another basis in the editor (a
 * return), is linked to it right after the save. A draft that breaks the amount rules is refused here,
 * in the service's words, before any request. Answers the version the next change is sent with: none
 * after a link, which changes the document again.
 */
async function saveDraft(current: DocumentDraft): Promise<number | undefined> {
  // A figure typed wrong is never sent as another one (0, or 210,0015 for «210,00150»).
  const typed = typedFigureProblemsOf(current);
  if (typed.length > 0)
    throw new BridgeError('RULE_FAILED', `TYPED_FIGURE: ${typed.map((p) => `line ${p.row} ${p.field} "${p.text}"`).join('; ')}`);
  const problems = amountProblemsOf(current);
  if (problems.length > 0) throw new BridgeError('RULE_FAILED', `INVALID_AMOUNT: ${problems.join('; ')}`);
  const saved = await desktop['documents.update'](updateBodyOf(current));
  const parent = current.parentUid;
  if (parent === undefined || parent === (current.stored?.parent ?? null)) return saved.data.version;
  await desktop['documents.linkTo']({ uid: current.uid, parent, ...withVersion(saved.data.version) });
  return undefined;
}

type EditorAction = 'save' | 'post' | 'unpost';
const loadDraft = (uid: string) => loadDocument(uid).then(draftFromDocument);

/**
 * The editor's draft and its actions. A refused save, post or unpost keeps the draft exactly as
 * typed and reports the service's code, so nothing the user typed is lost.
 */
export function useDocumentEditor(given: EditorTarget, onStored?: (uid: string) => void) {
  // What the editor opened with: a new document that was saved keeps its editor when the screen then
  // gives it the document's own address (DocumentsScreen), so a later target is not a reload.
  const [target] = useState(given);
  const stored = useStableCallback((uid: string) => onStored?.(uid));
  const refreshLedger = useLedgerRefresh();
  const vatPayer = useCompanySettings().data?.vatPayer;
  const [draft, setDraftState] = useState<DocumentDraft | null>(() =>
    'newType' in target
      ? newDraft(target.newType, { today: target.today, uid: crypto.randomUUID(), vatPayer })
      : 'draft' in target
        ? target.draft
        : null,
  );
  const [dirty, setDirty] = useState('draft' in target);
  // The settings read after a new document opened give its rate, while the user has not touched it.
  const [ratedFor, setRatedFor] = useState(vatPayer);
  if (ratedFor !== vatPayer) {
    setRatedFor(vatPayer);
    if ('newType' in target && !dirty && draft?.isNew) setDraftState({ ...draft, vatCode: defaultVatCode(draft.type, vatPayer) });
  }
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const uid = 'uid' in target ? target.uid : null;
  const connectionId = useActiveConnectionId();
  const refreshLockDate = useLockDateRefresh();
  const refuse = (error: unknown) => {
    const refused = refusalOf(error);
    setRefusal(refused);
    refreshLockDate(refused);
  };
  const conflict = useRecordConflict<DocumentDraft, EditorAction>({
    recordOf: recordOfDraft,
    merge: mergeDrafts,
    // «Оновити» saves this user's changes as the document's local draft, besides listing them.
    saveLocally: (mine) => {
      if (connectionId !== null) saveLocalDraft(window.localStorage, connectionId, { draft: mine, now: new Date() });
    },
    show: (theirs) => {
      setDraftState(theirs);
      setDirty(false);
      setRefusal(null);
    },
    redo: (merged, action) => {
      setDraftState(merged);
      if (action === 'save') save.mutate(merged);
      else setDone.mutate({ current: merged, done: action === 'post', needsSave: action === 'post' });
    },
  });
  const { remember } = conflict;
  const refuseOrOffer = (error: unknown, current: DocumentDraft, action: EditorAction) =>
    void conflict.offer(error, { load: () => loadDraft(current.uid), mine: current, action }).then((offered) => {
      if (!offered) refuse(error);
    });

  // An editor left unsaved (even by an app restart) comes back exactly as it was typed, once the
  // connection (which keys the kept drafts) is known; otherwise the stored document is loaded.
  const openKey = uid && connectionId !== null ? JSON.stringify([connectionId, uid]) : null;
  const [opened, setOpened] = useState<{ key: string; restored: boolean } | null>(null);
  if (uid && connectionId !== null && openKey !== null && opened?.key !== openKey) {
    const local = findDraft<DocumentDraft>(window.localStorage, connectionId, uid);
    setOpened({ key: openKey, restored: local !== null });
    if (local) {
      setDraftState(local.draft);
      setDirty(true);
      setNotice('restored');
    }
  }
  const restored = opened?.key === openKey && opened.restored;

  useEffect(() => {
    if (!uid || connectionId === null || restored) return;
    let live = true;
    loadDraft(uid).then(
      (doc) => {
        if (!live) return;
        remember(doc);
        setDraftState(doc);
      },
      (error: unknown) => {
        if (live) setLoadError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [uid, connectionId, restored, remember]);

  const { cancelLocalSave } = useLocalDraftSave({ draft, dirty, connectionId });

  // Counts the user's edits, so a reload that was on its way while they typed does not replace the typing.
  const edits = useRef(0);
  const setDraft = useCallback((update: (current: DocumentDraft) => DocumentDraft) => {
    edits.current += 1;
    setDraftState((current) => (current ? update(current) : current));
    setDirty(true);
    setNotice(null);
  }, []);

  const afterChange = useCallback(
    async (savedUid: string, message: string, { wasNew, parents }: { wasNew: boolean; parents: (string | null | undefined)[] }) => {
      cancelLocalSave(); // saved: a local save still pending would bring the draft back
      if (connectionId !== null) forgetDraft(window.localStorage, connectionId, savedUid);
      const saved = await loadDraft(savedUid);
      remember(saved);
      if (connectionId !== null) rememberLastStore(window.localStorage, connectionId, saved.storeOut);
      setDraftState(saved);
      setDirty(false);
      setRefusal(null);
      setNotice(message);
      void refreshLedger([savedUid, ...parents]);
      if (wasNew) stored(savedUid);
    },
    [refreshLedger, connectionId, cancelLocalSave, stored, remember],
  );

  const save = useMutation({
    mutationFn: async (current: DocumentDraft) => {
      await saveDraft(current);
      return current.uid;
    },
    onSuccess: (savedUid, current) => afterChange(savedUid, 'saved', { wasNew: current.isNew, parents: parentsOf(current) }),
    onError: (error, current) => refuseOrOffer(error, current, 'save'),
  });

  const setDone = useMutation({
    mutationFn: async ({ current, done, needsSave }: { current: DocumentDraft; done: boolean; needsSave: boolean }) => {
      const version = needsSave ? await saveDraft(current) : current.version;
      try {
        await desktop['documents.setDone']({ uid: current.uid, done, ...withVersion(version) });
      } catch (error) {
        throw needsSave ? new SavedButRefused(current.uid, error) : error;
      }
      return { uid: current.uid, done };
    },
    onSuccess: ({ uid: doneUid, done }, { current }) =>
      afterChange(doneUid, done ? 'postedOk' : 'unpostedOk', { wasNew: current.isNew, parents: parentsOf(current) }),
    onError: async (error, { current, done }) => {
      if (!(error instanceof SavedButRefused)) {
        refuseOrOffer(error, current, done ? 'post' : 'unpost');
        return;
      }
      // Saved, then the post refused: the editor is the stored document now (its number, no longer
      // "new, unsaved", and its new version, or the next save would be refused as stale), with the
      // refusal and every figure exactly as the user typed it.
      cancelLocalSave();
      if (connectionId !== null) forgetDraft(window.localStorage, connectionId, error.uid);
      const saved = await loadDraft(error.uid).catch(() => null);
      setDraftState((shown) =>
        shown && saved
          ? { ...shown, isNew: false, no: saved.no, done: saved.done, stored: saved.stored, version: saved.version, parentUid: undefined }
          : shown,
      );
      if (saved) setDirty(false);
      refuse(error.refusal);
      void refreshLedger([error.uid, ...parentsOf(current)]);
      if (saved && current.isNew) stored(error.uid);
    },
  });

  return {
    draft,
    setDraft,
    conflict,
    dirty,
    refusal,
    loadError,
    notice,
    busy: save.isPending || setDone.isPending,
    /** Reloads the document after a change made elsewhere (a payment based on it). */
    reload: () => {
      if (!draft || draft.isNew || dirty) return;
      const editsBefore = edits.current;
      void loadDraft(draft.uid).then((doc) => {
        if (edits.current !== editsBefore) return;
        remember(doc);
        setDraftState(doc);
      });
    },
    /** Reads the document anew after a colleague's change (the live banner); over unsaved changes, the conflict dialog asks first. */
    reread: (seen: SeenChange) => conflict.reread(seen, { load: () => loadDraft(seen.uid), mine: dirty ? draft : null, action: 'save' }),
    /** The store the user shipped from last on this connection, for a new delivery note. */
    lastStore: () => (connectionId === null ? null : lastStoreOf(window.localStorage, connectionId)),
    /** Drops the unsaved changes kept for this document (the user said so). */
    discard: () => {
      cancelLocalSave();
      if (draft && connectionId !== null) forgetDraft(window.localStorage, connectionId, draft.uid);
    },
    save: () => {
      if (draft) save.mutate(draft);
    },
    post: () => {
      if (draft) setDone.mutate({ current: draft, done: true, needsSave: dirty || draft.isNew });
    },
    unpost: () => {
      if (draft) setDone.mutate({ current: draft, done: false, needsSave: false });
    },
  };
}
