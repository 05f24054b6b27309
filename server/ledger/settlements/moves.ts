import { sql } from 'kysely';
import { Decimal, postingProfileOf } from '../../../shared/api/index.js';
import { moneyOf, moneyToDb, type Money } from '../../store/minor-units.js';
import { agentId, documentId } from '../stock/keys.js';
import type { Db } from '../types.js';

/** True when posting a document of this type moves settlements with its agent (its posting profile has a settlement). */
export function movesSettlements(type: string): boolean {
  return postingProfileOf(type)?.settlement != null;
}

/** Writes the settlement movement of a document being posted. */
export async function postSettlement(
  db: Db,
  doc: { uid: string; type: string; date: string; agent_uid: string | null; sum: Money; total: Money },
): Promise<void> {
  const effect = postingProfileOf(doc.type)?.settlement;
  if (!effect || !doc.agent_uid) return;
  const amount = moneyOf(effect.amount === 'total' ? doc.total : doc.sum);
  const [debit, credit] = effect.side === 'debit' ? [amount, new Decimal(0)] : [new Decimal(0), amount];
  // Written out rather than built: every posting of a trade document makes it.
  await sql`insert into settlement_moves (document_id, date, account, agent_id, debit, credit)
    values (${documentId(doc.uid)}, ${doc.date}, ${effect.account}, ${agentId(doc.agent_uid)}, ${moneyToDb(debit)}, ${moneyToDb(credit)})`.execute(
    db,
  );
}

/** Removes a document's settlement movements when it is unposted. */
export async function unpostSettlement(db: Db, documentUid: string): Promise<void> {
  await db.deleteFrom('settlement_moves').where('document_id', '=', documentId(documentUid)).execute();
}
