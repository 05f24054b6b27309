import { CUSTOMER_RETURN_TYPE, linesHaveKinds, movesBetweenStores, postingProfileOf } from '../../../shared/api/index.js';
import { moneyOf, qtyOf, type Money } from '../../database/minor-units.js';
import { LedgerError } from '../errors.js';
import { movesSettlements } from '../settlements/moves.js';
import type { PostedLine } from '../stock/appended.js';
import type { Db } from '../types.js';
import { postingLinesOf } from './posting-sql.js';
import { checkReturnPosting } from './return-rules.js';

interface DocumentRow {
  uid: string;
  category: string;
  type: string;
  date: string;
  done: boolean;
  parent_uid: string | null;
  sum: Money;
  agent_uid: string | null;
  store_in: string | null;
  store_out: string | null;
  to_money_account: string | null;
  pay_account: string | null;
}

/**
 * Refuses (422) to post a document that breaks a posting rule of the spec or of docs/service-behaviour.md. Returns
 * the lines it read (none for a payment), so that posting finds the positions without reading them again.
 */
export async function checkPostingRules(db: Db, doc: DocumentRow): Promise<LineRow[]> {
  if (doc.category === 'payment') {
    if (!moneyOf(doc.sum).greaterThan(0)) throw new LedgerError('NO_SUM', 'a payment document needs a sum above zero to be posted');
    // Other money out or in and a transfer settle with nobody, so they need no counterparty.
    if (movesSettlements(doc.type) && !doc.agent_uid)
      throw new LedgerError('AGENT_REQUIRED', 'a payment document needs an agent to be posted');
    if (postingProfileOf(doc.type)?.money?.moves === 'transfer' && !doc.to_money_account) {
      throw new LedgerError('MONEY_ACCOUNT_REQUIRED', 'a transfer needs the money account it moves the money to (toMoneyAccount)');
    }
    return [];
  }
  const lines: LineRow[] = await postingLinesOf(db, doc.uid);
  if (lines.length === 0) throw new LedgerError('NO_LINES', 'a document without lines cannot be posted');
  if (linesHaveKinds(doc.type)) {
    checkManufacture(doc, lines);
    return lines;
  }
  if (movesSettlements(doc.type) && !doc.agent_uid) throw new LedgerError('AGENT_REQUIRED', `${doc.type} needs an agent to be posted`);
  if (!doc.agent_uid && (await namedAccountTracksAgent(db, doc)))
    throw new LedgerError(
      'AGENT_REQUIRED',
      `${doc.type} to account ${doc.pay_account} needs the person who makes the loss good (agent) to be posted`,
    );
  // A return of services alone (of an act) brings nothing into a store.
  const servicesOnly = doc.type === CUSTOMER_RETURN_TYPE && lines.every((l) => l.entity_kind === 'service');
  const stores = servicesOnly ? { storeOut: false, storeIn: false } : storesOf(doc.type);
  if (stores.storeOut && !doc.store_out) throw new LedgerError('STORE_REQUIRED', `${doc.type} needs storeOut to be posted`);
  if (stores.storeIn && !doc.store_in) throw new LedgerError('STORE_REQUIRED', `${doc.type} needs storeIn to be posted`);
  if (movesBetweenStores(doc.type) && doc.store_in === doc.store_out) {
    throw new LedgerError('STORES_SAME', 'a move needs two different stores');
  }
  if (stores.storeIn || stores.storeOut) {
    const bad = lines.find((l) => l.entity_kind !== 'service' && !qtyOf(l.qty).greaterThan(0));
    if (bad) throw new LedgerError('QTY_NOT_POSITIVE', `the quantity of "${bad.name}" must be above zero`);
  }
  await checkReturnPosting(db, doc);
  return lines;
}

/** Whether the account a document names itself (a write-off's, such as 375) is tracked by counterparty: its entry then needs one. */
async function namedAccountTracksAgent(db: Db, doc: DocumentRow): Promise<boolean> {
  if (doc.pay_account === null || !postingProfileOf(doc.type)?.account) return false;
  const account = await db.selectFrom('accounts').select('analytics').where('code', '=', doc.pay_account).executeTakeFirst();
  return account?.analytics.split(',').includes('agent') ?? false;
}

/** Which stores a stored type needs to be posted: those its profile moves stock out of and into. */
function storesOf(type: string): { storeOut: boolean; storeIn: boolean } {
  const stock = postingProfileOf(type)?.stock;
  return { storeOut: !!stock && stock.outOf !== 'none', storeIn: !!stock && stock.into !== 'none' };
}

/** A line as posting reads it: what the rules check, and what its stock events carry (stock/appended.ts). */
type LineRow = PostedLine & { name: string };

/** The spec's manufacture requirements, in the order a user would fix them. */
function checkManufacture(doc: DocumentRow, lines: LineRow[]): void {
  if (!doc.store_out || !doc.store_in) throw new LedgerError('MANUFACTURE_STORES', 'manufacture needs both storeOut and storeIn');
  if (!lines.some((l) => l.kind === 'material'))
    throw new LedgerError('MANUFACTURE_NO_MATERIAL', 'manufacture needs at least one material line');
  const badProduct = lines.find((l) => l.kind === 'product' && !qtyOf(l.qty).greaterThan(0));
  if (badProduct) throw new LedgerError('MANUFACTURE_PRODUCT_QTY', `the quantity of product "${badProduct.name}" must be above zero`);
  const badMaterial = lines.find((l) => l.kind === 'material' && l.entity_kind !== 'service' && !qtyOf(l.qty).greaterThan(0));
  if (badMaterial) throw new LedgerError('QTY_NOT_POSITIVE', `the quantity of material "${badMaterial.name}" must be above zero`);
  for (const kind of ['product', 'material']) {
    const seen = new Set<string>();
    for (const line of lines.filter((l) => l.kind === kind)) {
      if (seen.has(line.entity_uid)) {
        throw new LedgerError('MANUFACTURE_DUPLICATE_ENTITY', `"${line.name}" appears more than once among the ${kind} lines`);
      }
      seen.add(line.entity_uid);
    }
  }
}
