import { toJsonNumber, type Entry, type EntryAnalytics } from '../../../shared/api/index.js';
import { moneyOf, qtyOf } from '../../store/minor-units.js';
import { notFound } from '../errors.js';
import type { Db } from '../types.js';

type Named = { uid: string | null; name: string | null };

/** One side's analytics as the API names them: only those the entry keeps. */
function analyticsOf(side: { agent: Named; contract: Named; entity: Named; store: Named }): EntryAnalytics {
  const named: EntryAnalytics = {};
  for (const kind of ['agent', 'contract', 'entity', 'store'] as const) {
    const { uid, name } = side[kind];
    if (uid !== null) named[kind] = { uid, name: name ?? '' };
  }
  return named;
}

/**
 * `GET /document/entries/{uid}`: the entries a posted document or payment wrote, in their order,
 * with their analytics by name (docs/general-ledger.md, "Entries"); none while it is unposted.
 * 404 when neither a document nor a payment has that uid.
 */
export async function entriesOf(db: Db, uid: string): Promise<Entry[]> {
  const doc = await db.selectFrom('documents').select('id').where('uid', '=', uid).executeTakeFirst();
  if (!doc) throw notFound('document', uid);
  const rows = await db
    .selectFrom('entries as e')
    .leftJoin('agents as da', 'da.id', 'e.debit_agent_id')
    .leftJoin('contracts as dc', 'dc.id', 'e.debit_contract_id')
    .leftJoin('entities as de', 'de.id', 'e.debit_entity_id')
    .leftJoin('stores as ds', 'ds.id', 'e.debit_store_id')
    .leftJoin('agents as ca', 'ca.id', 'e.credit_agent_id')
    .leftJoin('contracts as cc', 'cc.id', 'e.credit_contract_id')
    .leftJoin('entities as ce', 'ce.id', 'e.credit_entity_id')
    .leftJoin('stores as cs', 'cs.id', 'e.credit_store_id')
    .select([
      'e.date',
      'e.debit',
      'e.credit',
      'e.amount',
      'e.qty',
      'e.memo',
      'da.uid as da_uid',
      'da.name as da_name',
      'dc.uid as dc_uid',
      'dc.name as dc_name',
      'de.uid as de_uid',
      'de.name as de_name',
      'ds.uid as ds_uid',
      'ds.name as ds_name',
      'ca.uid as ca_uid',
      'ca.name as ca_name',
      'cc.uid as cc_uid',
      'cc.name as cc_name',
      'ce.uid as ce_uid',
      'ce.name as ce_name',
      'cs.uid as cs_uid',
      'cs.name as cs_name',
    ])
    .where('e.document_id', '=', doc.id)
    .orderBy('e.position')
    .execute();
  return rows.map((r) => ({
    date: r.date,
    debit: r.debit,
    credit: r.credit,
    amount: toJsonNumber(moneyOf(r.amount)),
    qty: r.qty === null ? null : toJsonNumber(qtyOf(r.qty)),
    debitAnalytics: analyticsOf({
      agent: { uid: r.da_uid, name: r.da_name },
      contract: { uid: r.dc_uid, name: r.dc_name },
      entity: { uid: r.de_uid, name: r.de_name },
      store: { uid: r.ds_uid, name: r.ds_name },
    }),
    creditAnalytics: analyticsOf({
      agent: { uid: r.ca_uid, name: r.ca_name },
      contract: { uid: r.cc_uid, name: r.cc_name },
      entity: { uid: r.ce_uid, name: r.ce_name },
      store: { uid: r.cs_uid, name: r.cs_name },
    }),
    memo: r.memo,
  }));
}
