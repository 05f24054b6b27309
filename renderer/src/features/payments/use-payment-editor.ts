import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PayDocument } from '../../../../shared/api/payments.js';
import { BridgeError, desktop } from '../../lib/bridge.js';
import { refusalOf, type Refusal } from '../../lib/service-refusal.js';
import { useLockDateRefresh } from '../../lib/use-company-settings.js';
import { useLedgerRefresh } from '../../lib/ledger-refresh.js';
import { draftFromPayment, paymentAmountProblems, paymentBodyOf, type PaymentDraft } from './payment-model.js';
import { withVersion } from '../../lib/record-conflict.js';
import { useRecordConflict, type SeenChange } from '../../lib/use-record-conflict.js';
import { mergePayments, recordOfPayment } from './payment-conflict.js';

/** What the payment editor opens: a stored payment or a new draft. */
export type PaymentTarget = { uid: string } | { draft: PaymentDraft };

async function loadPayment(uid: string): Promise<PayDocument> {
  return (await desktop['payments.load']({ uid })).data;
}

/** The payment editor's draft and actions; a refusal keeps what was typed. */
export function usePaymentEditor(target: PaymentTarget, onChanged?: () => void) {
  const refreshLedger = useLedgerRefresh();
  const [draft, setDraftState] = useState<PaymentDraft | null>('draft' in target ? target.draft : null);
  const [dirty, setDirty] = useState('draft' in target);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const storedParent = useRef<string | null>(null);
  const uid = 'uid' in target ? target.uid : null;
  const refreshLockDate = useLockDateRefresh();
  const refuse = (error: unknown) => {
    const refused = refusalOf(error);
    setRefusal(refused);
    refreshLockDate(refused);
  };

  const conflict = useRecordConflict<PaymentDraft, boolean | undefined>({
    recordOf: recordOfPayment,
    merge: mergePayments,
    show: (theirs) => {
      storedParent.current = theirs.parentUid;
      setDraftState(theirs);
      setDirty(false);
      setRefusal(null);
    },
    redo: (merged, done) => {
      setDraftState(merged);
      run.mutate({ current: merged, done });
    },
  });
  const { remember } = conflict;

  const apply = useCallback(
    (doc: PayDocument) => {
      const next = draftFromPayment(doc);
      storedParent.current = next.parentUid;
      remember(next);
      setDraftState(next);
    },
    [remember],
  );

  useEffect(() => {
    if (!uid) return;
    let live = true;
    loadPayment(uid).then(
      (doc) => {
        if (live) apply(doc);
      },
      (error: unknown) => {
        if (live) setLoadError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [uid, apply]);

  const setDraft = useCallback((patch: Partial<PaymentDraft>) => {
    setDraftState((current) => (current ? { ...current, ...patch } : current));
    setDirty(true);
  }, []);

  const store = async (current: PaymentDraft) => {
    // A payment that breaks the amount rules is refused here, in the service's words, before any request.
    const problems = paymentAmountProblems(current);
    if (problems.length > 0) throw new BridgeError('RULE_FAILED', `INVALID_AMOUNT: ${problems.join('; ')}`);
    const saved = await desktop['payments.update'](paymentBodyOf(current));
    if (current.parentUid === storedParent.current) return saved.data.version;
    await desktop['documents.linkTo']({ uid: current.uid, parent: current.parentUid, ...withVersion(saved.data.version) });
    storedParent.current = current.parentUid;
    // A link changes the payment again; the service's word on it comes with the reload.
    return undefined;
  };

  // The payment's invoice, before and after a link changed, pays or owes a different amount now.
  const finish = async (savedUid: string, parents: (string | null)[]) => {
    apply(await loadPayment(savedUid));
    setDirty(false);
    setRefusal(null);
    void refreshLedger([savedUid, ...parents]);
    onChanged?.();
  };

  const run = useMutation({
    mutationFn: async ({ current, done }: { current: PaymentDraft; done?: boolean }) => {
      const parents = [storedParent.current, current.parentUid];
      const version = done !== false && (dirty || current.isNew) ? await store(current) : current.version;
      if (done !== undefined) await desktop['documents.setDone']({ uid: current.uid, done, ...withVersion(version) });
      return { uid: current.uid, parents };
    },
    onSuccess: ({ uid: savedUid, parents }) => finish(savedUid, parents),
    onError: (error, { current, done }) =>
      void conflict
        .offer(error, { load: () => loadPayment(current.uid).then(draftFromPayment), mine: current, action: done })
        .then((offered) => {
          if (!offered) refuse(error);
        }),
  });

  return {
    draft,
    setDraft,
    conflict,
    dirty,
    refusal,
    loadError,
    busy: run.isPending,
    /** Reads the payment anew after a colleague's change (the live banner); over unsaved changes, the conflict dialog asks first. */
    reread: (seen: SeenChange) =>
      conflict.reread(seen, { load: () => loadPayment(seen.uid).then(draftFromPayment), mine: dirty ? draft : null, action: undefined }),
    save: () => {
      if (draft) run.mutate({ current: draft });
    },
    post: () => {
      if (draft) run.mutate({ current: draft, done: true });
    },
    unpost: () => {
      if (draft) run.mutate({ current: draft, done: false });
    },
  };
}
