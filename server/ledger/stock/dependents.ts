import { DOCUMENT_PROFILES, DOCUMENT_TYPES, postingProfileOf, type CostFlow, type Decimal } from '../../../shared/api/index.js';
import type { Db } from '../types.js';
import { costFlowHeadersOf, returnLinesOf } from './dependents-sql.js';
import type { Position } from './positions.js';

/**
 * What each line took (issues) and brought (receipts), as text per document line and direction: a
 * change in what an issue took means the receipts that copy its cost change too, and any change
 * means the document's entries do.
 */
export function consumptionSignature(
  moves: { line: number; documentUid: string; qty: Decimal; amount: Decimal; supplier: string | null }[],
) {
  const byLine = new Map<string, { documentUid: string; issue: boolean; text: string }>();
  for (const m of moves) {
    const issue = m.qty.isNegative();
    const key = `${m.documentUid}|${m.line}|${issue}`;
    const entry = byLine.get(key) ?? { documentUid: m.documentUid, issue, text: '' };
    entry.text += `${m.qty.toFixed()}/${m.amount.toFixed()}/${m.supplier};`;
    byLine.set(key, entry);
  }
  return byLine;
}

/** What a document's issues feed, as far as re-computing the receipts that copy their cost goes. */
export interface DependentInfo {
  /** Its type's profile's `costFlowsTo`. */
  flowsTo: CostFlow;
  date: string;
  storeIn: string | null;
  products: string[];
  returns: { entity: string; store: string; date: string }[];
}

/** The types whose receipts copy the cost of the delivery note they return. */
const RETURN_TYPES = DOCUMENT_TYPES.filter((type) => DOCUMENT_PROFILES[type].receiptCost === 'note');

/**
 * Positions whose receipts copy the cost of a document's issue of `entity`, from the dates they do, as
 * its type's profile says (`costFlowsTo`); `manufacture` when they are its products, whose figures
 * the document shows.
 */
export function dependentPositions(
  info: DependentInfo,
  entity: string,
): { positions: (Position & { from: string })[]; manufacture: boolean } {
  const none = { positions: [], manufacture: false };
  switch (info.flowsTo) {
    case 'storeIn':
      return info.storeIn ? { positions: [{ store: info.storeIn, entity, from: info.date }], manufacture: false } : none;
    case 'products': {
      const store = info.storeIn;
      return store ? { positions: info.products.map((p) => ({ store, entity: p, from: info.date })), manufacture: true } : none;
    }
    case 'linkedReturns':
      return {
        positions: info.returns.filter((r) => r.entity === entity).map((r) => ({ store: r.store, entity, from: r.date })),
        manufacture: false,
      };
    case 'none':
      return none;
  }
}

/** What `dependentPositions` needs to know of documents: read once per re-computation, for many documents at once. */
export async function dependentInfos(db: Db, documentUids: string[], infos: Map<string, DependentInfo>): Promise<void> {
  const missing = [...new Set(documentUids)].filter((uid) => !infos.has(uid));
  if (missing.length === 0) return;
  const rows = await costFlowHeadersOf(db, missing);
  const docs = rows.map((d) => ({ ...d, flowsTo: postingProfileOf(d.type)?.costFlowsTo ?? 'none' }));
  for (const doc of docs) infos.set(doc.uid, { flowsTo: doc.flowsTo, date: doc.date, storeIn: doc.store_in, products: [], returns: [] });
  const manufactures = docs.filter((d) => d.flowsTo === 'products' && d.store_in).map((d) => d.uid);
  if (manufactures.length > 0) {
    const products = await db
      .selectFrom('document_lines as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .innerJoin('entities as e', 'e.id', 'l.entity_id')
      .select(['d.uid as document_uid', 'e.uid as entity_uid'])
      .where('d.uid', 'in', manufactures)
      .where('l.kind', '=', 'product')
      .orderBy('d.uid')
      .orderBy('l.position')
      .execute();
    for (const p of products) infos.get(p.document_uid)!.products.push(p.entity_uid);
  }
  const sales = docs.filter((d) => d.flowsTo === 'linkedReturns').map((d) => d.uid);
  if (sales.length > 0) {
    const returns = await returnLinesOf(db, sales, RETURN_TYPES);
    for (const r of returns)
      if (r.store_in && r.parent_uid) infos.get(r.parent_uid)!.returns.push({ entity: r.entity_uid, store: r.store_in, date: r.date });
  }
}
