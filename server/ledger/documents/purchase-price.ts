import { BUYING_TYPES, type PurchasePrice, type PurchasePriceQuery } from '../../../shared/api/index.js';
import { SCALE, toJsonNumber } from '../../../shared/api/money.js';
import { fromMinor } from '../../database/minor-units.js';
import { LedgerError } from '../errors.js';
import { requireExisting } from '../references.js';
import type { Db } from '../types.js';

/** The latest posted buying line of one entity, of one supplier or of any, on or before a date. */
async function latestLine(db: Db, { entityId, agentUid, date }: { entityId: number; agentUid: string | null; date: string | undefined }) {
  let query = db
    .selectFrom('document_lines as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .leftJoin('agents as a', 'a.uid', 'd.agent_uid')
    .select(['l.price', 'd.uid', 'd.type', 'd.no', 'd.date', 'd.vat_in_price', 'd.vat_code', 'd.agent_uid', 'a.name as agent_name'])
    // The entity's lines come by document_lines_entity; only its own few buying ones are then read whole.
    .where('l.entity_id', '=', entityId)
    .where('d.type', 'in', [...BUYING_TYPES])
    .where('d.done', '=', true);
  if (agentUid) query = query.where('d.agent_uid', '=', agentUid);
  if (date) query = query.where('d.date', '<=', date);
  return query.orderBy('d.date', 'desc').orderBy('d.no_key', 'desc').orderBy('l.position', 'desc').limit(1).executeTakeFirst();
}

/**
 * The last price `entityUid` was bought at (docs/service-behaviour.md, "Purchase prices"): from the
 * supplier `agent` when it ever sold it to us, else from any supplier; among posted invoices, delivery
 * notes and services acts of suppliers dated on or before `date`, the latest by date and number. Null
 * when it was never bought. Refused: an entity that does not exist (404 NOT_FOUND), a supplier that
 * does not (422 UNKNOWN_REFERENCE).
 */
export async function lastPurchasePrice(db: Db, entityUid: string, query: PurchasePriceQuery): Promise<PurchasePrice> {
  const entity = await db.selectFrom('entities').select('id').where('uid', '=', entityUid).executeTakeFirst();
  if (!entity) throw new LedgerError('NOT_FOUND', `entity ${entityUid} not found`);
  await requireExisting(db, 'agents', [query.agent]);
  const own = query.agent ? await latestLine(db, { entityId: entity.id, agentUid: query.agent, date: query.date }) : undefined;
  const found = own ?? (await latestLine(db, { entityId: entity.id, agentUid: null, date: query.date }));
  if (!found) return null;
  return {
    price: toJsonNumber(fromMinor(found.price, SCALE.price)),
    vatInPrice: found.vat_in_price,
    vatCode: found.vat_code,
    fromAgent: own !== undefined,
    agent: found.agent_uid ? { uid: found.agent_uid, name: found.agent_name ?? '' } : null,
    document: { uid: found.uid, type: found.type, no: found.no, date: found.date },
  };
}
