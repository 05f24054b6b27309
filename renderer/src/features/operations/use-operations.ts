import type { Period } from '../../lib/period.js';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { desktop } from '../../lib/bridge.js';
import { useLedgerRefresh } from '../../lib/ledger-refresh.js';
import { queryKeys } from '../../lib/query-keys.js';
import { refusalOf, type Refusal } from '../../lib/service-refusal.js';
import { useLockDateRefresh } from '../../lib/use-company-settings.js';
import { draftOfOperation, newOperation, updateBodyOf, type OperationDraft } from './operation-model.js';
import { withVersion } from '../../lib/record-conflict.js';
import { useRecordConflict, type SeenChange } from '../../lib/use-record-conflict.js';
import { mergeOperations, recordOfOperation } from './operation-conflict.js';

/** The list holds one page: an office enters a few operations a month, opening balances once. */
const PAGE_SIZE = 100;

/** The manual operations of a period, by date and number. */
export function useOperationList(period: Period) {
  return useQuery({
    queryKey: queryKeys.operations.list(period),
    queryFn: () => desktop['operations.index']({ ...period, pageSize: PAGE_SIZE, offset: 0 }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** What the editor opens: a stored operation, or a new draft (empty, or prefilled for opening balances). */
export type OperationTarget = { uid: string } | { draft: OperationDraft };

const loadDraft = async (uid: string) => draftOfOperation((await desktop['operations.load']({ uid })).data);

/**
 * The editor's draft and its actions. A refused save, post or unpost keeps the draft as typed and
 * holds the service's refusal; a post of unsaved changes saves them first, as the document editor does.
 */
export function useOperationEditor(target: OperationTarget, onStored: (uid: string) => void) {
  const refreshLedger = useLedgerRefresh();
  const refreshLockDate = useLockDateRefresh();
  const [draft, setDraftState] = useState<OperationDraft | null>('draft' in target ? target.draft : null);
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState<'saved' | 'postedOk' | 'unpostedOk' | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const uid = 'uid' in target ? target.uid : null;
  const conflict = useRecordConflict<OperationDraft, boolean | undefined>({
    recordOf: recordOfOperation,
    merge: mergeOperations,
    show: (theirs) => {
      setDraftState(theirs);
      setDirty(false);
      setRefusal(null);
    },
    redo: (merged, done) => {
      setDraftState(merged);
      if (done === undefined) save.mutate(merged);
      else setDone.mutate({ current: merged, done });
    },
  });
  const { remember } = conflict;
  const showLoaded = (loaded: OperationDraft) => {
    remember(loaded);
    setDraftState(loaded);
  };

  useEffect(() => {
    if (!uid) return;
    let live = true;
    loadDraft(uid).then(
      (loaded) => {
        if (!live) return;
        remember(loaded);
        setDraftState(loaded);
      },
      (error: unknown) => live && setLoadError(error),
    );
    return () => {
      live = false;
    };
  }, [uid, remember]);

  const refuse = (error: unknown) => {
    const refused = refusalOf(error);
    setRefusal(refused);
    refreshLockDate(refused);
  };
  const refuseOrOffer = (error: unknown, current: OperationDraft, done?: boolean) =>
    void conflict.offer(error, { load: () => loadDraft(current.uid), mine: current, action: done }).then((offered) => {
      if (!offered) refuse(error);
    });
  const afterChange = async (current: OperationDraft, message: 'saved' | 'postedOk' | 'unpostedOk') => {
    showLoaded(await loadDraft(current.uid));
    setDirty(false);
    setRefusal(null);
    setNotice(message);
    void refreshLedger([current.uid]);
    if (current.isNew) onStored(current.uid);
  };

  const save = useMutation({
    mutationFn: (current: OperationDraft) => desktop['operations.update'](updateBodyOf(current)),
    onSuccess: (_reply, current) => afterChange(current, 'saved'),
    onError: (error, current) => refuseOrOffer(error, current),
  });
  const setDone = useMutation({
    mutationFn: async ({ current, done }: { current: OperationDraft; done: boolean }) => {
      let version = current.version;
      if (done && (dirty || current.isNew)) {
        version = (await desktop['operations.update'](updateBodyOf(current))).data.version;
        // Saved: a refused post leaves a stored operation, no longer a new one.
        setDraftState((shown) => (shown ? { ...shown, isNew: false } : shown));
        setDirty(false);
        if (current.isNew) onStored(current.uid);
      }
      await desktop['documents.setDone']({ uid: current.uid, done, ...withVersion(version) });
    },
    onSuccess: (_reply, { current, done }) => afterChange({ ...current, isNew: false }, done ? 'postedOk' : 'unpostedOk'),
    onError: (error, { current, done }) => {
      refuseOrOffer(error, current, done);
      void refreshLedger([current.uid]);
    },
  });

  return {
    draft,
    conflict,
    dirty,
    refusal,
    notice,
    loadError,
    busy: save.isPending || setDone.isPending,
    /** Reads the operation anew after a colleague's change (the live banner); over unsaved changes, the conflict dialog asks first. */
    reread: (seen: SeenChange) => conflict.reread(seen, { load: () => loadDraft(seen.uid), mine: dirty ? draft : null, action: undefined }),
    setDraft: (update: (current: OperationDraft) => OperationDraft) => {
      setDraftState((current) => (current ? update(current) : current));
      setDirty(true);
      setNotice(null);
    },
    save: () => draft && save.mutate(draft),
    post: () => draft && setDone.mutate({ current: draft, done: true }),
    unpost: () => draft && setDone.mutate({ current: draft, done: false }),
  };
}

/** A new operation's draft of today, with a fresh uid. */
export const freshOperation = (today: string): OperationTarget => ({ draft: newOperation(today, crypto.randomUUID()) });
