import { roundTo, SCALE, toJsonNumber, type LastCost, type LastCostQuery } from '../../../shared/api/index.js';
import { moneyOf, qtyOf, ZERO, type Money, type Qty } from '../../database/minor-units.js';
import { notFound } from '../errors.js';
import type { Db } from '../types.js';
import { dayOf, isoOf } from './keys.js';

/** The last receipt of one position, as the query below finds it. */
interface Receipt {
  id: number;
  date: number;
  qty: Qty;
  amount: Money;
  store_uid: string;
  store_name: string;
  document_uid: string;
  type: string;
  no: string;
}

const NONE: LastCost = { unitCost: null, date: null, store: null, document: null };

/**
 * The unit cost goods last came into a store at (docs/service-behaviour.md, "Returns from customers"):
 * the latest batch a receipt of any kind brought into `store` on or before `date`, its cost ÷ its
 * quantity to four decimals; none there, the latest into any store. 404 for goods or a store it does not have.
 */
export async function lastCostOf(db: Db, entityUid: string, query: LastCostQuery): Promise<LastCost> {
  const entity = await db.selectFrom('entities').select('id').where('uid', '=', entityUid).executeTakeFirst();
  if (!entity) throw notFound('entity', entityUid);
  let store: number | null = null;
  if (query.store !== undefined) {
    const row = await db.selectFrom('stores').select('id').where('uid', '=', query.store).executeTakeFirst();
    if (!row) throw notFound('store', query.store);
    store = row.id;
  }
  const upTo = query.date === undefined ? null : dayOf(query.date);
  // Each store's latest receipt through the stock moves' index by position; the goods are in few stores.
  const stores =
    store === null
      ? (await db.selectFrom('stock_totals').select('store_id').where('entity_id', '=', entity.id).execute()).map((r) => r.store_id)
      : [store];
  const latest = async (storeId: number): Promise<Receipt | undefined> => {
    let receipts = db
      .selectFrom('stock_moves as m')
      .innerJoin('stores as s', 's.id', 'm.store_id')
      .innerJoin('documents as d', 'd.id', 'm.document_id')
      .select([
        'm.id',
        'm.date',
        'm.qty',
        'm.amount',
        's.uid as store_uid',
        's.name as store_name',
        'd.uid as document_uid',
        'd.type',
        'd.no',
      ])
      .where('m.store_id', '=', storeId)
      .where('m.entity_id', '=', entity.id)
      .where('m.qty', '>', ZERO);
    if (upTo !== null) receipts = receipts.where('m.date', '<=', upTo);
    return receipts.orderBy('m.date', 'desc').orderBy('m.id', 'desc').limit(1).executeTakeFirst();
  };
  let found: Receipt | undefined;
  for (const id of stores) {
    const receipt = await latest(id);
    if (receipt && (!found || receipt.date > found.date || (receipt.date === found.date && receipt.id > found.id))) found = receipt;
  }
  if (!found && store !== null) return lastCostOf(db, entityUid, { ...query, store: undefined });
  if (!found) return NONE;
  return {
    unitCost: toJsonNumber(roundTo(moneyOf(found.amount).dividedBy(qtyOf(found.qty)), SCALE.price)),
    date: isoOf(found.date),
    store: { uid: found.store_uid, name: found.store_name },
    document: { uid: found.document_uid, type: found.type, no: found.no },
  };
}
