/**
 * A return from a customer made on its sale (docs/desktop-app.md, "Returns from customers"): what it
 * takes from the delivery note or act, and the unit costs a return without one asks for. Plain values,
 * no bridge.
 */
import { CUSTOMER_RETURN_TYPE, returnMemo } from '../../../../shared/api/customer-returns.js';
import { lineSum, Decimal } from '../../../../shared/api/money.js';
import { parseTyped } from '../../lib/typed-input.js';
import { isLineFilled, newDraft, nextLineKey, type DocumentDraft, type LineDraft } from './editor-model.js';

/** The basis a return has now: the one chosen in the editor, else the stored one; null for none. */
export const basisOf = (draft: DocumentDraft): string | null =>
  draft.parentUid === undefined ? (draft.stored?.parent ?? null) : draft.parentUid;

/**
 * What a return takes from the sale it is based on: its customer, contract, VAT and lines (the user then
 * lowers the quantities or removes lines), the store the goods left, and a memo naming the sale unless
 * one was typed. A unit cost typed before goes: the goods come back at what the sale took.
 */
export function takenFromSale(draft: DocumentDraft, sale: DocumentDraft): Partial<DocumentDraft> {
  const typedMemo = draft.memo.trim() !== '' && !draft.memo.startsWith('Повернення за ');
  return {
    agent: sale.agent,
    contract: sale.contract,
    vatCode: sale.vatCode,
    vatInPrice: sale.vatInPrice,
    storeIn: sale.storeOut ?? draft.storeIn,
    memo: typedMemo ? draft.memo : returnMemo(sale),
    lines: sale.lines.filter(isLineFilled).map(({ unitCost: _dropped, ...line }) => ({ ...line, uid: undefined, key: nextLineKey() })),
    parentUid: sale.uid,
  };
}

/** A new return «на підставі» a sale, dated `today` (the sale's «Створити на підставі»). */
export function returnOfSale(sale: DocumentDraft, today: string, uid: string): DocumentDraft {
  const fresh = newDraft(CUSTOMER_RETURN_TYPE, { today, uid });
  return { ...fresh, ...takenFromSale(fresh, sale) };
}

/** The lines of goods a return without a basis asks a unit cost for: services come back at no cost. */
export const costedLines = (lines: readonly LineDraft[]): LineDraft[] =>
  lines.filter((line) => isLineFilled(line) && line.entity?.kind !== 'service');

/** What a line's goods come back at: qty × the unit cost typed, to kopecks; null until both are figures. */
export function costOfLine(line: LineDraft): Decimal | null {
  const qty = parseTyped(line.qty);
  const cost = parseTyped(line.unitCost ?? '');
  return qty && cost ? lineSum(qty, cost) : null;
}
