import { CUSTOMER_RETURN_TYPE } from '../../../../shared/api/customer-returns.js';
import { useOffers } from '../../lib/use-service-info.js';
import { isLineFilled, type DocumentDraft, type LineDraft } from './editor-model.js';
import { basisOf } from './return-draft.js';
import { ReturnBasis } from './ReturnBasis.js';
import { ReturnCosts } from './ReturnCosts.js';

export interface ReturnPartsProps {
  part: 'basis' | 'costs';
  draft: DocumentDraft;
  readOnly: boolean;
  onChange: (patch: Partial<DocumentDraft>) => void;
  update: (change: (current: DocumentDraft) => DocumentDraft) => void;
}

/**
 * What the editor adds for a return from a customer (docs/desktop-app.md, "Returns from customers"):
 * its «Підстава» under the details, and, without one, the goods' cost under the lines, where the service
 * takes a line's unit cost (extension `document.returns`). Nothing for any other type.
 */
export function ReturnParts({ part, draft, readOnly, onChange, update }: ReturnPartsProps) {
  const costsTaken = useOffers('document.returns');
  if (draft.type !== CUSTOMER_RETURN_TYPE) return null;
  if (part === 'basis')
    return <ReturnBasis draft={draft} hasLines={draft.lines.some(isLineFilled)} readOnly={readOnly} onChange={onChange} />;
  if (!costsTaken || basisOf(draft) !== null) return null;
  const onLines = (change: (lines: LineDraft[]) => LineDraft[]) => update((current) => ({ ...current, lines: change(current.lines) }));
  return <ReturnCosts lines={draft.lines} storeUid={draft.storeIn?.uid ?? null} date={draft.date} readOnly={readOnly} onLines={onLines} />;
}
