import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Document } from '../../../../shared/api/documents.js';
import type { PayDocument } from '../../../../shared/api/payments.js';
import { desktop } from '../../lib/bridge.js';
import { queryKeys } from '../../lib/query-keys.js';
import { useLedgerRefresh } from '../../lib/ledger-refresh.js';

/** A document or payment linked to the one in the editor. */
export interface RelatedItem {
  uid: string;
  kind: 'document' | 'payment';
  type: string;
  no: string;
  date: string;
  done: boolean;
  amount: number;
}

const FAR_FUTURE = '2099-12-31';

const itemOf = (doc: Document): RelatedItem => ({
  uid: doc.uid,
  kind: 'document',
  type: doc.type,
  no: doc.no,
  date: doc.date,
  done: doc.done ?? false,
  amount: doc.total ?? doc.sum,
});
const paymentOf = (doc: PayDocument): RelatedItem => ({
  uid: doc.uid,
  kind: 'payment',
  type: doc.type,
  no: doc.no,
  date: doc.date,
  done: doc.done ?? false,
  amount: doc.sum,
});

/**
 * The documents (not payments) linked to `uid`. The service has no "children of" query, so they are
 * found in the counterparty's documents from the parent's date on.
 */
export async function documentChildren(uid: string, agentUid: string, date: string): Promise<Document[]> {
  const children: Document[] = [];
  for (let offset = 0; offset < 2_000; offset += 100) {
    const page = await desktop['documents.index']({ from: date, to: FAR_FUTURE, agent: agentUid, pageSize: 100, offset });
    children.push(...page.data.filter((doc) => doc.parent?.uid === uid));
    if (page.data.length < 100) break;
  }
  return children;
}

/** A stored document as its links are looked for: its `uid`, its parent's, its counterparty's, its date. */
export interface RelatedOf {
  uid: string;
  parentUid: string | null;
  agentUid: string | null;
  date: string;
}

/**
 * The parent and the children of a stored document. The service has no "children of" query, so
 * children are found in the counterparty's documents and payments from the parent's date on.
 */
export function useRelated(document: RelatedOf, enabled: boolean) {
  const { uid, parentUid, agentUid, date } = document;
  return useQuery({
    queryKey: queryKeys.documents.related(document),
    enabled,
    queryFn: async () => {
      const parent = parentUid ? itemOf((await desktop['documents.load']({ uid: parentUid })).data) : null;
      const children: RelatedItem[] = [];
      if (agentUid) {
        children.push(...(await documentChildren(uid, agentUid, date)).map(itemOf));
        for (let offset = 0; offset < 2_000; offset += 100) {
          const page = await desktop['payments.index']({ from: date, to: FAR_FUTURE, agent: agentUid, pageSize: 100, offset });
          children.push(...page.data.filter((doc) => doc.parent?.uid === uid).map(paymentOf));
          if (page.data.length < 100) break;
        }
      }
      return { parent, children };
    },
  });
}

/**
 * Sets, replaces or (with null) removes the link of a stored document to its parent invoice; both
 * invoices, the one left and the one linked, owe or hold a different amount afterwards.
 */
export function useParentLink(uid: string, storedParent: string | null): (parent: string | null) => Promise<void> {
  const refreshLedger = useLedgerRefresh();
  return useCallback(
    async (parent: string | null) => {
      await desktop['documents.linkTo']({ uid, parent });
      await refreshLedger([uid, storedParent, parent]);
    },
    [uid, storedParent, refreshLedger],
  );
}
