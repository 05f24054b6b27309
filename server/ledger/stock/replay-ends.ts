import { Decimal, roundTo, SCALE } from '../../../shared/api/index.js';
import { shortageMessage } from '../../../shared/api/shortage.js';
import { moneyToDb, priceToDb, qtyOf, ZERO } from '../../database/minor-units.js';
import { periodClosed } from '../closed-period.js';
import type { Db } from '../types.js';
import type { Move, Shortage } from './fifo.js';
import type { Position } from './positions.js';
import { documentId } from './keys.js';
import { manufactureCostOf } from './receipt-cost.js';
import type { StoredMove } from './stored-moves.js';

/** What a re-computation does once its moves are known (replay.ts): refusals, and the figures of manufactures. */

export async function describeShortage(db: Db, s: Shortage & { position: Position }): Promise<string> {
  const entity = await db.selectFrom('entities').select(['name', 'unit']).where('uid', '=', s.position.entity).executeTakeFirst();
  const store = await db.selectFrom('stores').select('name').where('uid', '=', s.position.store).executeTakeFirst();
  const doc = await db.selectFrom('documents').select(['type', 'no']).where('uid', '=', s.documentUid).executeTakeFirst();
  // The figures travel in a parseable form too, so the app can say them in the user's language.
  return shortageMessage({
    entity: entity?.name ?? s.position.entity,
    store: store?.name ?? s.position.store,
    date: s.date,
    missing: s.missing.toFixed(),
    unit: entity?.unit ?? '',
    documentType: doc?.type ?? 'document',
    documentNo: doc?.no ?? s.documentUid,
  });
}

/** Writes a posted manufacture document's calculated prices and sums: the sent ones are replaced (spec). */
export async function writeManufactureFigures(db: Db, documentUid: string): Promise<void> {
  const doc = await db.selectFrom('documents').select(['done']).where('uid', '=', documentUid).executeTakeFirst();
  if (!doc?.done) return;
  const cost = await manufactureCostOf(db, documentUid);
  const lines = await db
    .selectFrom('document_lines')
    .select(['uid', 'position', 'qty'])
    .where('document_id', '=', documentId(documentUid))
    .execute();
  for (const line of lines) {
    const sum = cost.products.get(line.uid) ?? cost.materials.get(line.uid);
    if (!sum) continue;
    const qty = qtyOf(line.qty);
    const price = qty.isZero() ? new Decimal(0) : roundTo(sum.dividedBy(qty), SCALE.price);
    await db
      .updateTable('document_lines')
      .set({ sum: moneyToDb(sum), price: priceToDb(price) })
      .where('document_id', '=', documentId(documentUid))
      .where('position', '=', line.position)
      .execute();
  }
  const total = moneyToDb(cost.total);
  await db.updateTable('documents').set({ sum: total, total, vat_sum: ZERO }).where('uid', '=', documentUid).execute();
}

/** A move as `stored` and as `computed` now (either missing when the move is new or gone). */
export interface ChangedMove {
  stored: StoredMove | undefined;
  computed: Move | undefined;
}

/**
 * Refuses a re-computation whose first changed move is dated in the closed period: a posting after the
 * lock date must not re-cost anything on or before it either (docs/service-behaviour.md, "Closed period").
 */
export async function refuseClosedChange(db: Db, lockDate: string, { stored, computed }: ChangedMove): Promise<void> {
  const first = [stored, computed].filter((m) => m !== undefined).sort((a, b) => (a.date < b.date ? -1 : 1))[0];
  if (!first || first.date > lockDate) return;
  const doc = await db.selectFrom('documents').select(['type', 'no', 'date']).where('uid', '=', first.documentUid).executeTakeFirst();
  const named = doc ? `${doc.type} № ${doc.no} of ${doc.date}` : `a document of ${first.date}`;
  throw periodClosed(lockDate, `this would change the stock cost of ${named}`);
}
