/**
 * A loaded document as the editor's draft, and the draft as the body of documents.update: the two
 * crossings between the service's record and what the user types (editor-model.ts).
 */
import { DOCUMENT_TYPES, STORES_OF_TYPE, usesAgent, usesVat, type DocumentType } from '../../../../shared/api/document-types.js';
import type { Document } from '../../../../shared/api/documents.js';
import { CUSTOMER_RETURN_TYPE } from '../../../../shared/api/customer-returns.js';
import { Decimal, lineSum, moneyText } from '../../../../shared/api/money.js';
import { formatAmountUk, formatPriceUk, formatQtyUk } from '../../../../shared/api/format-uk.js';
import { VAT_CODES, type VatCode } from '../../../../shared/api/vat.js';
import { postingProfileOf } from '../../../../shared/api/posting-profiles.js';
import { parseTyped, type RefValue } from '../../lib/typed-input.js';
import type { BridgeRequest } from '../../lib/bridge.js';
import { memberOf } from '../../lib/member-of.js';
import { draftTotals, isLineFilled, lineSumOf, nextLineKey, type DocumentDraft } from './editor-model.js';

const ref = (value: { uid: string; name?: string } | null | undefined): RefValue | null =>
  value ? { uid: value.uid, name: value.name ?? '' } : null;

function asType(raw: string): DocumentType {
  return memberOf(DOCUMENT_TYPES, raw) ?? 'invoice';
}

/** A VAT code as the service sent it, or null when it is none of the known codes. */
export function asVatCode(raw: string | null | undefined): VatCode | null {
  return memberOf(VAT_CODES, raw) ?? null;
}

/** The editor's draft of a loaded document. */
export function draftFromDocument(doc: Document): DocumentDraft {
  return {
    uid: doc.uid,
    isNew: false,
    version: doc.version,
    done: doc.done ?? false,
    type: asType(doc.type),
    date: doc.date.slice(0, 10),
    no: doc.no,
    agent: ref(doc.agent),
    contract: ref(doc.contract),
    storeIn: ref(doc.storeIn),
    storeOut: ref(doc.storeOut),
    vatCode: asVatCode(doc.vatCode),
    vatInPrice: doc.vatInPrice ?? false,
    memo: doc.memo ?? '',
    account: doc.account ?? '',
    lines: (doc.details ?? []).map((line) => ({
      key: nextLineKey(),
      uid: line.uid,
      entity: { uid: line.entity.uid, name: line.entity.name, kind: line.entity.kind },
      qty: formatQtyUk(line.qty),
      price: formatPriceUk(line.price),
      // A sum that differs from qty × price was typed by someone: keep it.
      sum: lineSum(new Decimal(line.qty), new Decimal(line.price)).equals(new Decimal(line.sum)) ? '' : formatAmountUk(line.sum),
      memo: line.memo,
      kind: line.kind,
      ...(line.unitCost === undefined ? {} : { unitCost: formatPriceUk(line.unitCost) }),
    })),
    stored: {
      status: doc.status,
      paid: doc.paid ?? 0,
      shipped: doc.shipped ?? 0,
      total: doc.total ?? doc.sum,
      vatSum: doc.vatSum ?? 0,
      parent: doc.parent?.uid ?? null,
      // The date the service holds, which decides whether the document lies in a closed period.
      date: doc.date.slice(0, 10),
    },
  };
}

/** The body of documents.update for a draft: figures as exact decimal strings, the sum recomputed. */
export function updateBodyOf(draft: DocumentDraft): BridgeRequest<'documents.update'> {
  const stores = STORES_OF_TYPE[draft.type];
  const refOf = (value: RefValue | null) => (value ? { uid: value.uid } : null);
  // A write-off names its account, and (on 375) the person who makes the loss good.
  const namesAccount = postingProfileOf(draft.type)?.account !== undefined;
  return {
    uid: draft.uid,
    type: draft.type,
    date: draft.date,
    ...(draft.no.trim() ? { no: draft.no.trim() } : {}),
    ...(draft.version === undefined ? {} : { version: draft.version }),
    sum: moneyText(draftTotals(draft).sum),
    vatCode: usesVat(draft.type) ? draft.vatCode : null,
    vatInPrice: draft.vatInPrice,
    memo: draft.memo,
    agent: usesAgent(draft.type) || namesAccount ? refOf(draft.agent) : null,
    contract: usesAgent(draft.type) ? refOf(draft.contract) : null,
    storeIn: stores.storeIn ? refOf(draft.storeIn) : null,
    storeOut: stores.storeOut ? refOf(draft.storeOut) : null,
    ...(namesAccount && draft.account.trim() ? { account: draft.account.trim() } : {}),
    details: draft.lines.filter(isLineFilled).map((line) => ({
      ...(line.uid ? { uid: line.uid } : {}),
      entity: { uid: line.entity!.uid },
      qty: (parseTyped(line.qty) ?? new Decimal(0)).toFixed(),
      price: (parseTyped(line.price) ?? new Decimal(0)).toFixed(),
      sum: moneyText(lineSumOf(line)),
      memo: line.memo,
      ...(line.kind ? { kind: line.kind } : {}),
      // A cost that is no figure goes as typed, for the service to name it.
      ...(draft.type === CUSTOMER_RETURN_TYPE && line.unitCost?.trim()
        ? { unitCost: parseTyped(line.unitCost)?.toFixed() ?? line.unitCost }
        : {}),
    })),
  };
}
