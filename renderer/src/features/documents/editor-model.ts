/**
 * The document editor's data as plain values: what the user typed (kept as text, so nothing is
 * lost or re-formatted under their fingers), and the figures derived from it with the same
 * `shared/api` money code the service uses.
 */
import { linesHaveKinds, STORES_OF_TYPE, usesVat, type DocumentType } from '../../../../shared/api/document-types.js';
import { documentSumOfLines } from '../../../../shared/api/amount-rules.js';
import { Decimal, lineSum, roundMoney } from '../../../../shared/api/money.js';
import { computePartVat, type InvoiceRest, type VatCode } from '../../../../shared/api/vat.js';
import { basedOnInvoiceMemo } from '../../../../shared/api/payment-purpose.js';
import { parseTyped, type RefValue } from '../../lib/typed-input.js';

/** One line of the grid as typed. */
export interface LineDraft {
  /** Stable React key; not sent. */
  key: string;
  uid?: string;
  entity: (RefValue & { kind?: string; unit?: string }) | null;
  qty: string;
  price: string;
  /** Empty means qty × price. */
  sum: string;
  memo: string;
  kind?: 'product' | 'material';
  /** A customer return's unit cost as typed, when it has no basis (return-draft.ts). */
  unitCost?: string;
}

/** The whole editor as typed. */
export interface DocumentDraft {
  uid: string;
  isNew: boolean;
  done: boolean;
  type: DocumentType;
  date: string;
  no: string;
  agent: RefValue | null;
  contract: RefValue | null;
  storeIn: RefValue | null;
  storeOut: RefValue | null;
  vatCode: VatCode | null;
  vatInPrice: boolean;
  memo: string;
  /** A write-off's expense account (empty: its role's, which the service gives it). */
  account: string;
  lines: LineDraft[];
  /** A basis chosen in the editor: linked to it once saved (null: unlinked); absent: the stored link stays. */
  parentUid?: string | null;
  /** The stored document's version this draft was loaded at, sent with each change so a stale one is refused. */
  version?: number;
  /** What the service computed for the stored document (read-only): invoice status, paid, shipped, parent. */
  stored?: { status?: string; paid: number; shipped: number; total: number; vatSum?: number; parent: string | null; date?: string };
}

/**
 * Whether two drafts differ only in their lines: typing in the grid then leaves the header and the
 * related-documents panel as they were, so on a 1,000-line document they are not rendered again.
 */
export function sameHeader(a: DocumentDraft, b: DocumentDraft): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof DocumentDraft)[]);
  keys.delete('lines');
  return [...keys].every((key) => a[key] === b[key]);
}

let keySeq = 0;
/** A fresh key for a new grid row. */
export function nextLineKey(): string {
  keySeq += 1;
  return `line-${keySeq}`;
}

/** An empty line; in manufacture the section decides its kind. */
export function emptyLine(kind?: 'product' | 'material'): LineDraft {
  return { key: nextLineKey(), entity: null, qty: '', price: '', sum: '', memo: '', kind };
}

/** The sum of a line: the typed sum, else round(qty × price, 2), as the service defaults it. */
export function lineSumOf(line: LineDraft): Decimal {
  const typed = parseTyped(line.sum);
  if (typed) return typed;
  const qty = parseTyped(line.qty);
  const price = parseTyped(line.price);
  return qty && price ? lineSum(qty, price) : new Decimal(0);
}

/** Whether a line carries anything worth sending. */
export function isLineFilled(line: LineDraft): boolean {
  return line.entity !== null;
}

/**
 * Line sums by line: lines are never changed in place (every edit makes a new line object), so a
 * keystroke recomputes one line's sum, not the 1,000 of a long document.
 */
const sumsOfLines = new WeakMap<LineDraft, Decimal>();
function cachedLineSum(line: LineDraft): Decimal {
  let sum = sumsOfLines.get(line);
  if (!sum) {
    sum = lineSumOf(line);
    sumsOfLines.set(line, sum);
  }
  return sum;
}

export interface DraftTotals {
  sum: Decimal;
  vatSum: Decimal;
  total: Decimal;
  net: Decimal;
}

/**
 * Document sum, VAT and total exactly as the service computes them (docs/service-behaviour.md, "VAT"):
 * a part of an invoice (`invoice`, with its other posted parts) that completes it takes the rest of its VAT.
 */
export function draftTotals(
  draft: Pick<DocumentDraft, 'type' | 'lines' | 'vatCode' | 'vatInPrice'>,
  invoice: InvoiceRest | null = null,
): DraftTotals {
  // The lines that count are the service's own rule: a manufacture's products only.
  const lines = draft.lines.filter(isLineFilled).map((line) => ({ kind: line.kind, sum: cachedLineSum(line) }));
  const sum = roundMoney(documentSumOfLines(draft.type, lines));
  const split = computePartVat({ sum, code: usesVat(draft.type) ? draft.vatCode : null, vatInPrice: draft.vatInPrice }, invoice);
  return { sum, ...split };
}

/**
 * The VAT rate a new document of `type` starts with: «без ПДВ» for a company that does not pay VAT (its
 * sales carry none; a purchase from a VAT payer takes the supplier's rate by hand), the basic rate
 * otherwise, also while the settings are unknown.
 */
export function defaultVatCode(type: DocumentType, vatPayer: boolean | null | undefined): VatCode | null {
  if (!usesVat(type)) return null;
  return vatPayer === false ? 'none' : '20';
}

/** Where a new draft starts: dated `today`, with its `uid`, for a company that is or is not a `vatPayer` (not known: undefined). */
export interface DraftStart {
  today: string;
  uid: string;
  vatPayer?: boolean | null;
}

/** A new, empty document of `type` dated `today`, its VAT rate the company's default (defaultVatCode). */
export function newDraft(type: DocumentType, { today, uid, vatPayer }: DraftStart): DocumentDraft {
  return {
    uid,
    isNew: true,
    done: false,
    type,
    date: today,
    no: '',
    agent: null,
    contract: null,
    storeIn: null,
    storeOut: null,
    vatCode: defaultVatCode(type, vatPayer),
    vatInPrice: false,
    memo: '',
    account: '',
    lines: linesHaveKinds(type) ? [emptyLine('product'), emptyLine('material')] : [emptyLine()],
  };
}

/**
 * A new draft of `type` based on `parent` (an invoice): same counterparty, contract, VAT and lines,
 * linked to it once saved, its memo naming the invoice. A type that ships from a store takes the
 * invoice's store, or else `lastStore`, the one the user shipped from last.
 */
export function basedOnDraft(
  parent: DocumentDraft,
  type: DocumentType,
  { today, uid, lastStore }: DraftStart & { lastStore: RefValue | null },
): DocumentDraft {
  return {
    ...newDraft(type, { today, uid }),
    agent: parent.agent,
    contract: parent.contract,
    vatCode: parent.vatCode,
    vatInPrice: parent.vatInPrice,
    memo: parent.no ? basedOnInvoiceMemo(parent) : '',
    storeOut: STORES_OF_TYPE[type].storeOut ? (parent.storeOut ?? parent.storeIn ?? lastStore) : null,
    lines: parent.lines.filter(isLineFilled).map((line) => ({ ...line, uid: undefined, key: nextLineKey() })),
    parentUid: parent.uid,
    stored: undefined,
  };
}

/**
 * A copy of `source` as a new, unsaved draft of the same type dated `today`: the same header and
 * lines, no number (the service gives the next one), no link and nothing posted.
 */
export function copyDraft(source: DocumentDraft, today: string, uid: string): DocumentDraft {
  const lines = source.lines.filter(isLineFilled).map((line) => ({ ...line, uid: undefined, key: nextLineKey() }));
  return {
    ...source,
    uid,
    isNew: true,
    done: false,
    date: today,
    no: '',
    lines: lines.length > 0 ? lines : newDraft(source.type, { today, uid }).lines,
    parentUid: undefined,
    version: undefined,
    stored: undefined,
  };
}

/**
 * What picking `next` for a line does to its price: an empty price, or one that was the previous
 * item's own price, is refilled from the new item; a price the user typed is kept unless they
 * agree to replace it ('ask'). Unit and kind come with the item itself.
 */
export function priceOnPick(
  line: LineDraft,
  previousPrice: number | undefined,
  next: { uid: string; price?: number } | null,
): 'keep' | 'fill' | 'ask' {
  if (!next || next.price === undefined || line.entity?.uid === next.uid) return 'keep';
  if (line.price.trim() === '') return 'fill';
  const typed = parseTyped(line.price);
  if (previousPrice !== undefined && typed !== null && typed.equals(new Decimal(previousPrice))) return 'fill';
  return 'ask';
}
